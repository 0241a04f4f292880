package org.interflow.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code interflow schedule} end to end: the outputs, the machine size, and one-line errors with exit code 2. */
class ScheduleCommandTest {
  private static final String LUBLIN = "workloads/swf/lublin-256-first-1000.swf";

  @TempDir
  Path tmp;

  private static String errorLine(CliRun run) {
    for (String l : run.err().split("\n")) if (l.startsWith("interflow: ")) return l;
    return run.err();
  }

  @Test
  void aJobLogRunsEndToEnd() throws IOException {
    Path out = tmp.resolve("r");
    CliRun run = CliRun.run("schedule", "--workload", LUBLIN, "--jobs", "1-50", "--policy", "conservative", "--out", out.toString());
    assertEquals(0, run.code(), run.err());
    for (String f : List.of("summary.json", "jobs.csv", "utilisation.csv", "utilisation.png", "queue.png", "gantt.png", "timeline.json",
        "config.conf")) {
      assertTrue(Files.exists(out.resolve(f)), f);
    }
    assertEquals(51, Files.readAllLines(out.resolve("jobs.csv")).size(), "a header and 50 jobs");
    String summary = Files.readString(out.resolve("summary.json"));
    assertTrue(summary.contains("\"jobs\" : 50,"), summary);
    assertTrue(summary.contains("\"policy\" : \"conservative\""), summary);
    assertTrue(summary.contains("\"nodes\" : 256"), "MaxNodes of the header: " + summary);
    assertTrue(run.out().startsWith(out + ": 50 jobs (0 killed, 0 skipped), makespan "), run.out());
  }

  @Test
  void aNetworkSetsTheMachineAndJobsWiderThanItAreSkipped() throws IOException {
    // a 4-ary 3-tree has 64 servers; 4 of the first 50 Lublin jobs ask for more (awk '$5>64')
    Path out = tmp.resolve("r");
    CliRun run = CliRun.run("schedule", "--workload", LUBLIN, "--jobs", "1-50", "-t", "fattree:k=4,n=3", "--allocation", "topology",
        "--out", out.toString());
    assertEquals(0, run.code(), run.err());
    String summary = Files.readString(out.resolve("summary.json"));
    assertTrue(summary.contains("\"jobs\" : 46,"), summary);
    assertTrue(summary.contains("\"tooWide\" : 4"), summary);
    assertTrue(summary.contains("\"topology\" : \"fattree:k=4,n=3\""), summary);
  }

  @Test
  void badPoliciesAndAMissingNetworkAreOneLineErrors() {
    Path out = tmp.resolve("r");
    CliRun policy = CliRun.run("schedule", "--workload", LUBLIN, "--policy", "eazy", "--out", out.toString());
    assertEquals(2, policy.code());
    assertEquals("interflow: interflow.schedule.policy: unknown selection policy 'eazy'; valid: fcfs, sjf, easy, conservative, backfill",
        errorLine(policy));
    CliRun topology = CliRun.run("schedule", "--workload", LUBLIN, "--allocation", "topology", "--out", out.toString());
    assertEquals(2, topology.code());
    assertTrue(errorLine(topology).contains("allocation 'topology' places jobs by the network's switches and needs one: give -t"),
        errorLine(topology));
    CliRun window = CliRun.run("schedule", "--workload", LUBLIN, "--jobs", "ten-20", "--out", out.toString());
    assertEquals(2, window.code());
    assertTrue(errorLine(window).startsWith("interflow: interflow.schedule.jobs: expected A-B"), errorLine(window));
    CliRun execution = CliRun.run("schedule", "--workload", LUBLIN, "--execution", "network", "--out", out.toString());
    assertEquals(2, execution.code());
    assertEquals("interflow: interflow.schedule.execution = network: the network mode needs a network: give one with -t,"
        + " e.g. -t fattree:k=4,n=3", errorLine(execution));
    CliRun mode = CliRun.run("schedule", "--workload", LUBLIN, "--execution", "netwrok", "--out", out.toString());
    assertEquals("interflow: interflow.schedule.execution: unknown execution mode 'netwrok'; valid: logged, network", errorLine(mode));
    assertFalse(Files.exists(out), "nothing written");
  }

