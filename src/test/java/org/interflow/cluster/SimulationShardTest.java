package org.interflow.cluster;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import akka.actor.testkit.typed.javadsl.ActorTestKit;
import akka.actor.testkit.typed.javadsl.TestProbe;
import akka.actor.typed.ActorRef;
import org.interflow.model.metrics.ExanestObjectives;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A {@link SimulationShard} spawned directly (no sharding) on the seed's small system T = (R, N, M) =
 * (2, 4, 2): 8 chassis, 16 routers, vectors of 2R = 4 entries.
 */
class SimulationShardTest {
  private static ActorTestKit testKit;

  @BeforeAll
  static void startTestKit() { testKit = ActorTestKit.create(); }

  @AfterAll
  static void stopTestKit() { testKit.shutdownTestKit(); }

  private static SimulationShard.Evaluated ask(int[] s, int restarts, long seed) {
    ActorRef<SimulationShard.Command> shard = testKit.spawn(SimulationShard.create());
    TestProbe<SimulationShard.Evaluated> probe = testKit.createTestProbe();
    shard.tell(new SimulationShard.Evaluate(2, 4, 2, s, restarts, seed, probe.getRef()));
    SimulationShard.Evaluated reply = probe.receiveMessage();
    testKit.stop(shard);
    return reply;
  }

  @Test
  void evaluateRepliesTheObjectivesOfTheDirectComputation() {
    // the default chordal ring of T = (2, 4, 2): s(1) = 2R*1 = 4, s(2) = 2R*2 = 8 (both <= N/2 = 2),
    // s(3) = 2NR*1 = 16 (1 <= M/2 = 1), s(4) = 0: three used links, so f3 = 3, and the network is connected
    int[] s = {4, 8, 16, 0};
    SimulationShard.Evaluated reply = ask(s, 4, 11);
    ExanestObjectives.Values direct = ExanestObjectives.evaluate(4, 2, 2, s, 4, 11);
    assertArrayEquals(s, reply.s());
    assertEquals(3.0, reply.f3());
    assertTrue(reply.connected());
    assertEquals(direct.bisectionWidth(), reply.f1());
    assertEquals(direct.pathDiversity(), reply.f2());
    assertTrue(reply.f1() >= 1, "a balanced cut of a connected network crosses a link");
  }

  @Test
  void aNetworkOfBackplanesOnlyIsDisconnectedWithNoActiveLinks() {
    // s = 0: only the 8 backplane links (one per chassis) remain, 8 separate router pairs; no used
    // entry so f3 = 0; putting 4 whole pairs on each side is a balanced bisection cutting 0 links
    SimulationShard.Evaluated reply = ask(new int[] {0, 0, 0, 0}, 4, 3);
    assertFalse(reply.connected());
    assertEquals(0.0, reply.f3());
    assertEquals(0.0, reply.f1());
  }

  @Test
  void theMessageKeepsItsOwnCopyOfTheVector() {
    int[] s = {4, 8, 16, 0};
    SimulationShard.Evaluate msg = new SimulationShard.Evaluate(2, 4, 2, s, 1, 0, null);
    s[0] = 0;
    assertEquals(4, msg.s()[0]);
  }
}
