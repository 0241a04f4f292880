package org.interflow.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
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
  void damagedRealTracesReplayDeadlockOrFailWithAOneLineError(@TempDir Path tmp) throws IOException {
    int[] exits = new int[3];
    TreeMap<String, String> failures = FuzzedTraces.run(tmp, CASES, SEED,
        (entry, dir) -> {
          CliRun r;
          try {
            r = CliRun.run("replay", "--trace", entry.toString(), "-t", "star:servers=64", "--out", dir.resolve("out").toString(),
                "--set", "output.plots=false", "--set", "output.timeline=false");
          } catch (RuntimeException | Error e) {
            return "thrown: " + e;
          }
          String problem = verdict(r);
          if (problem == null) exits[r.code()]++;
          return problem == null ? null : problem + "\n" + r.err();
        });
    assertTrue(failures.isEmpty(), String.join("\n\n", failures.values()));
    // the damage is mild enough that some traces still replay and harsh enough that some are refused
    assertTrue(exits[0] > 0 && exits[2] > 0, "results, deadlocks, errors: " + java.util.Arrays.toString(exits));
  }
}