  @Test
  void theNetworkModeRefusesUpFrontWhatItCannotRun() throws IOException {
    Path out = tmp.resolve("n");
    // the RICC excerpt spans months of requested time: past the picosecond horizon
    CliRun horizon = CliRun.run("schedule", "--workload", "workloads/swf/ricc-2010-2-jobs-9001-11000.swf", "-t", "fattree:k=16,n=2",
        "--execution", "network", "--out", out.toString());
    assertEquals(2, horizon.code());
    assertTrue(errorLine(horizon).startsWith("interflow: workloads/swf/ricc-2010-2-jobs-9001-11000.swf: the network mode counts"
        + " picoseconds and reaches at most 106.7 days; these 1991 jobs could run"), errorLine(horizon));
    assertTrue(errorLine(horizon).contains("take fewer with --jobs A-B, e.g. --jobs 9001-"), errorLine(horizon));
    CliRun cores = CliRun.run("schedule", "--workload", LUBLIN, "-t", "fattree:k=16,n=2", "--execution", "network", "--set",
        "schedule.whole-nodes=false", "--out", out.toString());
    assertEquals("interflow: " + LUBLIN + ": the network mode runs one task per node: set schedule.whole-nodes = true", errorLine(cores));
    Path markov = tmp.resolve("markov.conf");
    Files.writeString(markov, "nodes = 8\njobs = [\n  { submit = 0s, nodes = 2, requested = 1h, application = \"markov:preset=io\" }\n]\n");
    CliRun io = CliRun.run("schedule", "--workload", markov.toString(), "-t", "star:servers=8", "--execution", "network", "--out",
        out.toString());
    assertEquals(2, io.code());
    assertTrue(errorLine(io).startsWith("interflow: " + markov + ": job job-1: bad job 'markov:preset=io,tasks=2': a markov job that reads"
        + " or writes needs storage (simulate, or schedule's network mode with storage.enabled = true)"), errorLine(io));
    assertFalse(Files.exists(out), "nothing written");
  }

  /** A markov job whose chain is Init -> Write -> End: each task writes {@code write} to its device. */
  private static final String WRITE_ONCE = "markov:matrix=0:0:0:0:1:0/0:0:0:0:0:1/0:0:0:0:0:1/0:0:0:0:0:1/0:0:0:0:0:1,write=";

  @Test
  void aScheduledMarkovJobWritesToTheNvmOfTheNodeItGot() throws IOException {
    // One job of 2 tasks on a star of 4 servers with NVM (write 2 GB/s) behind a PCIe link cut to
    // 1 GB/s, pcie-latency 0, device latency 10 us: each task writes 100 MB to its own node's NVM,
    // 100e6 / min(2e9, 1e9) s + 10 us = 0.10001 s, alone on its PCIe and device links.
    Path scenario = tmp.resolve("one.conf");
    Files.writeString(scenario, "jobs = [ { name = \"w\", submit = 0s, nodes = 2, requested = 1s, application = \""
        + WRITE_ONCE + "100MB\" } ]\n");
    Path out = tmp.resolve("one");
    CliRun run = CliRun.run("schedule", "--workload", scenario.toString(), "-t", "star:servers=4", "--execution", "network", "--set",
        "storage.enabled=true", "--set", "storage.local.pcie=1GBps", "--set", "output.plots=false", "--out", out.toString());
    assertEquals(0, run.code(), run.err());
    String[] job = Files.readAllLines(out.resolve("jobs.csv")).get(1).split(",");
    assertEquals(List.of("w", "0", "0.10001"), List.of(job[0], job[2], job[5]));
    assertEquals("0,markov,2,nvm-0 nvm-1,0,200000000,0,2,0,0.10001,0.10001,0.10001",
        Files.readAllLines(out.resolve("storage-jobs.csv")).get(1));
    List<String> devices = Files.readAllLines(out.resolve("storage-devices.csv"));
    assertEquals(5, devices.size(), "a header and the 4 nodes' NVM");
    assertTrue(devices.get(1).startsWith("nvm-0,4,0,100000000,") && devices.get(3).startsWith("nvm-2,6,0,0,"), devices.toString());
    assertTrue(Files.exists(out.resolve("storage.json")) && Files.exists(out.resolve("storage-utilisation.csv")));
  }

