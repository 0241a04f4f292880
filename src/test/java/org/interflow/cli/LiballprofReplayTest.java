package org.interflow.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** liballprof traces replay end to end, as their GOAL conversion by Schedgen does. */
class LiballprofReplayTest {
  private static final Path TRACES = Path.of("src/test/resources/traces");

  private static JsonNode summary(Path dir) throws IOException {
    return new ObjectMapper().readTree(dir.resolve("summary.json").toFile());
  }

  @Test
  void sweep3dReplaysLikeSchedgensGoalOfIt(@TempDir Path tmp) throws IOException {
    // The same Sweep3D run read natively and through Schedgen's GOAL schedule of it: the same
    // compute gaps and point-to-point messages (LiballprofTraceReaderTest), so the same 6052
    // messages once the 39 collectives per rank are decomposed, and the same simulated time
    // (compute dominates it; the collective algorithms differ slightly: Interflow's against
    // Schedgen's dissemination, so bytes may differ by a few).
    CliRun a = CliRun.run("replay", "--trace", TRACES.resolve("liballprof/sweep3d-2x2/pmpi-trace-rank-0.txt").toString(),
        "-t", "torus:dims=2x2", "--out", tmp.resolve("liballprof").toString(), "--set", "output.plots=false",
        "--set", "output.timeline=false");
    assertEquals(0, a.code(), a.err());
    CliRun b = CliRun.run("replay", "--trace", TRACES.resolve("goal/sweep3d-2x2.derived.goal").toString(),
        "-t", "torus:dims=2x2", "--out", tmp.resolve("goal").toString(), "--set", "output.plots=false",
        "--set", "output.timeline=false");
    assertEquals(0, b.code(), b.err());
    JsonNode native_ = summary(tmp.resolve("liballprof"));
    JsonNode goal = summary(tmp.resolve("goal"));
    assertEquals(6052, native_.get("messages").asLong());
    assertEquals(goal.get("messages").asLong(), native_.get("messages").asLong());
    assertEquals(goal.get("simulatedSeconds").asDouble(), native_.get("simulatedSeconds").asDouble(),
        1e-6 * goal.get("simulatedSeconds").asDouble());
    assertTrue(Math.abs(goal.get("bytes").asLong() - native_.get("bytes").asLong()) < 100);
  }

  @Test
  void theHandWrittenPairReplaysWithoutDeadlock(@TempDir Path tmp) {
    CliRun r = CliRun.run("replay", "--trace", TRACES.resolve("hand/liballprof/pair-0.txt").toString(), "--format", "liballprof",
        "-t", "star:servers=2", "--out", tmp.resolve("r").toString());
    assertEquals(0, r.code(), r.err());
    // 2 + 2 isend/irecv, 2 + 2 sendrecv halves, 2 sends; gatherv and alltoallv decomposed beside them
    assertTrue(r.out().startsWith(tmp.resolve("r") + ": 2 ranks, 40 actions"), r.out());
  }
}
