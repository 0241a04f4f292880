package org.interflow.model.traffic.mpi;

import static org.interflow.model.traffic.mpi.ReplayHarness.TOLERANCE_PS;
import static org.interflow.model.traffic.mpi.ReplayHarness.US;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.interflow.model.traffic.mpi.MpiAction.Collective;
import org.interflow.model.traffic.mpi.MpiAction.CollectiveKind;
import org.interflow.model.traffic.mpi.MpiAction.Compute;
import org.interflow.model.traffic.mpi.MpiAction.ComputeUnit;
import org.interflow.model.traffic.mpi.MpiAction.Irecv;
import org.interflow.model.traffic.mpi.MpiAction.Isend;
import org.interflow.model.traffic.mpi.MpiAction.Recv;
import org.interflow.model.traffic.mpi.MpiAction.Send;
import org.interflow.model.traffic.mpi.MpiAction.Wait;
import org.interflow.model.traffic.mpi.ReplayHarness.Replay;
import org.interflow.model.traffic.mpi.ReplayHarness.Sharing;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.Test;

/**
 * Replays of tiny traces on the harness's star: every link 1 GB/s (1000 ps per byte) and 1 us, so
 * a lone message of B bytes is delivered 2 us + B ns after its flow starts. Under the INTERFLOW
 * protocol the flow starts when the send is posted; a send below 64 KiB completes at once, a
 * larger one at delivery. Times are worked out by hand in each test's comment.
 */
class MpiRankProgramTest {
  private static final long TAG = 7;

  private static Compute micros(double us) { return new Compute(us * 1e-6, ComputeUnit.SECONDS); }

  @ParameterizedTest
  @EnumSource(Sharing.class)
  void threeSmallPingPongsTakeSixMessageTimes(Sharing sharing) {
    // 1000 bytes: 2 us + 1 us = 3 us per message, one message at a time, 6 messages: 18 us.
    // Rank 1's last send completes at once (eager) at 15 us; it is delivered at 18 us.
    ReplayHarness h = new ReplayHarness(2);
    for (int i = 0; i < 3; i++) {
      h.add(0, new Send(1, 7, 1000), new Recv(1, 7, 1000));
      h.add(1, new Recv(0, 7, 1000), new Send(0, 7, 1000));
    }
    Replay r = ReplayHarness.run(h.tape(), ReplayHarness.interflow(), sharing, false);
    assertEquals(18 * US, r.makespanPs());
    assertEquals(18 * US, r.finishPs(0));
    assertEquals(15 * US, r.finishPs(1));
    RankStats s0 = r.app().stats(0);
    // rank 0's eager sends cost nothing, so it waits in each receive for its own message's flight
    // and the reply's: 6 us, three times.
    assertEquals(List.of(3L, 3000L, 3L, 3000L, 18 * US, 0L), List.of(s0.messagesSent(), s0.bytesSent(),
        s0.messagesReceived(), s0.bytesReceived(), s0.receivePs(), s0.sendPs()));
    assertEquals(List.of(), r.app().waits());
  }

  @Test
  void aLargePingPongWaitsForDeliveryInTheSend() {
    // 100,000 bytes >= 64 KiB: rendezvous-sized, the send completes at delivery, 2 + 100 = 102 us.
    // Rank 0 is blocked in its send for 102 us, then in its receive for 102 us.
    ReplayHarness h = new ReplayHarness(2);
    h.add(0, new Send(1, 0, 100_000), new Recv(1, 0, 100_000));
    h.add(1, new Recv(0, 0, 100_000), new Send(0, 0, 100_000));
    Replay r = ReplayHarness.run(h.tape(), ReplayHarness.interflow(), Sharing.MAX_MIN, false);
    assertEquals(204 * US, r.finishPs(0));
    assertEquals(204 * US, r.finishPs(1));
    assertEquals(102 * US, r.app().stats(0).sendPs());
    assertEquals(102 * US, r.app().stats(0).receivePs());
  }