  @Test
  void aQueuedStorageJobTakesTheNvmOfTheNodesItStartsOn() throws IOException {
    // workloads/schedule-markov-storage.conf on a star of 3 (worked out in its scenario's README):
    // pair (2 nodes) runs on 0-1 from 0 to 100.01 ms; whole (3 nodes) waits; backfilled (1 node,
    // asks 150 ms < the 200 ms shadow) starts at 2 ms on node 2 and writes to nvm-2; whole starts
    // when both ended, at 102.01 ms, on 0-2 with nvm-0..2.
    Path out = tmp.resolve("queued");
    CliRun run = CliRun.run("schedule", "--workload", "workloads/schedule-markov-storage.conf", "-t", "star:servers=3", "--execution",
        "network", "--set", "storage.enabled=true", "--set", "output.plots=false", "--out", out.toString());
    assertEquals(0, run.code(), run.err());
    List<String> jobs = Files.readAllLines(out.resolve("jobs.csv"));
    assertTrue(jobs.get(2).startsWith("whole,0.001,0.10201,0.20202,"), jobs.get(2));
    assertTrue(jobs.get(3).startsWith("backfilled,0.002,0.002,0.10201,"), jobs.get(3));
    List<String> io = Files.readAllLines(out.resolve("storage-jobs.csv"));
    assertEquals(List.of("0,markov,2,nvm-0 nvm-1,0,400000000,0,2,0,0.10001,0.10001,0.10001",
        "1,markov,3,nvm-0 nvm-1 nvm-2,0,600000000,0,3,0,0.10001,0.10001,0.10001",
        "2,markov,1,nvm-2,0,200000000,0,1,0,0.10001,0.10001,0.10001"), io.subList(1, 4));
  }

  @Test
  void storageThatCannotBeFixedBeforeAJobStartsIsAOneLineError() throws IOException {
    Path out = tmp.resolve("x");
    CliRun external = CliRun.run("schedule", "--workload", "workloads/schedule-markov-storage.conf", "-t", "star:servers=4",
        "--execution", "network", "--set", "storage.enabled=true", "--set", "storage.placement=external", "--set",
        "storage.central.servers=1", "--out", out.toString());
    assertEquals(2, external.code());
    assertEquals("interflow: workloads/schedule-markov-storage.conf: job pair: placement external picks a storage server by compute"
        + " node id (node mod servers), which a scheduler decides only when the job starts, so the job's devices cannot be fixed"
        + " before: use local or internal", errorLine(external));
    CliRun random = CliRun.run("schedule", "--workload", "workloads/schedule-markov-storage.conf", "-t", "star:servers=3",
        "--execution", "network", "--set", "storage.enabled=true", "--set", "schedule.mapping=random", "--out", out.toString());
    assertEquals(2, random.code());
    assertEquals("interflow: interflow.schedule.mapping = random: storage (storage.enabled) needs the linear mapping: a job's"
        + " devices are fixed by the ranks of its nodes before it starts", errorLine(random));
    assertFalse(Files.exists(out), "nothing written");
  }

  @Test
  void tracedJobsRunSideBySideAndOnAStarEachTakesItsReplayTime() throws IOException {
    // Two traced jobs submitted together on an 8-server star run at once (4 + 3 servers). A star
    // gives each server its own link, so they cannot slow each other down: each takes what
    // `interflow replay` of its trace alone gives, 41.904328776 s (sweep3d-2x2 on star:servers=4)
    // and 1.000016400 s (actions_allreduce on star:servers=3), printed there to the nanosecond.
    Path scenario = tmp.resolve("traces.conf");
    Files.writeString(scenario, "jobs = [\n"
        + "  { name = \"sweep\", submit = 0s, nodes = 4, requested = 1h, trace = \"" + Path.of("traces/goal/sweep3d-2x2.derived.goal").toAbsolutePath() + "\" }\n"
        + "  { name = \"allreduce\", submit = 0s, nodes = 3, requested = 1h, trace = \"" + Path.of("traces/simgrid-ti/actions_allreduce.txt").toAbsolutePath() + "\" }\n"
        + "]\n");
    Path out = tmp.resolve("traces");
    CliRun run = CliRun.run("schedule", "--workload", scenario.toString(), "-t", "star:servers=8", "--execution", "network", "--set",
        "output.plots=false", "--out", out.toString());
    assertEquals(0, run.code(), run.err());
    List<String> rows = Files.readAllLines(out.resolve("jobs.csv"));
    String[] sweep = rows.get(1).split(",");
    String[] allreduce = rows.get(2).split(",");
    assertEquals(List.of("sweep", "0", "0"), List.of(sweep[0], sweep[1], sweep[2]));
    assertEquals(List.of("allreduce", "0", "0"), List.of(allreduce[0], allreduce[1], allreduce[2]));
    assertEquals(41.904328776, Double.parseDouble(sweep[5]), 0.5e-9);
    assertEquals(1.0000164, Double.parseDouble(allreduce[5]), 0.5e-9);
    // a job of fewer nodes than ranks maps ceil(32 / 4) = 8 ranks per node, in order: as
    // `replay --placement linear:per-node=8 -t star:servers=4`, 74.062163843 s
    Path packed = tmp.resolve("packed.conf");
    Files.writeString(packed, "jobs = [ { name = \"ti32\", submit = 0s, nodes = 4, requested = 1h, trace = \""
        + Path.of("traces/simgrid-ti/replay_multiple_32r/smpi_replay.txt").toAbsolutePath() + "\" } ]\n");
    Path out2 = tmp.resolve("packed");
    assertEquals(0, CliRun.run("schedule", "--workload", packed.toString(), "-t", "star:servers=8", "--execution", "network", "--set",
        "output.plots=false", "--out", out2.toString()).code());
    String[] ti = Files.readAllLines(out2.resolve("jobs.csv")).get(1).split(",");
    assertEquals(List.of("32", "4"), List.of(ti[6], ti[7]));
    assertEquals(74.062163843, Double.parseDouble(ti[5]), 0.5e-9);
  }

