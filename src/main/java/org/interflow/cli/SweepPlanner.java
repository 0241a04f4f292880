package org.interflow.cli;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigFactory;
import com.typesafe.config.ConfigList;
import com.typesafe.config.ConfigRenderOptions;
import com.typesafe.config.ConfigValue;
import com.typesafe.config.ConfigValueFactory;
import com.typesafe.config.ConfigValueType;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.interflow.io.sweep.ContentHash;
import org.interflow.io.sweep.FileRef;
import org.interflow.io.sweep.InputStore;
import org.interflow.io.sweep.SweepRun;

/**
 * Resolves a sweep file's points into runs: each point's configuration is loaded as the command
 * would load it (defaults, run file, the sweep's fixed keys, the point's keys, {@code threads = 1}:
 * a sweep's parallelism is its runs), and every file it names (a trace, a topology or flow file, a
 * job log, a placement) becomes an input that travels by content: its name in the configuration is
 * replaced by its place in a member's {@link InputStore}. The canonical configuration (JSON, sorted
 * keys, no comments) and the command give the run's id. A file is recognised as a whole value, or
 * a part of a spec between {@code , ; = :} that contains a '.' or '/' and names a regular file
 * relative to the working directory. Multi-file traces (an index of per-rank files, DUMPI's .meta
 * with its .bin files) are not followed. Points that resolve alike are one run.
 */
final class SweepPlanner {
  private static final Pattern TOKEN = Pattern.compile("[^,;=\\s]+");

  /**
   * @param runs the distinct runs in sweep order
   * @param inputs each input file of the runs and where this JVM reads it
   */
  record Plan(List<SweepRun> runs, Map<FileRef, Path> inputs) {}

  private final Map<Path, FileRef> hashed = new HashMap<>();
  private final Map<FileRef, Path> inputs = new LinkedHashMap<>();

  private SweepPlanner() {}

  /**
   * Resolves every point of {@code sweep}.
   *
   * @throws UserInputException naming the point and the key when a point does not resolve
   */
  static Plan plan(SweepFile sweep) {
    SweepPlanner planner = new SweepPlanner();
    LinkedHashMap<String, SweepRun> runs = new LinkedHashMap<>();
    for (int i = 0; i < sweep.points().size(); i++) {
      SweepRun run = planner.resolve(sweep, sweep.points().get(i), i + 1);
      runs.putIfAbsent(run.id(), run);
    }
    return new Plan(List.copyOf(runs.values()), new LinkedHashMap<>(planner.inputs));
  }

  private SweepRun resolve(SweepFile sweep, Map<String, String> point, int number) {
    List<String> overrides = new ArrayList<>(sweep.fixed());
    for (Map.Entry<String, String> e : point.entrySet()) overrides.add(e.getKey() + "=" + e.getValue());
    overrides.add("threads=1");
    RunConfig config;
    try {
      config = RunConfig.load(sweep.runFile(), overrides);
    } catch (UserInputException e) {
      throw new UserInputException(sweep.file() + ": point " + number + " " + point + ": " + e.getMessage());
    }
    Resolved resolved = canonical(config);
    return SweepRun.of(sweep.command(), point, resolved.config(), resolved.inputs());
  }

  /**
   * A run's configuration by content, as a sweep point's: canonical (JSON, sorted keys, no
   * comments), every input file it names replaced by its place in a member's store.
   *
   * @param config the canonical configuration
   * @param inputs the files it names, sorted by hash
   * @param files where this JVM reads each of them
   */
  record Resolved(String config, List<FileRef> inputs, Map<FileRef, Path> files) {
    Resolved {
      inputs = List.copyOf(inputs);
      files = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(files));
    }
  }

  /** {@code config} by content ({@link Resolved}), for runs submitted one by one (attribution's alone-runs). */
  static Resolved resolve(RunConfig config) {
    return new SweepPlanner().canonical(config);
  }

  private Resolved canonical(RunConfig config) {
    Config resolved = ConfigFactory.parseString(config.compact());
    TreeMap<String, FileRef> used = new TreeMap<>();
    for (Map.Entry<String, ConfigValue> e : resolved.entrySet()) {
      ConfigValue v = e.getValue();
      if (v.valueType() == ConfigValueType.STRING) {
        String s = (String) v.unwrapped();
        String rewritten = rewrite(s, used);
        if (!rewritten.equals(s)) resolved = resolved.withValue(e.getKey(), ConfigValueFactory.fromAnyRef(rewritten));
      } else if (v.valueType() == ConfigValueType.LIST) {
        List<Object> items = new ArrayList<>();
        boolean changed = false;
        for (ConfigValue item : (ConfigList) v) {
          Object u = item.unwrapped();
          if (item.valueType() == ConfigValueType.STRING) {
            String r = rewrite((String) u, used);
            changed |= !r.equals(u);
            u = r;
          }
          items.add(u);
        }
        if (changed) resolved = resolved.withValue(e.getKey(), ConfigValueFactory.fromIterable(items));
      }
    }
    String canonical = resolved.root().render(ConfigRenderOptions.concise());
    List<FileRef> refs = new ArrayList<>(new LinkedHashSet<>(used.values()));
    Map<FileRef, Path> files = new LinkedHashMap<>();
    for (FileRef ref : refs) files.put(ref, inputs.get(ref));
    return new Resolved(canonical, refs, files);
  }

  /** {@code value} with each input file it names replaced by the file's place in a member's store. */
  private String rewrite(String value, Map<String, FileRef> used) {
    StringBuilder out = new StringBuilder();
    Matcher m = TOKEN.matcher(value);
    int last = 0;
    while (m.find()) {
      String token = m.group();
      int colon = token.lastIndexOf(':');
      String candidate = isInput(token) ? token : colon >= 0 && isInput(token.substring(colon + 1)) ? token.substring(colon + 1) : null;
      if (candidate == null) continue;
      FileRef ref = hash(Path.of(candidate));
      used.put(ref.hash(), ref);
      int start = m.end() - candidate.length();
      out.append(value, last, start).append(InputStore.relativePath(ref));
      last = m.end();
    }
    return out.append(value.substring(last)).toString();
  }

  private static boolean isInput(String candidate) {
    if (candidate.isEmpty() || !(candidate.contains(".") || candidate.contains("/"))) return false;
    if (candidate.startsWith(InputStore.ROOT.toString())) return false;
    try {
      return Files.isRegularFile(Path.of(candidate));
    } catch (java.nio.file.InvalidPathException e) {
      return false;
    }
  }

  private FileRef hash(Path file) {
    Path key = file.toAbsolutePath().normalize();
    FileRef ref = hashed.get(key);
    if (ref != null) return ref;
    try {
      ref = new FileRef(ContentHash.of(key), key.getFileName().toString(), Files.size(key));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the input " + file, e);
    }
    hashed.put(key, ref);
    inputs.putIfAbsent(ref, key);
    return ref;
  }
}