  @Test
  void eagerSendsReturnAtOnceAndRendezvousSendsAtDelivery() {
    // Rank 0 sends 1000 bytes then computes 10 us; rank 1 receives. Eager (threshold 64 KiB):
    // rank 0 computes from 0 and ends at 10 us. Rendezvous (threshold 512 bytes): the send ends at
    // delivery, 3 us, so rank 0 ends at 13 us. Rank 1 ends at 3 us either way.
    ReplayHarness h = new ReplayHarness(2);
    h.add(0, new Send(1, 0, 1000), micros(10));
    h.add(1, new Recv(0, 0, 1000));
    ActionTape tape = h.tape();
    Replay eager = ReplayHarness.run(tape, ReplayHarness.interflow(), Sharing.MAX_MIN, false);
    Replay rendezvous = ReplayHarness.run(tape, ReplayHarness.interflow().withEagerThreshold(512), Sharing.MAX_MIN,
        false);
    assertEquals(List.of(10 * US, 3 * US), List.of(eager.finishPs(0), eager.finishPs(1)));
    assertEquals(List.of(13 * US, 3 * US), List.of(rendezvous.finishPs(0), rendezvous.finishPs(1)));
  }

  @Test
  void aTokenRoundTheRingTakesOneMessageTimePerHop() {
    // 4 ranks: 0 sends to 1 then waits for 3; every other rank receives from r-1 then sends to
    // r+1. Four 1000-byte hops of 3 us each in sequence: rank r (r > 0) receives at 3r us, rank 0
    // at 12 us.
    ReplayHarness h = new ReplayHarness(4);
    h.add(0, new Send(1, 0, 1000), new Recv(3, 0, 1000));
    for (int r = 1; r < 4; r++) h.add(r, new Recv(r - 1, 0, 1000), new Send((r + 1) % 4, 0, 1000));
    Replay run = ReplayHarness.run(h.tape(), ReplayHarness.interflow(), Sharing.BOTTLENECK, false);
    assertEquals(List.of(12 * US, 3 * US, 6 * US, 9 * US),
        List.of(run.finishPs(0), run.finishPs(1), run.finishPs(2), run.finishPs(3)));
    assertEquals(12 * US, run.makespanPs());
  }

  @ParameterizedTest
  @EnumSource(Sharing.class)
  void aNonBlockingRingExchangeOverlapsEveryMessage(Sharing sharing) {
    // 4 ranks each isend 1000 bytes to r+1 and irecv from r-1, then waitall: every up and down
    // link carries one flow, so all four messages take 3 us in parallel; everyone ends at 3 us.
    ReplayHarness h = new ReplayHarness(4);
    for (int r = 0; r < 4; r++) {
      h.add(r, new Irecv((r + 3) % 4, 0, 1000, 0), new Isend((r + 1) % 4, 0, 1000, 1), new Wait(new int[] {0, 1}));
    }
    Replay run = ReplayHarness.run(h.tape(), ReplayHarness.interflow(), sharing, false);
    for (int r = 0; r < 4; r++) assertEquals(3 * US, run.finishPs(r), "rank " + r);
    assertEquals(3 * US, run.app().stats(2).receivePs());
    TrafficMatrix traffic = run.app().traffic();
    assertEquals(4, traffic.pairs());
    assertEquals(1000, traffic.bytes(3, 0));
    assertEquals(0, traffic.bytes(0, 3));
    assertEquals(4000, traffic.totalBytes());
  }

  @ParameterizedTest
  @EnumSource(Sharing.class)
  void aLargeBinomialBroadcastOnEightRanksTakesThreeSequentialHops(Sharing sharing) {
    // MPICH binomial tree from 0: 0 -> 4, 2, 1; 4 -> 6, 5; 2 -> 3; 6 -> 7, one send per round.
    // 100,000 bytes (rendezvous-sized): each send completes at its delivery, 102 us. Hop 1: 0->4;
    // hop 2: 0->2, 4->6; hop 3: 0->1, 4->5, 2->3, 6->7, on disjoint links, so every hop is 102 us.
    // Every rank ends at 306 us: leaves receive in hop 3, inner ranks send in it.
    ReplayHarness h = new ReplayHarness(8);
    for (int r = 0; r < 8; r++) h.add(r, Collective.of(CollectiveKind.BCAST, 0, 100_000, 0, 0));
    MpiModel model = ReplayHarness.interflow().withAlgorithm(CollectiveKind.BCAST, HandCheckedCollectives.binomialBroadcast());
    Replay run = ReplayHarness.run(h.tape(), model, sharing, false);
    for (int r = 0; r < 8; r++) assertEquals(306 * US, run.finishPs(r), "rank " + r);
    assertEquals(306 * US, run.app().stats(1).collectivePs());
  }

