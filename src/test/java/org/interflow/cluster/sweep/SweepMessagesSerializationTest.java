package org.interflow.cluster.sweep;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import akka.actor.testkit.typed.javadsl.ActorTestKit;
import akka.actor.testkit.typed.javadsl.TestProbe;
import akka.actor.typed.javadsl.Adapter;
import akka.serialization.SerializationExtension;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.interflow.io.sweep.FileRef;
import org.interflow.io.sweep.SweepRun;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Every sweep message that may cross JVMs goes through jackson-cbor and comes back equal. */
class SweepMessagesSerializationTest {
  private static ActorTestKit testKit;
  private static final FileRef TRACE = new FileRef("5891b5b522d5df086d0ff0b110fbd9d21bb4fc7163af34d08286a2e846f6be03", "a.txt", 6);

  @BeforeAll
  static void startTestKit() { testKit = ActorTestKit.create(); }

  @AfterAll
  static void stopTestKit() { testKit.shutdownTestKit(); }

  private static <T> T roundTrip(T msg) {
    assertEquals("JacksonCborSerializer",
        SerializationExtension.get(Adapter.toClassic(testKit.system())).findSerializerFor(msg).getClass().getSimpleName());
    return testKit.serializationTestKit().verifySerialization(msg, false);
  }

  @Test
  void runHostMessagesRoundTrip() {
    TestProbe<RunHost.Report> reports = testKit.createTestProbe();
    TestProbe<FileServer.Command> files = testKit.createTestProbe();
    TestProbe<RunHost.Command> host = testKit.createTestProbe();
    TestProbe<RunHost.Status> status = testKit.createTestProbe();
    Map<String, String> parameters = new LinkedHashMap<>();
    parameters.put("topology", "\"torus:dims=4x4\"");
    parameters.put("seed", "7");
    SweepRun run = SweepRun.of("replay", parameters, "{\"interflow\":{\"replay\":{\"trace\":\".interflow/store/x/a.txt\"}}}", List.of(TRACE));
    RunHost.Execute execute = new RunHost.Execute(run, 2, files.getRef(), reports.getRef());
    RunHost.Execute back = roundTrip(execute);
    assertEquals(execute, back);
    assertEquals(List.of("topology", "seed"), List.copyOf(back.run().parameters().keySet()));
    assertEquals(new RunHost.Collected(run.id(), 2), roundTrip(new RunHost.Collected(run.id(), 2)));
    assertEquals(new RunHost.GetStatus(status.getRef()), roundTrip(new RunHost.GetStatus(status.getRef())));
    RunHost.Executed executed = new RunHost.Executed(run.id(), 2, "127.0.0.1:2552", List.of(TRACE), files.getRef(), host.getRef(), 0.125);
    assertEquals(executed, roundTrip(executed));
    RunHost.Failed failed = new RunHost.Failed(run.id(), 1, "[::1]:2551", "unknown key 'x'", 0.5);
    assertEquals(failed, roundTrip(failed));
    RunHost.Status s = new RunHost.Status("127.0.0.1:2551", 2, List.of(run.id()), 10, 1);
    assertEquals(s, roundTrip(s));
  }

  @Test
  void fileServerMessagesRoundTripByteForByte() {
    TestProbe<FileServer.Chunk> probe = testKit.createTestProbe();
    FileServer.Fetch fetch = new FileServer.Fetch(TRACE.hash(), 131072, probe.getRef());
    assertEquals(fetch, roundTrip(fetch));
    byte[] bytes = {0, -1, 127, -128, 10};
    FileServer.Chunk chunk = roundTrip(new FileServer.Chunk(TRACE.hash(), 131072, bytes, 131077));
    assertArrayEquals(bytes, chunk.bytes());
    assertEquals(131077, chunk.size());
  }
}
