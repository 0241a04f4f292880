package org.interflow.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code interflow replay} and {@code interflow trace} end to end: real traces replayed with their
 * invariants checked (every message matched, bytes conserved, no rank left waiting), a deadlock
 * reported instead of a hang, and bad input rejected with exit code 2.
 */
class ReplayCommandTest {
  @TempDir Path tmp;

  private static long number(String json, String key) {
    Matcher m = Pattern.compile("\"" + key + "\"\\s*:\\s*([0-9]+)").matcher(json);
    assertTrue(m.find(), key + " in " + json);
    return Long.parseLong(m.group(1));
  }

  /** Sums of ranks.csv columns: messagesSent, bytesSent, messagesReceived, bytesReceived; and unfinished ranks. */
  private static long[] rankTotals(Path ranksCsv) throws IOException {
    List<String> lines = Files.readAllLines(ranksCsv);
    List<String> header = List.of(lines.get(0).split(","));
    long[] t = new long[5];
    for (String line : lines.subList(1, lines.size())) {
      String[] f = line.split(",", -1);
      t[0] += Long.parseLong(f[header.indexOf("messagesSent")]);
      t[1] += Long.parseLong(f[header.indexOf("bytesSent")]);
      t[2] += Long.parseLong(f[header.indexOf("messagesReceived")]);
      t[3] += Long.parseLong(f[header.indexOf("bytesReceived")]);
      if (f[header.indexOf("finishSeconds")].isEmpty()) t[4]++;
    }
    return t;
  }

  private void replayKeepsItsInvariants(String trace, String topology, int ranks) throws IOException {
    Path out = tmp.resolve("run");
    CliRun o = CliRun.run("replay", "--trace", trace, "-t", topology, "--runtime", "direct", "--set", "output.plots=false",
        "--set", "output.timeline=false", "--out", out.toString());
    assertEquals(0, o.code(), o.err());
    String summary = Files.readString(out.resolve("summary.json"));
    assertEquals(ranks, number(summary, "ranks"));
    assertTrue(summary.contains("\"deadlocked\" : false"), summary);
    long[] t = rankTotals(out.resolve("ranks.csv"));
    assertEquals(t[0], t[2], "every message sent was received");
    assertEquals(t[1], t[3], "bytes are conserved");
    assertEquals(0, t[4], "every rank finished");
    assertEquals(t[0], number(summary, "messages"));
    // point-to-point messages of the trace itself are a part of all messages (collectives add theirs)
    assertTrue(number(summary, "traceMessages") <= t[0]);
  }

  @Test
  void theFullThirtyTwoRankSimgridTraceReplaysWithEveryMessageMatched() throws IOException {
    // the uncut 2014 trace with its legacy action names (allReduce, allToAllV, reduceScatter ...)
    replayKeepsItsInvariants("src/test/resources/traces/simgrid-ti/replay_multiple_32r_full_2014/smpi_replay.txt",
        "fattree:k=4,n=3", 32);
  }

  @Test
  void theSweep3dGoalScheduleReplaysWithEveryMessageMatched() throws IOException {
    replayKeepsItsInvariants("src/test/resources/traces/goal/sweep3d-2x2.derived.goal", "torus:dims=2x2", 4);
  }

  @Test
  void aReceiveNothingMatchesEndsWithAReportOfWhoWaitsOnWhat() throws IOException {
    Path trace = tmp.resolve("deadlock.txt");
    Files.writeString(trace, "0 init\n1 init\n0 send 1 5 100\n1 recv 0 5 100\n1 recv 0 6 100\n0 finalize\n1 finalize\n");
    Path out = tmp.resolve("dead");
    CliRun o = CliRun.run("replay", "--trace", trace.toString(), "-t", "star:servers=2", "--out", out.toString());
    assertEquals(1, o.code(), o.err());
    assertTrue(o.err().contains("rank 1 waits"), o.err());
    assertTrue(o.err().contains("deadlock.txt:5"), "names the trace line: " + o.err());
    String summary = Files.readString(out.resolve("summary.json"));
    assertTrue(summary.contains("\"deadlocked\" : true"), summary);
  }