  @ParameterizedTest
  @EnumSource(Sharing.class)
  void aSmallBinomialBroadcastSharesTheRootsLink(Sharing sharing) {
    // 1000 bytes (eager): the root's three sends are posted at once and share its up link, 1/3
    // GB/s each: 2 us latency + 3 us = 5 us for 4, 2 and 1. Rank 4 then sends to 6 and 5 together
    // (1/2 GB/s each): 5 + 2 + 2 = 9 us; rank 2 sends to 3 alone: 5 + 3 = 8 us; rank 6 forwards to
    // 7 at 9 us: 12 us. Eager sends never block, so the root's trace ends at 0, but its messages
    // are delivered at 5 us.
    ReplayHarness h = new ReplayHarness(8);
    for (int r = 0; r < 8; r++) h.add(r, Collective.of(CollectiveKind.BCAST, 0, 1000, 0, 0));
    MpiModel model = ReplayHarness.interflow().withAlgorithm(CollectiveKind.BCAST, HandCheckedCollectives.binomialBroadcast());
    Replay run = ReplayHarness.run(h.tape(), model, sharing, false);
    long[] expected = {0, 5 * US, 5 * US, 8 * US, 5 * US, 9 * US, 9 * US, 12 * US};
    for (int r = 0; r < 8; r++) assertEquals(expected[r], run.finishPs(r), TOLERANCE_PS, "rank " + r);
    assertEquals(12 * US, run.makespanPs(), TOLERANCE_PS);
  }

  @ParameterizedTest
  @EnumSource(Sharing.class)
  void anAllreduceIsAReduceThenABroadcastThenTheReductionFlops(Sharing sharing) {
    // 4 ranks, linear allreduce of 1000 bytes with 2000 flops (2 us at 1 Gflop/s). Reduce: ranks
    // 1-3 send to 0 at once, sharing 0's down link (1/3 GB/s): 2 + 3 = 5 us. Broadcast: 0 sends to
    // 1-3 at once, sharing its up link: 5 + 5 = 10 us. Then the flops: rank 0 computes from 5 us
    // (its eager sends return at once) to 7 us, ranks 1-3 from 10 to 12 us.
    ReplayHarness h = new ReplayHarness(4);
    for (int r = 0; r < 4; r++) h.add(r, Collective.of(CollectiveKind.ALLREDUCE, 0, 1000, 1000, 2000));
    Replay run = ReplayHarness.run(h.tape(), ReplayHarness.interflow(), sharing, false);
    assertEquals(7 * US, run.finishPs(0), TOLERANCE_PS);
    for (int r = 1; r < 4; r++) assertEquals(12 * US, run.finishPs(r), TOLERANCE_PS);
    RankStats s1 = run.app().stats(1);
    assertEquals(10 * US, s1.collectivePs(), TOLERANCE_PS);
    assertEquals(2 * US, s1.computePs(), TOLERANCE_PS);
    assertEquals(List.of(1L, 1000L, 1L, 1000L), List.of(s1.messagesSent(), s1.bytesSent(), s1.messagesReceived(),
        s1.bytesReceived()));
  }

