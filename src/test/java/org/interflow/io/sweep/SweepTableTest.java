package org.interflow.io.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** sweep.csv from hand-written run directories, and the results folder's commit and clean-up. */
class SweepTableTest {
  @TempDir
  Path dir;

  private static SweepRun run(String topology, String seed) {
    Map<String, String> p = new LinkedHashMap<>();
    p.put("topology", "\"" + topology + "\"");
    p.put("seed", seed);
    return SweepRun.of("static", p, "{\"topology\":\"" + topology + "\",\"seed\":" + seed + "}", List.of());
  }

  private void done(SweepResults results, SweepRun run, String summary) throws Exception {
    Path staging = results.stage(run.id(), 1);
    Files.writeString(staging.resolve("summary.json"), summary);
    assertTrue(results.commit(run.id(), staging));
  }

  @Test
  void theTableHasOneRowPerRunInSweepOrderWithStatusMetricsAndErrors() throws Exception {
    SweepResults results = new SweepResults(dir);
    results.prepare();
    SweepRun a = run("fattree:k=4,n=3", "1");
    SweepRun b = run("torus:dims=4x4", "1");
    SweepRun c = run("torus:dims=4x4", "2");
    done(results, a, "{\"flows\": 64, \"hops\": {\"mean\": 5.5, \"max\": 6}, \"wallSeconds\": 0.25}");
    done(results, c, "{\"flows\": 16, \"hops\": {\"mean\": 2.125, \"max\": 4}, \"wallSeconds\": 0.5}");
    results.recordFailure(b.id(), "unknown pattern \"x\", try: a, b");
    SweepTable table = new SweepTable(results, List.of(a, b, c));
    // numeric keys in order of first appearance, wallSeconds left out
    assertEquals(List.of("flows", "hops.mean", "hops.max"), table.defaultMetrics());
    table.write(List.of("hops.mean", "flows"));
    // the fat-tree spec and the error hold commas: quoted, inner quotes doubled (RFC 4180)
    String expected = "run,topology,seed,status,hops.mean,flows,error\n"
        + a.id() + ",\"fattree:k=4,n=3\",1,done,5.5,64,\n"
        + b.id() + ",torus:dims=4x4,1,failed,,,\"unknown pattern \"\"x\"\", try: a, b\"\n"
        + c.id() + ",torus:dims=4x4,2,done,2.125,16,\n";
    assertEquals(expected, Files.readString(dir.resolve("sweep.csv")));
    assertEquals(2, table.counts()[0]);
    assertEquals(1, table.counts()[1]);
    assertTrue(table.plot("hops.mean", "seed").isPresent());
    assertTrue(Files.size(dir.resolve("plot.png")) > 0);
  }

  @Test
  void aSecondCopyOfADoneRunIsDroppedAndStagingOfAGoneCoordinatorIsCleaned() throws Exception {
    SweepResults results = new SweepResults(dir);
    results.prepare();
    SweepRun a = run("star:servers=3", "1");
    done(results, a, "{\"flows\": 1}");
    Path duplicate = results.stage(a.id(), 2);
    Files.writeString(duplicate.resolve("summary.json"), "{\"flows\": 2}");
    assertFalse(results.commit(a.id(), duplicate));
    assertFalse(Files.exists(duplicate));
    assertEquals("{\"flows\": 1}", Files.readString(results.runDir(a.id()).resolve("summary.json")));
    // pid 999999999 is above Linux's pid_max (at most 2^22): its staging folder is a killed coordinator's
    Path stale = dir.resolve("runs").resolve("." + a.id() + "-a1.partial-999999999");
    Files.createDirectories(stale);
    results.prepare();
    assertFalse(Files.exists(stale));
  }
}
