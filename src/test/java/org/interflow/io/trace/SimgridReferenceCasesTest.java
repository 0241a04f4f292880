package org.interflow.io.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.BitSet;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.interflow.io.trace.SimgridReferenceCases.ReferenceCase;
import org.junit.jupiter.api.Test;

/**
 * Loads and validates the SimGrid reference cases, and checks the hand-workable ones against
 * closed formulas of SMPI's replay rules (docs/simgrid-crosscheck.md), so that a regeneration with
 * wrong settings is caught.
 *
 * <p>Flat-cluster cases: every host on its own SPLITDUPLEX link of C = 125 MB/s = 1.25e8 B/s and
 * 50 us, so a route is 2 links, L = 100 us; a message of S bytes moves S + 16 bytes; hosts run
 * 1e9 flop/s.
 */
class SimgridReferenceCasesTest {
  /** SimGrid's log gives times with 12 decimals. */
  private static final double TOLERANCE_SECONDS = 1e-11;
  private static final double C = 1.25e8;
  private static final double L = 100e-6;
  private static final double ENVELOPE_BYTES = 16;
  private static final double MS = 1e-3;
  private static final Pattern SIMULATION_TIME =
      Pattern.compile("(?m)^\\[[^\\]]* ([0-9.]+)\\] \\[smpi_replay/INFO\\] Simulation time");

  /** Time of one S-byte message alone on a flat-cluster route. */
  private static double alone(double sizeBytes) {
    return L + (sizeBytes + ENVELOPE_BYTES) / C;
  }

  @Test
  void everyCaseFolderHoldsItsTraceCommandAndResults() {
    List<ReferenceCase> cases = SimgridReferenceCases.all();
    assertTrue(cases.size() >= 26, "cases found: " + cases.size());
    for (ReferenceCase c : cases) {
      assertTrue(c.ranks() > 0, c.name());
      for (String f : List.of("platform.xml", "hostfile", "command.sh", "README.md")) {
        assertTrue(Files.isRegularFile(c.folder().resolve(f)), c.name() + " lacks " + f);
      }
      String command = c.text("command.sh");
      for (String option : List.of("-np " + c.ranks() + " ", "--cfg=network/model:CM02",
          "--cfg=network/crosstraffic:0", "--cfg=network/TCP-gamma:1e30")) {
        assertTrue(command.contains(option), c.name() + ": command.sh lacks " + option);
      }
      List<Path> traces = c.traceFiles();
      assertTrue(traces.size() == 1 || traces.size() == c.ranks(), c.name() + ": index lines " + traces.size());
      traces.forEach(t -> assertTrue(Files.isRegularFile(t), c.name() + ": missing " + t));
    }
  }