  @Test
  void aMalformedLogLineNamesFileAndLine() throws IOException {
    Path log = tmp.resolve("bad.swf");
    Files.writeString(log, "; MaxNodes: 8\n1 0 -1 10 2 -1 -1 -1 20 -1 1 1 1 -1 -1 -1 -1 -1\n2 5 -1 ten 2 -1 -1 -1 20 -1 1 1 1 -1 -1 -1 -1 -1\n");
    Path out = tmp.resolve("r");
    CliRun run = CliRun.run("schedule", "--workload", log.toString(), "--out", out.toString());
    assertEquals(2, run.code());
    assertEquals("interflow: " + log + ":3: expected an integer in field 4 (run time), got 'ten'", errorLine(run));
    assertFalse(Files.exists(out));
  }

  @Test
  void scenarioMistakesNameFileAndLine() throws IOException {
    Path unknown = tmp.resolve("unknown.conf");
    Files.writeString(unknown, "nodes = 8\njobs = [\n  { submit = 0s, nodes = 2, runtime = 10s, pattern = \"alltoall\",\n    wall = 5m }\n]\n");
    CliRun a = CliRun.run("schedule", "--workload", unknown.toString(), "--out", tmp.resolve("a").toString());
    assertEquals(2, a.code());
    assertTrue(errorLine(a).startsWith("interflow: " + unknown + ":4: expected one of the keys application, format, name, nodes"),
        errorLine(a));
    Path noRuntime = tmp.resolve("noruntime.conf");
    Files.writeString(noRuntime, "nodes = 8\njobs = [\n  { name = \"x\", submit = 0s, nodes = 2, pattern = \"alltoall\" }\n]\n");
    CliRun b = CliRun.run("schedule", "--workload", noRuntime.toString(), "--out", tmp.resolve("b").toString());
    assertEquals(2, b.code());
    assertTrue(errorLine(b).contains(noRuntime + ":3: expected a requested time or a runtime for job x"), errorLine(b));
    Path requestedOnly = tmp.resolve("requested.conf");
    Files.writeString(requestedOnly, "nodes = 8\njobs = [\n  { name = \"x\", submit = 0s, nodes = 2, requested = 1m, pattern = \"alltoall\" }\n]\n");
    CliRun logged = CliRun.run("schedule", "--workload", requestedOnly.toString(), "--out", tmp.resolve("b2").toString());
    assertEquals(2, logged.code());
    assertTrue(errorLine(logged).endsWith("job x has no runtime; logged mode needs one"), errorLine(logged));
    Path twoPrograms = tmp.resolve("two.conf");
    Files.writeString(twoPrograms, "nodes = 8\njobs = [\n  { submit = 0s, nodes = 2, runtime = 1s, pattern = \"alltoall\", application = \"nbody\" }\n]\n");
    CliRun c = CliRun.run("schedule", "--workload", twoPrograms.toString(), "--out", tmp.resolve("c").toString());
    assertEquals(2, c.code());
    assertTrue(errorLine(c).contains(":3: expected exactly one of application, pattern or trace, got 'application and pattern'"),
        errorLine(c));
    Path badApp = tmp.resolve("app.conf");
    Files.writeString(badApp, "nodes = 8\njobs = [\n  { submit = 0s, nodes = 2, runtime = 1s, application = \"stencil9d\" }\n]\n");
    CliRun d = CliRun.run("schedule", "--workload", badApp.toString(), "--out", tmp.resolve("d").toString());
    assertEquals(2, d.code());
    assertTrue(errorLine(d).contains(":3: expected a valid application, got 'unknown application 'stencil9d'"), errorLine(d));
  }

