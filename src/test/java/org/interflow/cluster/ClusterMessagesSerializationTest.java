package org.interflow.cluster;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import akka.actor.testkit.typed.javadsl.ActorTestKit;
import akka.actor.testkit.typed.javadsl.TestProbe;
import akka.actor.typed.javadsl.Adapter;
import akka.serialization.SerializationExtension;
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
    TestProbe<SimulationShard.Evaluated> probe = testKit.createTestProbe();
    SimulationShard.Evaluate msg = new SimulationShard.Evaluate(8, 16, 4, new int[] {16, 0, 5, 255}, 8,
        -7_000_000_000L, probe.getRef());
    assertEquals("JacksonCborSerializer", serializerOf(msg));
    // int[] fields make record equality reference equality: compare field by field
    SimulationShard.Evaluate back = testKit.serializationTestKit().verifySerialization(msg, false);
    assertEquals(8, back.r());
    assertEquals(16, back.n());
    assertEquals(4, back.m());
    assertArrayEquals(new int[] {16, 0, 5, 255}, back.s());
    assertEquals(8, back.restarts());
    assertEquals(-7_000_000_000L, back.seed());
    assertEquals(probe.getRef(), back.replyTo());
  }

  @Test
  void evaluatedRoundTripsThroughJacksonCbor() {
    // 1/3 has no finite binary expansion: a lossy encoding of the double would show
    SimulationShard.Evaluated msg = new SimulationShard.Evaluated(new int[] {4, 8, 16, 0}, 12, 1.0 / 3, 3, true,
        "10.0.0.2:2552");
    assertEquals("JacksonCborSerializer", serializerOf(msg));
    SimulationShard.Evaluated back = testKit.serializationTestKit().verifySerialization(msg, false);
    assertArrayEquals(new int[] {4, 8, 16, 0}, back.s());
    assertEquals(12.0, back.f1());
    assertEquals(1.0 / 3, back.f2());
    assertEquals(3.0, back.f3());
    assertTrue(back.connected());
    assertEquals("10.0.0.2:2552", back.node());
    SimulationShard.Evaluated off = testKit.serializationTestKit().verifySerialization(
        new SimulationShard.Evaluated(new int[] {0, 0}, 0, 0, 4, false, "[::1]:2551"), false);
    assertFalse(off.connected());
  }
}
