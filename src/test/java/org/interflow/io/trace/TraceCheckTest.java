package org.interflow.io.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.interflow.model.traffic.mpi.MpiAction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TraceCheckTest {
  @TempDir Path dir;

  static TraceCheckReport check(Path file) {
    TraceCheck check = new TraceCheck();
    TraceReaders.read(file, null, check);
    return check.report();
  }

  @Test
  void thirtyTwoRankTiTraceIsConsistent() {
    TraceCheckReport r = check(TiTraceReaderTest.INDEX_32);
    assertTrue(r.ok(), r.toText());
    assertEquals(32, r.ranks());
    assertEquals(480, r.skipped().get("comm_size").count());
    assertTrue(r.skipped().get("comm_size").firstLocation().endsWith("ti_trace0.txt:6"));
    assertEquals(192, r.actions().get("allreduce"));
  }

  @Test
  void legacy2014TiTraceIsConsistent() {
    TraceCheckReport r = check(TiTraceReaderTest.INDEX_2014);
    assertTrue(r.ok(), r.toText());
    assertEquals(2944, r.actions().get("allreduce"));
  }

  @Test
  void sweep3dGoalMatchesEveryMessage() {
    // 6052 sends in all (Schedgen's count), each matched by a receive of the same size
    TraceCheckReport r = check(GoalAndDumpiReaderTest.GOAL.resolve("sweep3d-2x2.derived.goal"));
    assertTrue(r.ok(), r.toText());
    assertEquals(6052, r.messages());
  }

  @Test
  void dumpiRankZeroAloneLeavesItsPeersUnmatched() {
    // only rank 0's text file exists: its send to 1 and receive from 3 have no partner, and
    // ranks 1..3 take part in none of rank 0's 2 collectives (barrier, allreduce): 5 problems
    TraceCheckReport r = check(GoalAndDumpiReaderTest.DUMPI.resolve("testtrace-0000.txt"));
    assertEquals(5, r.problemCount());
    assertTrue(r.problems().get(0).location().endsWith("testtrace-0000.txt:31"), r.toText());
    assertTrue(r.problems().get(1).location().endsWith("testtrace-0000.txt:23"), r.toText());
    assertEquals(1, r.messages());
    assertEquals(4, r.bytes());
  }

  @Test
  void anUnmatchedReceiveIsReportedWithItsLine() throws IOException {
    // line 4: rank 1 receives a second message from 0 that is never sent
    Path f = Files.writeString(dir.resolve("t.txt"), "0 init\n1 init\n0 send 1 0 10\n1 recv 0 0 10\n1 recv 0 0 10\n");
    TraceCheckReport r = check(f);
    assertEquals(1, r.problemCount(), r.toText());
    assertEquals(f + ":5", r.problems().get(0).location());
    assertTrue(r.problems().get(0).message().contains("receives 2 message(s) from rank 0 with tag 0 but only 1 are sent"));
  }

  @Test
  void anySourceReceivesAbsorbSendsFromEveryone() throws IOException {
    // rank 0 receives twice from any source (-1) with tag 5; ranks 1 and 2 each send once: matched
    Path f = Files.writeString(dir.resolve("t.txt"), "0 init\n0 recv -1 5 8\n0 recv -1 5 8\n1 send 0 5 8\n2 send 0 5 8\n");
    assertTrue(check(f).ok(), check(f).toText());
  }

  @Test
  void collectivesInADifferentOrderOrWithAnotherRootAreReported() throws IOException {
    // rank 1's second collective is a barrier where rank 0 has a bcast; rank 2's bcast root differs
    Path f = Files.writeString(dir.resolve("t.txt"), "0 barrier\n1 barrier\n2 barrier\n0 bcast 8 0\n1 barrier\n2 bcast 8 1\n");
    TraceCheckReport r = check(f);
    assertEquals(2, r.problemCount(), r.toText());
    assertEquals(f + ":5", r.problems().get(0).location());
    assertEquals(f + ":6", r.problems().get(1).location());
  }

  @Test
  void anAllreduceOfAnotherSizeIsReported() throws IOException {
    // rank 1 reduces 16 B where ranks 0 and 2 reduce 8 B (bare init: sizes in bytes)
    Path f = Files.writeString(dir.resolve("t.txt"), "0 init\n1 init\n2 init\n0 allreduce 8 0\n1 allreduce 16 0\n2 allreduce 8 0\n");
    TraceCheckReport r = check(f);
    assertEquals(1, r.problemCount(), r.toText());
    assertEquals(f + ":5", r.problems().get(0).location());
  }

  @Test
  void handWrittenDimemasTraceIsConsistent() {
    assertTrue(check(TrcAndDimemasReaderTest.HAND.resolve("three-tasks.dim")).ok());
  }

  @Test
  void waitingARequestTwiceOrAnUnknownOneIsReported() {
    TraceCheck c = new TraceCheck();
    c.ranks(2);
    c.action(0, new MpiAction.Irecv(1, 0, 8, 0), "x", 1);
    c.action(1, new MpiAction.Send(0, 0, 8), "x", 2);
    c.action(0, new MpiAction.Test(0), "x", 3); // a test before the wait is fine
    c.action(0, new MpiAction.Wait(new int[] {0}), "x", 4);
    c.action(0, new MpiAction.Wait(new int[] {0, 7}), "x", 5);
    c.end();
    TraceCheckReport r = c.report();
    assertEquals(2, r.problemCount(), r.toText());
    assertTrue(r.problems().get(0).message().contains("already waited"));
    assertTrue(r.problems().get(1).message().contains("unknown request 7"));
  }

  @Test
  void receivesSmallerThanTheirSendsAreReported() throws IOException {
    Path f = Files.writeString(dir.resolve("t.txt"), "0 init\n1 init\n0 send 1 0 100\n1 recv 0 0 50\n");
    TraceCheckReport r = check(f);
    assertEquals(1, r.problemCount(), r.toText());
    assertTrue(r.problems().get(0).message().contains("receive buffers too small"));
  }
}
