package org.interflow.io.trace;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assertions;
import org.opentest4j.AssertionFailedError;

/**
 * The real traces the fuzz tests damage, one or more of every format Interflow reads, and how a
 * damaged copy is laid out: the damaged file copied, the trace's other files linked.
 */
public final class FuzzedTraces {
  private FuzzedTraces() {}

  /** A real trace: its files (relative to {@code root}) and the one to read. */
  public record SeedTrace(String name, Path root, List<String> files, String entry) {}

  /** Every seed trace: SimGrid TI (shared files and a 32-rank index), GOAL, DUMPI (binary and text), trc, Dimemas, liballprof. */
  public static List<SeedTrace> seeds() throws IOException {
    Path res = Path.of("src/test/resources/traces");
    Path repo = Path.of("traces");
    List<SeedTrace> seeds = new ArrayList<>();
    try (Stream<Path> s = Files.list(repo.resolve("simgrid-ti"))) {
      for (Path p : s.filter(p -> p.getFileName().toString().startsWith("actions_")).sorted().toList()) {
        seeds.add(new SeedTrace("ti " + p.getFileName(), p.getParent(), List.of(p.getFileName().toString()), p.getFileName().toString()));
      }
    }
    List<String> indexed = new ArrayList<>(List.of("smpi_replay.txt"));
    for (int r = 0; r < 32; r++) indexed.add("ti_traces_32_1/ti_trace" + r + ".txt");
    seeds.add(new SeedTrace("ti 32-rank index", res.resolve("simgrid-ti/replay_multiple_32r"), indexed, "smpi_replay.txt"));
    seeds.add(new SeedTrace("goal binary tree", res.resolve("goal"), List.of("binary_tree_32.goal"), "binary_tree_32.goal"));
    seeds.add(new SeedTrace("dumpi binary 4 ranks", res.resolve("dumpi"),
        List.of("testtrace.meta", "testtrace-0000.bin", "testtrace-0001.bin", "testtrace-0002.bin", "testtrace-0003.bin"), "testtrace.meta"));
    seeds.add(new SeedTrace("dumpi text rank 0", res.resolve("dumpi"), List.of("testtrace.meta", "testtrace-0000.txt"), "testtrace-0000.txt"));
    List<String> bgp = new ArrayList<>(List.of("testbgp.meta"));
    for (int r = 0; r < 7; r++) bgp.add("testbgp-000" + r + ".bin");
    seeds.add(new SeedTrace("dumpi binary bgp 7 ranks", res.resolve("dumpi/bgp7"), bgp, "testbgp.meta"));
    seeds.add(new SeedTrace("dumpi text pair", res.resolve("hand/dumpi2"), List.of("pair.meta", "pair-0000.txt", "pair-0001.txt"), "pair.meta"));
    seeds.add(new SeedTrace("trc", res.resolve("hand"), List.of("pingpong.trc"), "pingpong.trc"));
    seeds.add(new SeedTrace("dimemas", res.resolve("hand"), List.of("three-tasks.dim"), "three-tasks.dim"));
    seeds.add(new SeedTrace("liballprof bcast", res.resolve("liballprof/bcast"),
        List.of("trace_bcast-0.dat", "trace_bcast-1.dat", "trace_bcast-2.dat", "trace_bcast-3.dat"), "trace_bcast-0.dat"));
    seeds.add(new SeedTrace("liballprof pair", res.resolve("hand/liballprof"), List.of("pair-0.txt", "pair-1.txt"), "pair-0.txt"));
    return seeds;
  }

  /**
   * Lays a seed trace out in {@code dir}, one of its files (picked with {@code seed}) a damaged
   * copy and the others links to the originals; returns the entry file.
   */
  public static Path damagedCopy(SeedTrace trace, Path dir, long seed) throws IOException {
    SplittableRandom pick = new SplittableRandom(seed);
    long mutation = pick.nextLong();
    String damaged = trace.files().get(pick.nextInt(trace.files().size()));
    for (String f : trace.files()) {
      Path to = dir.resolve(f);
      Files.createDirectories(to.getParent());
      if (f.equals(damaged)) Files.copy(trace.root().resolve(f), to);
      else Files.createSymbolicLink(to, trace.root().resolve(f).toAbsolutePath());
    }
    new TraceMutator(mutation).mutate(dir.resolve(damaged));
    return dir.resolve(trace.entry());
  }

  /** What one fuzz case checks: null when the damaged trace at {@code entry} (in {@code dir}) behaved, else what went wrong. */
  @FunctionalInterface
  public interface Check {
    String problem(Path entry, Path dir) throws IOException;
  }

  /** Longest a case may take: far above the milliseconds a damaged sample takes, so only a hang reaches it. */
  static final Duration CASE_LIMIT = Duration.ofSeconds(60);

  /**
   * Runs {@code cases} fuzz cases in folders under {@code tmp}: case c damages a seed trace chosen
   * with seed {@code seed + c} ({@link #damagedCopy}) and checks it, within {@link #CASE_LIMIT};
   * returns the first case of each kind of problem (its first line), with the seed and the trace
   * that gave it.
   */
  public static TreeMap<String, String> run(Path tmp, int cases, long seed, Check check) throws IOException {
    List<SeedTrace> seeds = seeds();
    TreeMap<String, String> failures = new TreeMap<>();
    for (int c = 0; c < cases; c++) {
      long caseSeed = seed + c;
      SeedTrace trace = seeds.get(new SplittableRandom(caseSeed).nextInt(seeds.size()));
      Path dir = Files.createDirectories(tmp.resolve("case-" + c));
      Path entry = damagedCopy(trace, dir, caseSeed);
      String problem;
      try {
        problem = Assertions.assertTimeoutPreemptively(CASE_LIMIT, () -> check.problem(entry, dir));
      } catch (AssertionFailedError e) {
        problem = "no outcome within " + CASE_LIMIT.toSeconds() + " s (a hang?)";
      }
      deleteTree(dir);  // the links to the originals go first, before JUnit finds them
      if (problem != null) {
        failures.merge(problem.split("\n", 2)[0], "seed " + caseSeed + " (" + trace.name() + ")\n" + problem, (a, b) -> a);
      }
    }
    return failures;
  }

  /** Deletes {@code dir} and everything in it (links, not what they point to). */
  public static void deleteTree(Path dir) throws IOException {
    try (Stream<Path> s = Files.walk(dir)) {
      for (Path p : s.sorted(Comparator.reverseOrder()).toList()) Files.delete(p);
    }
  }
}
