package org.interflow.model.benchmark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.interflow.model.traffic.mpi.MpiAction;
import org.interflow.model.traffic.mpi.TraceSink;
import org.junit.jupiter.api.Test;

/** The benchmarks' patterns and statistics, against values worked out by hand. */
class BenchmarkAnalysisTest {
  private static final double EPS = 1e-12;

  /**
   * Three ranks, 6 pairs of 600 bytes at 100, 200, 300, 100, 200, 300 B/s: the heatmap mean is
   * 200; mpiGraph's "Send avg" is 600 B over the mean time (6 + 3 + 2) x 2 / 6 = 11/3 s, i.e.
   * 163.6..., the harmonic mean.
   */
  @Test
  void pairBandwidthsAverageArithmeticallyAndAsMpiGraphDoes() {
    double[] bw = {0, 100, 200, 300, 0, 100, 200, 300, 0};
    PairBandwidths b = new PairBandwidths(3, bw, 600);
    assertEquals(200, b.mean(), EPS);
    assertEquals(100, b.min(), EPS);
    assertEquals(300, b.max(), EPS);
    assertEquals(600 / (11.0 / 3), b.sendAverage(), 1e-9);
    assertEquals(0, b.unroutablePairs());
    assertEquals(2, PairBandwidths.destination(4, 3, 5), "shift 3 from rank 4 of 5 wraps to 2");
  }

  /**
   * Two rounds of 4 ranks, 8 MB messages: times 1, 1, 2, 2 s then 4, 4, 4, 4 s. Round bandwidths
   * 8/1.5 and 8/4 MB/s; Netgauge's overall figure is 8 MB over the mean of all eight times
   * (22/8 s): 2.909 MB/s, below the mean of the round figures.
   */
  @Test
  void effectiveBisectionBandwidthIsTheMessageOverTheMeanTime() {
    BisectionBandwidths b = new BisectionBandwidths(8e6, new double[][] {{1, 1, 2, 2}, {4, 4, 4, 4}});
    assertEquals(8e6 / 1.5, b.round(0), 1e-6);
    assertEquals(2e6, b.round(1), 1e-6);
    assertEquals(8e6 / (22.0 / 8), b.mean(), 1e-6);
    assertEquals(2e6, b.min(), 1e-6);
    assertEquals(8e6 / 1.5, b.max(), 1e-6);
    double[][] h = b.histogram(2);
    assertArrayEquals(new double[] {2e6, 2e6 + (8e6 / 1.5 - 2e6) / 2}, h[0], 1e-6);
    assertArrayEquals(new double[] {1, 1}, h[1], EPS, "the top bin holds the maximum");
  }

  @Test
  void randomBisectionsPairEveryRankAcrossTheHalvesReproducibly() {
    RandomBisections patterns = new RandomBisections(10, 7);
    for (int round = 0; round < 20; round++) {
      int[] p = patterns.partners(round);
      for (int r = 0; r < 10; r++) {
        assertNotEquals(r, p[r], "no rank is its own partner");
        assertEquals(r, p[p[r]], "partners are mutual");
      }
      assertArrayEquals(p, new RandomBisections(10, 7).partners(round), "same seed and round, same pattern");
    }
    assertThrows(IllegalArgumentException.class, () -> new RandomBisections(7, 1));
  }

  /** The seed's example: PARX slows barrier down 2.8x, a gain of 1/2.8 - 1 = -0.643 (section 5.1). */
  @Test
  void gainIsTheBaselineTimeOverTheTimeMinusOne() {
    CollectiveTiming base = new CollectiveTiming(ImbCollective.BARRIER, 7, 0, 1e-6, 1e-6, 1e-6);
    CollectiveTiming slow = new CollectiveTiming(ImbCollective.BARRIER, 7, 0, 2.8e-6, 2.8e-6, 2.8e-6);
    CollectiveTiming fast = new CollectiveTiming(ImbCollective.BARRIER, 7, 0, 0.5e-6, 0.5e-6, 0.5e-6);
    assertEquals(1 / 2.8 - 1, slow.gainOver(base), EPS);
    assertEquals(1, fast.gainOver(base), EPS);
    CollectiveTiming t = CollectiveTiming.of(ImbCollective.BCAST, 2, 8, 4, new double[] {4e-6, 8e-6});
    assertEquals(List.of(1e-6, 1.5e-6, 2e-6), List.of(t.tMinSeconds(), t.tAvgSeconds(), t.tMaxSeconds()));
  }

  /** IMB rotates the root: iteration i of a rooted collective on N ranks has root i mod N. */
  @Test
  void imbProgramsRotateTheRootAndUseImbSizes() {
    List<MpiAction> calls = new ArrayList<>();
    ImbCollective.GATHER.program(3, 64, 4, new TraceSink() {
      @Override public void ranks(int ranks) { assertEquals(3, ranks); }
      @Override public void action(int rank, MpiAction action, String file, long line) { if (rank == 1) calls.add(action); }
      @Override public void skipped(int rank, String call, String file, long line) {}
      @Override public void end() {}
    });
    assertEquals(4, calls.size());
    for (int i = 0; i < 4; i++) {
      MpiAction.Collective c = (MpiAction.Collective) calls.get(i);
      assertEquals(i % 3, c.root());
      assertEquals(64, c.sendBytes(), "gather: X bytes from every rank");
    }
    assertEquals(ImbCollective.ALLTOALL, ImbCollective.forName("alltoall"));
    assertThrows(IllegalArgumentException.class, () -> ImbCollective.forName("allgather"));
  }
}
