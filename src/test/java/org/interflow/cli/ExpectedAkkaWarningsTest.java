package org.interflow.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/**
 * The Akka warnings a normal two-JVM optimize run printed (copied from the logs of a coordinator
 * and a worker started before it, Akka 2.6.21) are dropped; the cluster's own warnings are kept.
 */
class ExpectedAkkaWarningsTest {
  private static final String ABORTED = "[outbound connection to [akka://interflow@127.0.0.1:36577], message stream] Upstream failed, "
      + "cause: StreamTcpException: The connection has been aborted";
  private static final String REFUSED = "[outbound connection to [akka://interflow@127.0.0.1:25917], control stream] Upstream failed, "
      + "cause: StreamTcpException: Tcp command [Connect(127.0.0.1/<unresolved>:25917,None,List(),Some(5000 milliseconds),true)] "
      + "failed because of java.net.ConnectException: Connection refused";
  private static final String QUARANTINE = "Quarantine of [akka://interflow@127.0.0.1:25917] ignored because unknown UID. "
      + "Reason: Outbound control stream restarted. akka.stream.StreamTcpException: The connection has been aborted";
  private static final String RESTART = "Outbound control stream to [akka://interflow@127.0.0.1:25917] failed. Restarting it. "
      + "akka.stream.StreamTcpException: The connection has been aborted";
  private static final String NO_JOIN = "Cluster Node [akka://interflow@127.0.0.1:41903] - Couldn't join seed nodes after [2] attempts, "
      + "will try again. seed-nodes=[akka://interflow@127.0.0.1:25917]";

  @Test
  void theConnectionWarningsOfANormalRunAreExpected() {
    assertTrue(ExpectedAkkaWarnings.expected("akka.stream.Materializer", ABORTED));
    assertTrue(ExpectedAkkaWarnings.expected("akka.stream.Materializer", REFUSED));
    assertTrue(ExpectedAkkaWarnings.expected("akka.remote.artery.Association", QUARANTINE));
    assertTrue(ExpectedAkkaWarnings.expected("akka.remote.artery.Association", RESTART));
  }

  @Test
  void otherWarningsAreNot() {
    assertFalse(ExpectedAkkaWarnings.expected("akka.cluster.Cluster", NO_JOIN));
    assertFalse(ExpectedAkkaWarnings.expected("akka.stream.Materializer", "Upstream failed, cause: IllegalStateException: boom"));
    assertFalse(ExpectedAkkaWarnings.expected("akka.remote.artery.Association", "Message [x] dropped: buffer full"));
    assertFalse(ExpectedAkkaWarnings.expected("org.interflow.cli.ReplayCommand", ABORTED));
    assertFalse(ExpectedAkkaWarnings.expected("akka.stream.Materializer", null));
  }

  @Test
  void theConsoleSetUpDropsThemAndKeepsTheRest() {
    PrintStream saved = System.err;
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
    try {
      LoggerFactory.getLogger("akka.stream.Materializer").warn(ABORTED);
      LoggerFactory.getLogger("akka.remote.artery.Association").warn(RESTART);
      LoggerFactory.getLogger("akka.cluster.Cluster").warn(NO_JOIN);
    } finally {
      System.setErr(saved);
    }
    String[] lines = err.toString(StandardCharsets.UTF_8).split(System.lineSeparator());
    assertEquals(1, lines.length, String.join("\n", lines));
    assertTrue(lines[0].endsWith("WARN  Cluster - " + NO_JOIN), lines[0]);
  }
}