  @Test
  void maxMinGivesTheUnsharedFlowTheRestOfTheLinkWhereBottleneckShareDoesNot() {
    // Rank 0 isends 3000 bytes to 3 and to 4; ranks 1 and 2 send 3000 bytes to 3; rank 3 receives
    // all three, rank 4 one. After 2 us of latency: 3's down link holds 3 flows (1/3 GB/s each),
    // 0's up link 2. Max-min: 0->4 gets the 2/3 GB/s 0->3 leaves: 3000 B / (2/3 GB/s) = 4.5 us,
    // so rank 4 ends at 6.5 us. Bottleneck share: 0->4 gets min(1/2, 1) = 1/2 GB/s: 6 us, ends at
    // 8 us. Rank 3's flows run at 1/3 GB/s throughout in both: 2 + 9 = 11 us.
    ReplayHarness h = new ReplayHarness(5);
    h.add(0, new Isend(3, 0, 3000, 0), new Isend(4, 0, 3000, 1), new Wait(new int[] {0, 1}));
    h.add(1, new Send(3, 0, 3000));
    h.add(2, new Send(3, 0, 3000));
    h.add(3, new Irecv(0, 0, 3000, 0), new Irecv(1, 0, 3000, 1), new Irecv(2, 0, 3000, 2),
        new Wait(new int[] {0, 1, 2}));
    h.add(4, new Recv(0, 0, 3000));
    ActionTape tape = h.tape();
    Replay maxMin = ReplayHarness.run(tape, ReplayHarness.interflow(), Sharing.MAX_MIN, false);
    Replay bottleneck = ReplayHarness.run(tape, ReplayHarness.interflow(), Sharing.BOTTLENECK, false);
    assertEquals(6_500_000, maxMin.finishPs(4), TOLERANCE_PS);
    assertEquals(8 * US, bottleneck.finishPs(4), TOLERANCE_PS);
    assertEquals(11 * US, maxMin.finishPs(3), TOLERANCE_PS);
    assertEquals(11 * US, bottleneck.finishPs(3), TOLERANCE_PS);
  }

  @Test
  void anAnySourceReceiveMatchesTheFirstPostedSendNotTheFirstDelivered() {
    // Rank 0 sends 5000 bytes at 0; rank 1 computes 1 us then sends 1000 bytes. Both flows end on
    // rank 2's down link: 0->2 runs alone from 2 us to 3 us (1000 B), then both share it at 1/2
    // GB/s: 1->2 ends at 3 + 2 = 5 us, 0->2 has 2000 B done and 3000 B left at 1 GB/s: 8 us. Rank
    // 2: recv(any, any), compute 10 us, recv(any, any). Its first receive matches rank 0's envelope
    // (posted first), so it completes at 8 us, the compute ends at 18 us and the second receive
    // finds rank 1's message already there: 18 us. (Matching on data arrival: 5 + 10 = 15 us.)
    ReplayHarness h = new ReplayHarness(3);
    h.add(0, new Send(2, 1, 5000));
    h.add(1, micros(1), new Send(2, 2, 1000));
    h.add(2, new Recv(MpiAction.ANY, MpiAction.ANY, 5000), micros(10), new Recv(MpiAction.ANY, MpiAction.ANY, 1000));
    Replay run = ReplayHarness.run(h.tape(), ReplayHarness.interflow(), Sharing.MAX_MIN, false);
    assertEquals(18 * US, run.finishPs(2));
    assertEquals(0, run.app().stats(2).sizeMismatches());
    assertEquals(8 * US, run.app().stats(2).receivePs());
  }

  @Test
  void messagesBetweenTwoRanksMatchInPostingOrderEvenWhenTheSecondOvertakes() {
    // Rank 0 isends 100,000 bytes then 10 bytes with the same tag; both flows start at 0 and share
    // 0's up link after 2 us: the small one needs 10 B at 1/2 GB/s = 20 ns (delivered 2.02 us),
    // the big one has then 99,990 B left at 1 GB/s (delivered 102.01 us). Rank 1's first receive
    // matches the big message (posted first), so it ends at 102.01 us and the second receive at
    // once; no size mismatch.
    ReplayHarness h = new ReplayHarness(2);
    h.add(0, new Isend(1, 5, 100_000, 0), new Isend(1, 5, 10, 1), new Wait(new int[] {0, 1}));
    h.add(1, new Recv(0, 5, 100_000), new Recv(0, 5, 10));
    Replay run = ReplayHarness.run(h.tape(), ReplayHarness.interflow(), Sharing.MAX_MIN, false);
    assertEquals(102_010_000, run.finishPs(1), TOLERANCE_PS);
    assertEquals(0, run.app().stats(1).sizeMismatches());
  }

