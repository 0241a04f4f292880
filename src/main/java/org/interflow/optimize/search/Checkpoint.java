package org.interflow.optimize.search;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import org.interflow.optimize.exanest.GenerationTracker;
import org.uma.jmetal.solution.Solution;

/**
 * The state of one run at the end of a generation, enough to continue it exactly: the population
 * (integer encodings, objective values and the algorithm's per-solution attributes such as rank and
 * crowding distance, which the next selection reads), the evaluation count, the tracker's archive
 * and the per-generation figures so far. Stored as JSON; {@link #write} replaces the file atomically
 * (temporary file, then an atomic rename), so a reader sees either the previous generation's
 * checkpoint or this one, never half of one. Doubles are written with full precision (Java's
 * shortest round-trip form) and read back to the same bits.
 *
 * <p>Integrity: the file carries {@code "checksum"}, the SHA-256 of its other fields in compact JSON
 * (in the order written), so a file cut short, edited by hand or damaged on disk is refused by
 * {@link #read}; {@link #validate} then checks that a well-formed checkpoint fits the search it is
 * to continue (run, population size, encoding and objective lengths, generation numbering and
 * evaluation count). Both fail with one line naming the file.
 *
 * @param fingerprint what was being optimised (problem, sizes, algorithm, settings, seed); a resume
 *     refuses a checkpoint whose fingerprint differs
 * @param run run index
 * @param generation the generation the population ended (0 = initial population)
 * @param evaluations objective evaluations done so far
 * @param population the population, in the algorithm's order
 * @param archive non-dominated objective vectors seen so far (minimised form)
 * @param generations the per-generation figures so far
 */
