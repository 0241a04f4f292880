package org.interflow.cluster;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import akka.actor.testkit.typed.javadsl.ActorTestKit;
import akka.actor.testkit.typed.javadsl.TestProbe;
import akka.actor.typed.ActorRef;
import org.interflow.model.metrics.ExanestObjectives;
import org.interflow.optimize.actor.Evaluation;
import org.interflow.optimize.actor.ProblemDescription;
import org.interflow.optimize.exanest.ExanestProblem;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A {@link SimulationShard} spawned directly (no sharding) with {@link ExanestFixture}'s resolver:
 * T = (R, N, M) = (2, 4, 2), run 1, so Kernighan-Lin seed 23 + 1 = 24 with 2 restarts.
 */
class SimulationShardTest {
  private static ActorTestKit testKit;

  @BeforeAll
  static void startTestKit() { testKit = ActorTestKit.create(); }

  @AfterAll
  static void stopTestKit() { testKit.shutdownTestKit(); }

  private static SimulationShard.Reply ask(ProblemDescription problem, int[]... encodings) {
    ActorRef<SimulationShard.Command> shard = testKit.spawn(SimulationShard.create(ExanestFixture.RESOLVER));
    TestProbe<SimulationShard.Reply> probe = testKit.createTestProbe();
    shard.tell(new SimulationShard.Evaluate(problem, encodings, probe.getRef()));
    SimulationShard.Reply reply = probe.receiveMessage();
    testKit.stop(shard);
    return reply;
  }

  @Test
  void evaluateRepliesTheObjectivesOfTheDirectComputationInOrder() {
    // the default chordal ring of T = (2, 4, 2): s(1) = 2R*1 = 4, s(2) = 2R*2 = 8 (both <= N/2 = 2),
    // s(3) = 2NR*1 = 16 (1 <= M/2 = 1), s(4) = 0: three used links, so f3 = 3, and the network is
    // connected. s = 0 leaves only the 8 backplane links, 8 separate router pairs: disconnected,
    // so the problem writes its worst values 0, 0, 2R = 4 and CONNECTED false
    int[] ring = {4, 8, 16, 0};
    SimulationShard.Evaluated reply = assertInstanceOf(SimulationShard.Evaluated.class,
        ask(ExanestFixture.run(1), ring, new int[] {0, 0, 0, 0}));
    assertEquals(2, reply.evaluations().size());
    ExanestObjectives.Values direct = ExanestObjectives.evaluate(4, 2, 2, ring, 2, 24);
    Evaluation first = reply.evaluations().get(0);
    assertArrayEquals(new double[] {-direct.bisectionWidth(), -direct.pathDiversity(), 3}, first.objectives());
    assertTrue(direct.bisectionWidth() >= 1, "a balanced cut of a connected network crosses a link");
    assertEquals(java.util.List.of(new Evaluation.Attribute(ExanestProblem.CONNECTED, Evaluation.Kind.BOOLEAN, 1),
        new Evaluation.Attribute(ExanestProblem.F1_LOWER, Evaluation.Kind.INTEGER, direct.bisectionLower())), first.attributes());
    Evaluation second = reply.evaluations().get(1);
    assertArrayEquals(new double[] {0, 0, 4}, second.objectives());
    assertEquals(0.0, second.attributes().get(0).value());
  }

  @Test
  void anUnknownProblemOrAnEncodingOfTheWrongLengthIsRefused() {
    SimulationShard.Refused unknown = assertInstanceOf(SimulationShard.Refused.class,
        ask(new ProblemDescription("interflow.optimize.problem = other", 0), new int[] {4, 8, 16, 0}));
    assertTrue(unknown.reason().contains("unknown problem"), unknown.reason());
    SimulationShard.Refused tooShort = assertInstanceOf(SimulationShard.Refused.class,
        ask(ExanestFixture.run(0), new int[] {4, 8}));
    assertTrue(tooShort.reason().contains("2 variables"), tooShort.reason());
  }

  @Test
  void theMessageKeepsItsOwnCopyOfTheEncodings() {
    int[] s = {4, 8, 16, 0};
    int[][] all = {s};
    SimulationShard.Evaluate msg = new SimulationShard.Evaluate(ExanestFixture.run(0), all, null);
    s[0] = 0;
    all[0] = new int[] {1, 1, 1, 1};
    assertEquals(4, msg.encodings()[0][0]);
  }
}