  @Test
  void aMessageThatArrivesBeforeItsReceiveWaitsInTheUnexpectedQueue() {
    // Rank 0 sends 1000 bytes at 0 (delivered at 3 us); rank 1 computes 10 us, then receives: the
    // message is already there, so the receive completes at 10 us without waiting.
    ReplayHarness h = new ReplayHarness(2);
    h.add(0, new Send(1, 0, 1000));
    h.add(1, micros(10), new Recv(0, 0, 1000));
    Replay run = ReplayHarness.run(h.tape(), ReplayHarness.interflow(), Sharing.MAX_MIN, false);
    assertEquals(10 * US, run.finishPs(1));
    assertEquals(0, run.app().stats(1).receivePs());
    assertEquals(10 * US, run.app().stats(1).computePs());
  }

  @Test
  void underSimgridRulesTheTransferStartsWhenTheReceiveIsPosted() {
    // Same trace as above under SMPI's rules: the flow starts when rank 1 posts its receive at
    // 10 us and carries 1000 + 16 bytes: 10 + 2 + 1.016 = 13.016 us. Rank 0's send is detached
    // (below 64 KiB): its trace ends at 0, but it finishes when its message is delivered.
    ReplayHarness h = new ReplayHarness(2);
    h.add(0, new Send(1, 0, 1000));
    h.add(1, micros(10), new Recv(0, 0, 1000));
    Replay run = ReplayHarness.run(h.tape(), ReplayHarness.simgrid(), Sharing.MAX_MIN, true);
    assertEquals(13_016_000, run.finishPs(1));
    assertEquals(0, run.finishPs(0));
    assertEquals(13_016_000, run.makespanPs());
    assertEquals(1016, run.result().bytes());
  }

  @Test
  void underSimgridRulesALargeSendBlocksUntilTheLateReceiveAndTheTransfer() {
    // Rank 0 sends 100,000 bytes (not detached) then computes 1 us; rank 1 computes 5 us, then
    // receives. The transfer starts at 5 us: 5 + 2 + 100.016 = 107.016 us; rank 0 then computes to
    // 108.016 us.
    ReplayHarness h = new ReplayHarness(2);
    h.add(0, new Send(1, 0, 100_000), micros(1));
    h.add(1, micros(5), new Recv(0, 0, 100_000));
    Replay run = ReplayHarness.run(h.tape(), ReplayHarness.simgrid(), Sharing.MAX_MIN, true);
    assertEquals(107_016_000, run.finishPs(1));
    assertEquals(108_016_000, run.finishPs(0));
    assertEquals(107_016_000, run.app().stats(0).sendPs());
  }

  @Test
  void underSimgridRulesAnAllreduceWaitsForEveryReceiveBeforeEachTransfer() {
    // 4 ranks, linear allreduce of 1000 bytes (1016 on the wire), 2000 flops. Reduce: the root
    // posts its receives at 0, so the three flows start at 0 and share its down link: 2 + 3 *
    // 1.016 = 5.048 us. Broadcast: ranks 1-3 posted their receives at 0 (detached sends), so the
    // root's three flows start at 5.048 us: 10.096 us. Flops: root 5.048 -> 7.048 us, others
    // 10.096 -> 12.096 us.
    ReplayHarness h = new ReplayHarness(4);
    for (int r = 0; r < 4; r++) h.add(r, Collective.of(CollectiveKind.ALLREDUCE, 0, 1000, 1000, 2000));
    Replay run = ReplayHarness.run(h.tape(), ReplayHarness.simgrid(), Sharing.MAX_MIN, true);
    assertEquals(7_048_000, run.finishPs(0), TOLERANCE_PS);
    for (int r = 1; r < 4; r++) assertEquals(12_096_000, run.finishPs(r), TOLERANCE_PS);
  }