  @Test
  void aMalformedTraceLineNamesFileAndLineAndWritesNothing() throws IOException {
    Path trace = tmp.resolve("bad.txt");
    Files.writeString(trace, "0 init\n1 init\n0 send 1 five 100\n");
    Path out = tmp.resolve("never");
    CliRun o = CliRun.run("replay", "--trace", trace.toString(), "-t", "star:servers=2", "--out", out.toString());
    assertEquals(2, o.code());
    assertTrue(o.err().contains("bad.txt:3"), o.err());
    assertEquals(1, o.err().strip().lines().count(), o.err());
    assertFalse(Files.exists(out));
  }

  @Test
  void anExistingRunDirectoryIsNotOverwritten() throws IOException {
    Path out = tmp.resolve("kept");
    Files.createDirectories(out);
    Files.writeString(out.resolve("summary.json"), "precious");
    CliRun o = CliRun.run("replay", "--trace", "traces/simgrid-ti/actions_bcast.txt", "-t", "star:servers=4", "--out",
        out.toString());
    assertEquals(2, o.code());
    assertEquals("precious", Files.readString(out.resolve("summary.json")));
  }

  @Test
  void badPresetAndPlacementAreOneLineErrors() {
    CliRun preset = CliRun.run("replay", "--trace", "traces/simgrid-ti/actions_bcast.txt", "-t", "star:servers=4", "--mpi",
        "openmpi", "--out", tmp.resolve("a").toString());
    assertEquals(2, preset.code());
    assertTrue(preset.err().contains("unknown MPI preset 'openmpi'; valid: interflow, simgrid"), preset.err());
    CliRun placement = CliRun.run("replay", "--trace", "traces/simgrid-ti/actions_bcast.txt", "-t", "star:servers=2",
        "--out", tmp.resolve("b").toString());
    assertEquals(2, placement.code());
    assertTrue(placement.err().contains("need 3 servers"), placement.err());
  }

  @Test
  void traceCheckReportsAnUnmatchedSendWithItsLine() throws IOException {
    Path trace = tmp.resolve("unmatched.txt");
    Files.writeString(trace, "0 init\n1 init\n0 send 1 5 100\n");
    CliRun o = CliRun.run("trace", "check", trace.toString());
    assertEquals(1, o.code());
    assertTrue(o.out().contains("unmatched.txt:3"), o.out());
    CliRun ok = CliRun.run("trace", "check", "traces/simgrid-ti/actions_allreduce.txt");
    assertEquals(0, ok.code(), ok.out() + ok.err());
    assertTrue(ok.out().strip().endsWith("OK"), ok.out());
  }

  @Test
  void traceConvertRoundTripsThroughGoalAndRefusesToOverwrite() throws IOException {
    // actions0/1 are the per-rank files of one 2-rank run: convert their index
    Path index = tmp.resolve("index.txt");
    Files.writeString(index, Path.of("traces/simgrid-ti/actions0.txt").toAbsolutePath() + "\n"
        + Path.of("traces/simgrid-ti/actions1.txt").toAbsolutePath() + "\n");
    Path goal2 = tmp.resolve("pair.goal");
    assertEquals(0, CliRun.run("trace", "convert", index.toString(), "--to", "goal", "--out", goal2.toString()).code());
    CliRun check = CliRun.run("trace", "check", goal2.toString());
    assertEquals(0, check.code(), check.out());
    CliRun again = CliRun.run("trace", "convert", index.toString(), "--to", "goal", "--out", goal2.toString());
    assertEquals(2, again.code());
    assertTrue(again.err().contains("exists"), again.err());
  }

  @Test
  void theReadmeTraceExamplesWork() throws IOException {
    // ./interflow trace check traces/goal/sweep3d-2x2.derived.goal: Schedgen counted 6052 sends
    CliRun check = CliRun.run("trace", "check", "traces/goal/sweep3d-2x2.derived.goal");
    assertEquals(0, check.code(), check.out() + check.err());
    assertTrue(check.out().contains("messages: 6052 "), check.out());
    // ./interflow trace convert traces/simgrid-ti/actions_alltoall.txt --to goal --out alltoall.goal
    Path goal = tmp.resolve("alltoall.goal");
    CliRun convert = CliRun.run("trace", "convert", "traces/simgrid-ti/actions_alltoall.txt", "--to", "goal", "--out",
        goal.toString());
    assertEquals(0, convert.code(), convert.err());
    // 3 ranks, pairwise alltoall: each rank sends to the 2 others
    CliRun again = CliRun.run("trace", "check", goal.toString());
    assertEquals(0, again.code(), again.out());
    assertTrue(again.out().contains("messages: 6 "), again.out());
  }

