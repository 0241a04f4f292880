package org.interflow.cluster;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import akka.actor.testkit.typed.javadsl.ActorTestKit;
import akka.actor.testkit.typed.javadsl.TestProbe;
import akka.actor.typed.javadsl.Adapter;
import akka.serialization.SerializationExtension;
import java.util.List;
import org.interflow.optimize.actor.Evaluation;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every message that may cross JVMs goes through Akka's serializer bound to {@link CborSerializable}
 * (jackson-cbor, from reference.conf) and comes back with the same fields.
 */
class ClusterMessagesSerializationTest {
  private static ActorTestKit testKit;

  @BeforeAll
  static void startTestKit() { testKit = ActorTestKit.create(); }

  @AfterAll
  static void stopTestKit() { testKit.shutdownTestKit(); }

  private static String serializerOf(Object msg) {
    return SerializationExtension.get(Adapter.toClassic(testKit.system())).findSerializerFor(msg).getClass().getSimpleName();
  }

  @Test
  void evaluateRoundTripsThroughJacksonCbor() {
    TestProbe<SimulationShard.Reply> probe = testKit.createTestProbe();
    SimulationShard.Evaluate msg = new SimulationShard.Evaluate(ExanestFixture.run(3),
        new int[][] {{16, 0, 5, 255}, {}, {-1}}, probe.getRef());
    assertEquals("JacksonCborSerializer", serializerOf(msg));
    // array fields make record equality reference equality: compare field by field
    SimulationShard.Evaluate back = testKit.serializationTestKit().verifySerialization(msg, false);
    assertEquals(ExanestFixture.run(3), back.problem());
    assertEquals(3, back.encodings().length);
    assertArrayEquals(new int[] {16, 0, 5, 255}, back.encodings()[0]);
    assertArrayEquals(new int[] {}, back.encodings()[1]);
    assertArrayEquals(new int[] {-1}, back.encodings()[2]);
    assertEquals(probe.getRef(), back.replyTo());
  }

  @Test
  void evaluatedRoundTripsThroughJacksonCborWithExactDoublesAndAttributeKinds() {
    // 1/3 has no finite binary expansion and -0.0 differs from 0.0 bit-wise: a lossy encoding would show
    Evaluation e = new Evaluation(new double[] {-12, 1.0 / 3, -0.0, 5e-9}, new double[] {-0.5},
        List.of(new Evaluation.Attribute("a", Evaluation.Kind.BOOLEAN, 1), new Evaluation.Attribute("b", Evaluation.Kind.INTEGER, 7),
            new Evaluation.Attribute("c", Evaluation.Kind.DOUBLE, 0.1)));
    SimulationShard.Evaluated msg = new SimulationShard.Evaluated(List.of(e, new Evaluation(new double[0], new double[0],
        List.of())), "10.0.0.2:2552");
    assertEquals("JacksonCborSerializer", serializerOf(msg));
    SimulationShard.Evaluated back = testKit.serializationTestKit().verifySerialization(msg, false);
    assertEquals("10.0.0.2:2552", back.node());
    assertEquals(2, back.evaluations().size());
    Evaluation b = back.evaluations().get(0);
    assertArrayEquals(e.objectives(), b.objectives());
    assertEquals(Double.doubleToRawLongBits(-0.0), Double.doubleToRawLongBits(b.objectives()[2]));
    assertArrayEquals(e.constraints(), b.constraints());
    assertEquals(e.attributes(), b.attributes());
    assertEquals(0, back.evaluations().get(1).objectives().length);
  }

  @Test
  void refusedRoundTripsThroughJacksonCbor() {
    SimulationShard.Refused msg = new SimulationShard.Refused("UserInputException: no such file", "[::1]:2551");
    assertEquals("JacksonCborSerializer", serializerOf(msg));
    assertEquals(msg, testKit.serializationTestKit().verifySerialization(msg, false));
  }
}