  @Test
  void aDeadlockedTraceEndsAndEveryStuckRankSaysWhatItWaitsOn() {
    // Rank 0 waits for tag 3 from 1, rank 1 for tag 4 from 0: nothing matches either. Rank 2's
    // eager message to 1 (tag 9) is delivered and stays unexpected; rank 2 finishes.
    ReplayHarness h = new ReplayHarness(3);
    h.add(0, new Recv(1, 3, 8));
    h.add(1, micros(1), new Recv(0, 4, 8));
    h.add(2, new Send(1, 9, 8));
    Replay run = ReplayHarness.run(h.tape(), ReplayHarness.interflow(), Sharing.MAX_MIN, false);
    assertEquals(List.of(false, false, true), List.of(run.app().finished(0), run.app().finished(1),
        run.app().finished(2)));
    List<String> waits = run.app().waits();
    assertEquals(2, waits.size());
    assertEquals("rank 0 waits in recv on recv from 1 tag 3 of 8 bytes (test.trace:1): no matching message",
        waits.get(0));
    assertTrue(waits.get(1).startsWith("rank 1 waits in recv on recv from 0 tag 4 of 8 bytes (test.trace:3)"),
        waits.get(1));
    assertEquals(-1, run.app().lastFinishPs());
  }

  @Test
  void underSimgridRulesAnUnreceivedLargeSendIsReportedAsWaitingForItsReceive() {
    ReplayHarness h = new ReplayHarness(2);
    h.add(0, new Send(1, 2, 100_000));
    h.add(1, new Recv(0, 3, 100_000));
    Replay run = ReplayHarness.run(h.tape(), ReplayHarness.simgrid(), Sharing.MAX_MIN, true);
    assertEquals(List.of(
        "rank 0 waits in send on send to 1 tag 2 of 100000 bytes (test.trace:1): no matching receive posted",
        "rank 1 waits in recv on recv from 0 tag 3 of 100000 bytes (test.trace:2): no matching message"),
        run.app().waits());
    assertEquals(0, run.result().flows());
  }

  @Test
  void aRankMissingFromACollectiveLeavesTheOthersWaitingInIt() {
    // Rank 1 never calls the allreduce: the root waits in the linear reduce (round 1 of 2) for
    // rank 1's contribution; rank 2 sent its part and waits for the broadcast.
    ReplayHarness h = new ReplayHarness(3);
    h.add(0, Collective.of(CollectiveKind.ALLREDUCE, 0, 8, 8, 0));
    h.add(2, Collective.of(CollectiveKind.ALLREDUCE, 0, 8, 8, 0));
    Replay run = ReplayHarness.run(h.tape(), ReplayHarness.interflow(), Sharing.MAX_MIN, false);
    assertEquals(List.of(
        "rank 0 waits in allreduce #0 round 1 of 2 on recv from 1 collective of 8 bytes (test.trace:1): "
            + "no matching message",
        "rank 2 waits in allreduce #0 round 2 of 2 on recv from 0 collective of 8 bytes (test.trace:2): "
            + "no matching message"), run.app().waits());
    assertTrue(run.app().finished(1));
  }

  @Test
  void underSimgridRulesAnAnySourceReceiveStartsOneTransferAtATime() {
    // Rank 1 sends 1000 bytes to 2 at 0, rank 0 after 1 us of compute; rank 2 receives twice
    // from any source. SIMGRID: the first receive (posted at 0) matches rank 1 at 0, its flow of
    // 1016 B ends at 2 + 1.016 = 3.016 us; rank 0's envelope waits until the second receive is
    // posted at 3.016 us, then its flow ends at 6.032 us. INTERFLOW: both flows start when sent
    // (0 and 1 us), activate at 2 and 3 us and do not overlap: rank 2 ends at 4 us.
    ReplayHarness h = new ReplayHarness(3);
    h.add(0, micros(1), new Send(2, 1, 1000));
    h.add(1, new Send(2, 2, 1000));
    h.add(2, new Recv(MpiAction.ANY, MpiAction.ANY, 1000), new Recv(MpiAction.ANY, MpiAction.ANY, 1000));
    ActionTape tape = h.tape();
    Replay simgrid = ReplayHarness.run(tape, ReplayHarness.simgrid(), Sharing.MAX_MIN, true);
    Replay interflow = ReplayHarness.run(tape, ReplayHarness.interflow(), Sharing.MAX_MIN, false);
    assertEquals(6_032_000, simgrid.finishPs(2));
    assertEquals(1 * US, simgrid.finishPs(0));
    assertEquals(4 * US, interflow.finishPs(2));
  }
}