  @Test
  void aScenarioJobRunsItsRuntime() throws IOException {
    // 4 nodes: a (4 nodes, 30 s) then b (2 nodes, asks 10 s, runs 20 s: killed at 10)
    Path scenario = tmp.resolve("s.conf");
    Files.writeString(scenario, "nodes = 4\njobs = [\n  { name = \"a\", submit = 0s, nodes = 4, requested = 1m, runtime = 30s, pattern = \"alltoall\" }\n"
        + "  { name = \"b\", submit = 5s, nodes = 2, requested = 10s, runtime = 20s, application = \"nbody\" }\n]\n");
    Path out = tmp.resolve("r");
    CliRun run = CliRun.run("schedule", "--workload", scenario.toString(), "--out", out.toString());
    assertEquals(0, run.code(), run.err());
    List<String> rows = Files.readAllLines(out.resolve("jobs.csv"));
    assertEquals("a,0,0,30,0,30,4,4,60,completed,1,1,unknown", rows.get(1));
    assertEquals("b,5,30,40,25,10,2,2,10,killed,3.5,3.5,unknown", rows.get(2));
  }

  @Test
  void scenarioTimesNeedUnitsAndJobNamesAreUnique() throws IOException {
    // HOCON reads a bare number of a duration as milliseconds: submit = 60 would be 0.06 s
    Path bare = Files.writeString(tmp.resolve("bare.conf"), "nodes = 8\njobs = [\n  { name = \"a\", submit = 0s, nodes = 2, runtime = 1m, pattern = \"alltoall\" }\n"
        + "  { name = \"b\", submit = 60, nodes = 2, runtime = 1m, pattern = \"alltoall\" }\n]\n");
    CliRun run = CliRun.run("schedule", "--workload", bare.toString(), "--out", tmp.resolve("r").toString());
    assertEquals(2, run.code(), run.err());
    assertEquals("interflow: " + bare + ":4: expected a time submit with units (e.g. 30s, 5m, 2h, 1d), got '60'", errorLine(run));
    Path zero = Files.writeString(tmp.resolve("zero.conf"), "nodes = 8\njobs = [ { submit = 0, nodes = 2, runtime = 0s, pattern = \"alltoall\" } ]\n");
    run = CliRun.run("schedule", "--workload", zero.toString(), "--out", tmp.resolve("r").toString());
    assertEquals("interflow: " + zero + ":2: expected runtime > 0, got '0s'", errorLine(run));   // a bare 0 submit is fine
    Path twice = Files.writeString(tmp.resolve("twice.conf"), "nodes = 8\njobs = [\n  { name = \"a\", submit = 0s, nodes = 2, runtime = 1m, pattern = \"alltoall\" }\n"
        + "  { name = \"a\", submit = 1s, nodes = 2, runtime = 1m, pattern = \"alltoall\" }\n]\n");
    run = CliRun.run("schedule", "--workload", twice.toString(), "--out", tmp.resolve("r").toString());
    assertEquals("interflow: " + twice + ":4: expected a job name no other job has (job a is on line 3), got 'a'", errorLine(run));
    assertFalse(Files.exists(tmp.resolve("r")));
  }

  @Test
  void aWindowWithoutJobsReportsNoSlowdown() throws IOException {
    Path out = tmp.resolve("empty");
    CliRun run = CliRun.run("schedule", "--workload", LUBLIN, "--jobs", "5000-6000", "--out", out.toString());
    assertEquals(0, run.code(), run.err());
    String summary = Files.readString(out.resolve("summary.json"));
    assertTrue(summary.contains("\"jobs\" : 0,"), summary);
    assertTrue(summary.contains("\"meanSlowdown\" : null,"), summary);
    assertTrue(summary.contains("\"meanBoundedSlowdown\" : null,"), summary);
  }
}