public record Checkpoint(String fingerprint, int run, int generation, long evaluations, List<Member> population,
    List<double[]> archive, List<GenerationTracker.Generation> generations) {
  private static final String FORMAT = "interflow-optimize-checkpoint/2";
  private static final String CHECKSUM = "checksum";
  private static final ObjectMapper JSON = new ObjectMapper();

  public Checkpoint {
    population = List.copyOf(population);
    archive = List.copyOf(archive);
    generations = List.copyOf(generations);
  }

  /**
   * One solution of the population.
   *
   * @param encoding the solution's integer variables
   * @param objectives its objective values (minimised form)
   * @param attributes its attributes with string keys and Integer, Double or Boolean values, by key
   */
  public record Member(int[] encoding, double[] objectives, Map<String, Object> attributes) {
    public Member {
      encoding = encoding.clone();
      objectives = objectives.clone();
      attributes = new TreeMap<>(attributes);
    }
  }

  /** A checkpoint of {@code population}, whose variables are integers. O(population * variables). */
  public static <S extends Solution<Integer>> Checkpoint of(String fingerprint, int run, int generation, long evaluations,
      List<S> population, List<double[]> archive, List<GenerationTracker.Generation> generations) {
    List<Member> members = new ArrayList<>(population.size());
    for (S s : population) {
      int[] x = new int[s.variables().size()];
      for (int i = 0; i < x.length; i++) x[i] = s.variables().get(i);
      Map<String, Object> attributes = new TreeMap<>();
      for (Map.Entry<Object, Object> e : s.attributes().entrySet()) {
        Object v = e.getValue();
        if (e.getKey() instanceof String k && (v instanceof Integer || v instanceof Double || v instanceof Boolean)) attributes.put(k, v);
      }
      members.add(new Member(x, s.objectives(), attributes));
    }
    return new Checkpoint(fingerprint, run, generation, evaluations, members, archive, generations);
  }

  /**
   * The population as solutions: {@code factory} makes a solution from an encoding, then its
   * objectives and attributes are restored.
   *
   * @throws IllegalArgumentException if a member's objective count differs from the solution's
   */
  public <S extends Solution<Integer>> List<S> restore(Function<int[], S> factory) {
    List<S> out = new ArrayList<>(population.size());
    for (Member m : population) {
      S s = factory.apply(m.encoding());
      if (s.objectives().length != m.objectives().length) {
        throw new IllegalArgumentException("checkpoint has " + m.objectives().length + " objectives, the problem "
            + s.objectives().length);
      }
      System.arraycopy(m.objectives(), 0, s.objectives(), 0, m.objectives().length);
      s.attributes().putAll(m.attributes());
      out.add(s);
    }
    return out;
  }

  /** Writes the checkpoint to {@code file}, replacing it atomically. */
  public void write(Path file) {
    ObjectNode root = JSON.createObjectNode();
    root.put("format", FORMAT).put("fingerprint", fingerprint).put("run", run).put("generation", generation)
        .put("evaluations", evaluations);
    ArrayNode pop = root.putArray("population");
    for (Member m : population) {
      ObjectNode o = pop.addObject();
      ArrayNode x = o.putArray("x");
      for (int v : m.encoding()) x.add(v);
      doubles(o.putArray("f"), m.objectives());
      ObjectNode a = o.putObject("attributes");
      for (Map.Entry<String, Object> e : m.attributes().entrySet()) {
        Object v = e.getValue();
        if (v instanceof Integer i) a.putObject(e.getKey()).put("int", i);
        else if (v instanceof Boolean b) a.putObject(e.getKey()).put("boolean", b);
        else a.putObject(e.getKey()).put("double", Double.toString((Double) v));
      }
    }
    ArrayNode archiveNode = root.putArray("archive");
    for (double[] f : archive) doubles(archiveNode.addArray(), f);
    ArrayNode gens = root.putArray("generations");
    for (GenerationTracker.Generation g : generations) {
      gens.addObject().put("generation", g.generation()).put("evaluations", g.evaluations()).put("frontSize", g.frontSize())
          .put("hypervolume", Double.toString(g.hypervolume()));
    }
    root.put(CHECKSUM, checksum(root));
    Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
    try {
      JSON.writerWithDefaultPrettyPrinter().writeValue(tmp.toFile(), root);
      Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write checkpoint " + file, e);
    }
  }

  /**
   * Reads a checkpoint written by {@link #write}.
   *
   * @throws IllegalArgumentException naming the file when it is not such a checkpoint
   */
  public static Checkpoint read(Path file) {
    JsonNode root;
    try {
      root = JSON.readTree(file.toFile());
    } catch (IOException e) {
      throw new IllegalArgumentException(file + ": not a readable checkpoint (" + e.getMessage().split("\n")[0] + ")");
    }
    if (root == null || !FORMAT.equals(root.path("format").asText())) {
      throw new IllegalArgumentException(file + ": not an interflow optimize checkpoint (expected \"format\": \"" + FORMAT + "\")");
    }
    String stored = root.path(CHECKSUM).asText();
    ((ObjectNode) root).remove(CHECKSUM);
    if (!stored.equals(checksum((ObjectNode) root))) {
      throw new IllegalArgumentException(file + ": corrupt checkpoint (its checksum does not match its content; it was cut short "
          + "or edited): resume from a copy, or start afresh with --out DIR --force");
    }
    List<Member> members = new ArrayList<>();
    for (JsonNode o : root.path("population")) {
      int[] x = new int[o.path("x").size()];
      for (int i = 0; i < x.length; i++) x[i] = o.path("x").get(i).asInt();
      Map<String, Object> attributes = new LinkedHashMap<>();
      for (Iterator<Map.Entry<String, JsonNode>> it = o.path("attributes").fields(); it.hasNext(); ) {
        Map.Entry<String, JsonNode> e = it.next();
        JsonNode v = e.getValue();
        if (v.has("int")) attributes.put(e.getKey(), v.get("int").asInt());
        else if (v.has("boolean")) attributes.put(e.getKey(), v.get("boolean").asBoolean());
        else attributes.put(e.getKey(), Double.parseDouble(v.path("double").asText()));
      }
      members.add(new Member(x, doubles(o.path("f")), attributes));
    }
    List<double[]> archive = new ArrayList<>();
    for (JsonNode f : root.path("archive")) archive.add(doubles(f));
    List<GenerationTracker.Generation> generations = new ArrayList<>();
    for (JsonNode g : root.path("generations")) {
      generations.add(new GenerationTracker.Generation(g.path("generation").asInt(), g.path("evaluations").asLong(),
          g.path("frontSize").asInt(), Double.parseDouble(g.path("hypervolume").asText())));
    }
    return new Checkpoint(root.path("fingerprint").asText(), root.path("run").asInt(), root.path("generation").asInt(),
        root.path("evaluations").asLong(), members, archive, generations);
  }

  /**
   * Checks that this well-formed checkpoint can continue run {@code run} of a search whose
   * populations hold {@code populationSize} solutions of {@code variables} variables and {@code
   * objectives} objectives: the run index, the population size, every encoding and objective
   * vector's length, one per-generation figure for each generation 0..{@link #generation} in order,
   * and the evaluation count of the last one.
   *
   * @throws IllegalArgumentException naming {@code file} and the first mismatch
   */
  public void validate(Path file, int run, int populationSize, int variables, int objectives) {
    String problem = null;
    if (this.run != run) problem = "it is run " + this.run + "'s, expected run " + run;
    else if (population.size() != populationSize) {
      problem = "its population has " + population.size() + " solutions, the search " + populationSize;
    } else if (generation < 0 || generations.size() != generation + 1) {
      problem = "generation " + generation + " with " + generations.size() + " per-generation figures (expected one per generation 0.."
          + generation + ")";
    } else if (generations.get(generations.size() - 1).evaluations() != evaluations) {
      problem = evaluations + " evaluations, but its last generation says " + generations.get(generations.size() - 1).evaluations();
    }
    for (int g = 0; problem == null && g < generations.size(); g++) {
      if (generations.get(g).generation() != g) problem = "its per-generation figures skip generation " + g;
    }
    for (Member m : population) {
      if (problem != null) break;
      if (m.encoding().length != variables) problem = "an encoding of " + m.encoding().length + " variables, the problem has " + variables;
      else if (m.objectives().length != objectives) {
        problem = "a solution with " + m.objectives().length + " objectives, the problem has " + objectives;
      }
    }
    if (problem != null) throw new IllegalArgumentException(file + ": checkpoint does not fit this search: " + problem);
  }

  /** SHA-256 of {@code root} as compact JSON, in hexadecimal. */
  private static String checksum(ObjectNode root) {
    try {
      return java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256").digest(JSON.writeValueAsBytes(root)));
    } catch (IOException | java.security.NoSuchAlgorithmException e) {
      throw new IllegalStateException("cannot checksum a checkpoint", e);
    }
  }

  private static void doubles(ArrayNode node, double[] values) {
    for (double v : values) node.add(Double.toString(v));
  }

  private static double[] doubles(JsonNode node) {
    double[] out = new double[node.size()];
    for (int i = 0; i < out.length; i++) out[i] = Double.parseDouble(node.get(i).asText());
    return out;
  }
}
