package org.interflow.cli;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.interflow.io.trace.FuzzedTraces;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A seeded fuzz test of {@code interflow replay} on damaged real traces of every format (see
 * {@code TraceReaderFuzzTest} for the reader-level twin, with many more cases): every run ends
 * with a result (exit 0), a reported deadlock (exit 1, "DEADLOCK" on stdout) or a one-line
 * error naming the file (exit 2), never a stack trace and never a hang.
 */
class ReplayFuzzTest {
  /** Replays per run: a few seconds here; -Dinterflow.fuzz.replays=N searches harder. */
  static final int CASES = Integer.getInteger("interflow.fuzz.replays", 30);
  static final long SEED = Long.getLong("interflow.fuzz.seed", 20261125L);

  /** Why a run's outcome is not one of the three allowed, or null when it is. */
  static String verdict(CliRun r) {
    boolean traceless = !r.err().contains("\tat ") && !r.err().contains("Exception") && !r.out().contains("Exception");
    List<String> errLines = r.err().lines().filter(l -> !l.matches("\\d\\d:\\d\\d:\\d\\d\\.\\d{3} .*")).toList();  // log lines aside
    return switch (r.code()) {
      case 0 -> traceless ? null : "exit 0 with a stack trace";
      case 1 -> traceless && r.out().contains("DEADLOCK") ? null : "exit 1 without a reported deadlock";
      case 2 -> traceless && errLines.size() == 1 && errLines.get(0).startsWith("interflow: ") ? null : "exit 2 without a one-line error";
      default -> "exit " + r.code();
    };
  }

  @Test
  void damagedRealTracesReplayDeadlockOrFailWithAOneLineError(@TempDir Path tmp) throws Exception {
    List<FuzzedTraces.SeedTrace> seeds = FuzzedTraces.seeds();
    TreeMap<String, String> failures = new TreeMap<>();
    int[] exits = new int[3];
    assertTimeoutPreemptively(Duration.ofSeconds(300), () -> {
      for (int c = 0; c < CASES; c++) {
        long seed = SEED + c;
        FuzzedTraces.SeedTrace trace = seeds.get(new SplittableRandom(seed).nextInt(seeds.size()));
        Path dir = Files.createDirectories(tmp.resolve("case-" + c));
        Path entry = FuzzedTraces.damagedCopy(trace, dir, seed);
        String problem;
        CliRun r = null;
        try {
          r = CliRun.run("replay", "--trace", entry.toString(), "-t", "star:servers=64", "--out", dir.resolve("out").toString(),
              "--set", "output.plots=false", "--set", "output.timeline=false");
          problem = verdict(r);
          if (problem == null) exits[r.code()]++;
        } catch (RuntimeException | Error e) {
          problem = "thrown: " + e;
        }
        if (problem != null) {
          failures.merge(problem, "seed " + seed + " (" + trace.name() + "): " + problem + (r == null ? "" : "\n" + r.err()), (a, b) -> a);
        }
        FuzzedTraces.deleteTree(dir);
      }
    });
    assertTrue(failures.isEmpty(), String.join("\n\n", failures.values()));
    // the damage is mild enough that some traces still replay and harsh enough that some are refused
    assertTrue(exits[0] > 0 && exits[2] > 0, "results, deadlocks, errors: " + java.util.Arrays.toString(exits));
  }
}