  @Test
  void aTraceConvertedToGoalReplaysInTheSameTimeReductionFlopsIncluded() throws IOException {
    // SimGrid's allreduce example: each rank reduces 5e8 flops after the collective (0.5 s at
    // 1 Gflop/s), then computes 5e8 more; the GOAL schedule keeps the reduction as a calc after the
    // collective's messages (without it the converted trace took 0.5 s less)
    Path goal = tmp.resolve("allreduce.goal");
    assertEquals(0, CliRun.run("trace", "convert", "traces/simgrid-ti/actions_allreduce.txt", "--to", "goal", "--out",
        goal.toString()).code());
    String[] seconds = new String[2];
    String[] traces = {"traces/simgrid-ti/actions_allreduce.txt", goal.toString()};
    for (int i = 0; i < 2; i++) {
      Path out = tmp.resolve("r" + i);
      CliRun r = CliRun.run("replay", "--trace", traces[i], "-t", "star:servers=3", "--set", "output.plots=false", "--out",
          out.toString());
      assertEquals(0, r.code(), r.err());
      seconds[i] = decimal(Files.readString(out.resolve("summary.json")), "simulatedSeconds");
    }
    assertEquals(seconds[0], seconds[1]);
    assertTrue(Double.parseDouble(seconds[0]) > 1.0, seconds[0]);   // 0.5 s reducing, 0.5 s computing, plus the messages
  }

  @Test
  void theMpiModelKeysChangeSpeedSizesAndProtocol() throws IOException {
    // rank 0 computes 10^6 flops, then sends 1000 B to rank 1. Star of 2 servers, links 10^9 B/s
    // (8 Gb/s) and 1 us, so a message takes 2 us + bytes / 10^9 s.
    // Defaults: 1 ms of compute at 1 Gflop/s, then 2 us + 1 us: simulated 1.003 ms.
    // With host-speed 2e9 and cpu-scale 0.5 the compute is 10^6 / 2e9 * 0.5 = 0.25 ms; with an
    // overhead of 999,000 B the message is 10^6 B: 2 us + 1 ms; with eager-threshold 0 the send
    // waits for delivery. Simulated 0.25 + 1.002 = 1.252 ms; rank 0 is 1.002 ms in its send.
    Path trace = tmp.resolve("keys.txt");
    Files.writeString(trace, "0 init\n1 init\n0 compute 1000000\n0 send 1 0 1000\n1 recv 0 0 1000\n");
    String[] common = {"replay", "--trace", trace.toString(), "-t", "star:servers=2", "--runtime", "direct",
        "--set", "link.capacity=8Gbps", "--set", "link.latency=1us", "--set", "output.plots=false"};
    Path plain = tmp.resolve("plain");
    assertEquals(0, CliRun.run(concat(common, "--out", plain.toString())).code());
    assertEquals("0.001003", decimal(Files.readString(plain.resolve("summary.json")), "simulatedSeconds"));
    Path tuned = tmp.resolve("tuned");
    CliRun o = CliRun.run(concat(common, "--set", "replay.mpi.host-speed=2e9", "--set", "replay.mpi.cpu-scale=0.5",
        "--set", "replay.mpi.overhead=999000B", "--set", "replay.mpi.eager-threshold=0B", "--out", tuned.toString()));
    assertEquals(0, o.code(), o.err());
    assertEquals("0.001252", decimal(Files.readString(tuned.resolve("summary.json")), "simulatedSeconds"));
    List<String> ranks = Files.readAllLines(tuned.resolve("ranks.csv"));
    assertTrue(ranks.get(1).startsWith("0,0,2,0.00025,0.001002,"), ranks.get(1));
  }

  private static String[] concat(String[] a, String... b) {
    String[] all = java.util.Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, all, a.length, b.length);
    return all;
  }

  private static String decimal(String json, String key) {
    Matcher m = Pattern.compile("\"" + key + "\"\\s*:\\s*([-0-9.eE+]+)").matcher(json);
    assertTrue(m.find(), key + " in " + json);
    return m.group(1);
  }
}
