package org.interflow.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs whose messages the network dropped (no route) say so instead of reporting a deadlock. The
 * network is the golden scenario simulate-ring4-failed-link-dor's: a ring of 4 switches, one
 * server each, with the link on the way from server 3 to server 0 failed (seed 5), which
 * dimension-order routing cannot detour; that scenario's README works out that 3 -> 0 is the one
 * pair left without a route.
 */
class UndeliverableReportTest {
  private static final String[] RING = {"-t", "torus:dims=4", "-r", "dor", "--failures", "1", "--seed", "5"};

  @TempDir Path tmp;

  private CliRun replay(String trace) throws IOException {
    Path t = tmp.resolve("trace.txt");
    Files.writeString(t, trace);
    String[] args = {"replay", "--trace", t.toString(), "--out", tmp.resolve("r").toString()};
    String[] all = java.util.Arrays.copyOf(args, args.length + RING.length);
    System.arraycopy(RING, 0, all, args.length, RING.length);
    return CliRun.run(all);
  }

  @Test
  void aReplayWhoseMessageWasDroppedSaysSoWithRanksTraceLinesAndServers() throws IOException {
    // 1 MB is above the 64 KiB eager threshold: rank 3 waits for its send, rank 0 for its receive
    CliRun o = replay("0 init\n1 init\n2 init\n3 init\n3 send 0 1000000\n0 recv 3 1000000\n"
        + "0 finalize\n1 finalize\n2 finalize\n3 finalize\n");
    assertEquals(ReplayCommand.UNDELIVERABLE, o.code(), o.err());
    assertTrue(o.out().contains("FAILED: 1 message(s) undeliverable, 2 rank(s) never finished"), o.out());
    assertFalse(o.out().contains("DEADLOCK"), o.out());
    String trace = tmp.resolve("trace.txt").toString();
    assertTrue(o.err().contains("rank 0 waits in recv on recv from 3 tag 0 of 1000000 bytes (" + trace + ":6): message"
        + " from 3 undeliverable: no route from server 3 to server 0 with the failed links"), o.err());
    assertTrue(o.err().contains("rank 3 waits in send on send to 0 tag 0 of 1000000 bytes (" + trace + ":5):"
        + " undeliverable: no route from server 3 to server 0 with the failed links"), o.err());
    String summary = Files.readString(tmp.resolve("r/summary.json"));
    assertTrue(summary.contains("\"deadlocked\" : false"), summary);
    assertTrue(summary.contains("\"undeliverable\" : 1,"), summary);
    assertTrue(summary.contains("\"undeliverableMessages\" : [ \"flow 0: rank 3 (server 3) -> rank 0 (server 0),"
        + " 1000000 bytes: no route from server 3 to server 0 with the failed links\" ]"), summary);
  }

  @Test
  void aGenuineDeadlockOnTheSameNetworkKeepsItsReport() throws IOException {
    CliRun o = replay("0 init\n1 init\n0 recv 1 10\n1 recv 0 10\n0 finalize\n1 finalize\n");
    assertEquals(ReplayCommand.DEADLOCKED, o.code(), o.err());
    assertTrue(o.out().contains("DEADLOCK: 2 rank(s) never finished"), o.out());
    assertTrue(o.err().contains("rank 0 waits in recv on recv from 1 tag 0 of 10 bytes"), o.err());
    String summary = Files.readString(tmp.resolve("r/summary.json"));
    assertTrue(summary.contains("\"deadlocked\" : true"), summary);
    assertFalse(summary.contains("undeliverableMessages"), summary);
  }

  @Test
  void aSimulatedJobThatCannotFinishNamesTheDroppedFlow() {
    // shift +1: flow i goes from server i to i + 1; flow 3 (3 -> 0) has no route, so the job never finishes
    String[] args = {"simulate", "--job", "phased:pattern=shift:k=1,bytes=1MB", "--set", "output.plots=false",
        "--out", tmp.resolve("s").toString()};
    String[] all = java.util.Arrays.copyOf(args, args.length + RING.length);
    System.arraycopy(RING, 0, all, args.length, RING.length);
    CliRun o = CliRun.run(all);
    assertEquals(0, o.code(), o.err());
    assertTrue(o.err().contains("simulate: 1 flow(s) undeliverable (no route between their servers with the failed links);"
        + " job(s) that never finished: 0 (phased):"), o.err());
    assertTrue(o.err().contains("flow 3: job 0 task 3 (server 3) -> task 0 (server 0), 1000000 bytes: no route from server 3"
        + " to server 0 with the failed links"), o.err());
  }
}