  @Test
  void everyTraceLineBelongsToARankOfItsCaseAndEveryRankHasLines() {
    for (ReferenceCase c : SimgridReferenceCases.all()) {
      List<Path> traces = c.traceFiles();
      BitSet seen = new BitSet();
      for (int f = 0; f < traces.size(); f++) {
        int fileRank = traces.size() == 1 ? -1 : f;
        try (Stream<String> lines = Files.lines(traces.get(f))) {
          lines.filter(line -> !line.isBlank()).forEach(line -> {
            int rank = Integer.parseInt(line.strip().split("\\s+")[0]);
            assertTrue(rank >= 0 && rank < c.ranks(), c.name() + ": rank " + rank + " in '" + line + "'");
            assertTrue(fileRank < 0 || rank == fileRank, c.name() + ": rank " + rank + " in file of rank " + fileRank);
            seen.set(rank);
          });
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      }
      assertEquals(c.ranks(), seen.cardinality(), c.name());
    }
  }

  @Test
  void theSimulationEndsWithTheLastRankAndCrosstrafficNeverSpeedsItUp() {
    for (ReferenceCase c : SimgridReferenceCases.all()) {
      double last = 0;
      for (int r = 0; r < c.ranks(); r++) last = Math.max(last, c.rankFinishSeconds(r));
      assertEquals(c.simulatedSeconds(), last, TOLERANCE_SECONDS, c.name());
      Matcher m = SIMULATION_TIME.matcher(c.text("output.txt"));
      assertTrue(m.find(), c.name() + ": no 'Simulation time' in output.txt");
      assertEquals(Double.parseDouble(m.group(1)), c.simulatedSeconds(), 0.0, c.name());
      assertFalse(c.defaultsSimulatedSeconds() < c.simulatedSeconds() - TOLERANCE_SECONDS, c.name());
    }
  }

  @Test
  void pingPongTakesTwoMessageTimesOfLatencyPlusSizeWithEnvelopeOverBandwidth() {
    // 1e3 B: 100 us + 1016 B / 1.25e8 B/s = 108.128 us each way; rank 1 is done after its eager send.
    ReferenceCase eager = SimgridReferenceCases.named("pingpong-1e3");
    assertEquals(216.256e-6, eager.simulatedSeconds(), TOLERANCE_SECONDS);
    assertEquals(2 * alone(1e3), eager.rankFinishSeconds(0), TOLERANCE_SECONDS);
    assertEquals(alone(1e3), eager.rankFinishSeconds(1), TOLERANCE_SECONDS);
    // 1e6 B: 8.100128 ms each way; both blocking sends wait for delivery.
    ReferenceCase rendezvous = SimgridReferenceCases.named("pingpong-1e6");
    assertEquals(2 * alone(1e6), rendezvous.rankFinishSeconds(0), TOLERANCE_SECONDS);
    assertEquals(2 * alone(1e6), rendezvous.rankFinishSeconds(1), TOLERANCE_SECONDS);
  }

  @Test
  void aTransferStartsOnlyOnceTheReceiveIsPostedEvenWhenTheSendIsEager() {
    // Rank 0 sends at 0 then computes 1 ms; rank 1 computes 1 ms then receives.
    ReferenceCase c = SimgridReferenceCases.named("late-receiver-1e3");
    assertEquals(1 * MS, c.rankFinishSeconds(0), TOLERANCE_SECONDS);
    assertEquals(1 * MS + alone(1e3), c.rankFinishSeconds(1), TOLERANCE_SECONDS);
  }

  @Test
  void sendsBelow65536BytesAreDetachedAndFromThereOnBlockUntilDelivery() {
    // As late-receiver: the transfer runs from 1 ms; a blocked sender computes its 1 ms after delivery.
    ReferenceCase below = SimgridReferenceCases.named("eager-threshold-65535");
    assertEquals(1 * MS, below.rankFinishSeconds(0), TOLERANCE_SECONDS);
    assertEquals(1 * MS + alone(65535), below.rankFinishSeconds(1), TOLERANCE_SECONDS);
    ReferenceCase at = SimgridReferenceCases.named("eager-threshold-65536");
    assertEquals(2 * MS + alone(65536), at.rankFinishSeconds(0), TOLERANCE_SECONDS);
    assertEquals(1 * MS + alone(65536), at.rankFinishSeconds(1), TOLERANCE_SECONDS);
  }

  @Test
  void splitDuplexLinksCarryOppositeFlowsAtFullBandwidthAndSameHostMessagesCrossTheLink() {
    assertEquals(alone(1e6), SimgridReferenceCases.named("bidirectional-exchange").simulatedSeconds(), TOLERANCE_SECONDS);
    assertEquals(2 * alone(1e6), SimgridReferenceCases.named("same-host-pingpong-1e6").simulatedSeconds(),
        TOLERANCE_SECONDS);
  }

  @Test
  void flowsSharingALinkGetBandwidthInProportionToOneOverTheirRouteLatency() {
    // Flow A (route 100 us) and flow B (300 us) of S = 1000016 B into one 1.25e8 B/s link.
    // 100..300 us: A alone at C. Then A gets 3/4 C and B 1/4 C until A ends; then B alone at C.
    double s = 1e6 + ENVELOPE_BYTES;
    double aLeft = s - C * 200e-6;
    double aEnd = 300e-6 + aLeft / (0.75 * C);
    double bEnd = aEnd + (s - 0.25 * C * (aEnd - 300e-6)) / C;
    ReferenceCase c = SimgridReferenceCases.named("two-flows-latency-weight");
    assertEquals(aEnd, c.rankFinishSeconds(0), TOLERANCE_SECONDS);
    assertEquals(bEnd, c.rankFinishSeconds(1), TOLERANCE_SECONDS);
    // Equal sharing would have ended A at 300 us + aLeft / (C / 2) = 15.900256 ms instead of 10.70017 ms.
    assertTrue(c.rankFinishSeconds(0) < 300e-6 + aLeft / (0.5 * C) - 1 * MS);
  }

  @Test
  void ringMessagesStartWhenBothEndsHavePosted() {
    // Rank r posts at (r + 1) ms; message r -> r+1 starts at max of both posts, lasts 8.100128 ms;
    // each rank then computes 1 ms.
    ReferenceCase c = SimgridReferenceCases.named("ring4-1MB");
    double[] sendEnd = new double[4];
    for (int r = 0; r < 4; r++) sendEnd[r] = Math.max(r + 1, (r + 1) % 4 + 1) * MS + alone(1e6);
    for (int r = 0; r < 4; r++) {
      double recvEnd = sendEnd[(r + 3) % 4];
      assertEquals(Math.max(sendEnd[r], recvEnd) + 1 * MS, c.rankFinishSeconds(r), TOLERANCE_SECONDS, "rank " + r);
    }
  }
}
