package org.interflow.model.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.SplittableRandom;
import org.interflow.model.topology.Topology;
import org.interflow.model.traffic.TrafficClass;
import org.junit.jupiter.api.Test;

/**
 * The per-link loads a model records ({@link SubflowTable#recordRate}, {@link
 * SubflowTable#loadBound}) against sums in exact decimal arithmetic over the same rates: never below
 * them, above by at most a few parts in 1e16 of the largest capacity per subflow on the link, with
 * no drift after thousands of random adds, re-records and removes.
 */
class SubflowTableTest {
  private static final double G = 1e9;

  @Test
  void recordedLoadsBoundTheExactSumsThroughRandomChurn() {
    double[] capacitiesG = {100, 25, 400, 1};
    Topology topology = BandwidthSharingContract.line(capacitiesG);
    SubflowTable table = new SubflowTable(topology);
    int links = topology.directedLinks();
    double largest = 400 * G / 8;
    SplittableRandom random = new SplittableRandom(7);
    int ids = 300;
    int[][] paths = new int[ids][];
    double[] rates = new double[ids];
    for (int step = 0; step < 20_000; step++) {
      int s = random.nextInt(ids);
      if (paths[s] == null) {
        int first = random.nextInt(capacitiesG.length);
        int length = 1 + random.nextInt(capacitiesG.length - first);
        int[] path = new int[length];
        for (int h = 0; h < length; h++) path[h] = 2 * (first + h);
        table.add(s, path, length, 1, TrafficClass.APPLICATION);
        paths[s] = path;
        rates[s] = 0;
      } else if (random.nextInt(3) == 0) {
        table.remove(s);
        paths[s] = null;
      } else {   // rates of every magnitude, as bytes per second of a fraction of a link
        rates[s] = largest * Math.pow(10, -random.nextInt(12)) * random.nextDouble();
        table.recordRate(s, rates[s]);
      }
      if (step % 1000 != 999) continue;
      for (int link = 0; link < links; link++) {
        BigDecimal exact = BigDecimal.ZERO;
        for (int i = 0; i < ids; i++) {
          if (paths[i] == null) continue;
          for (int l : paths[i]) if (l == link) exact = exact.add(new BigDecimal(rates[i]));
        }
        double bound = table.loadBound(link);
        assertTrue(new BigDecimal(bound).compareTo(exact) >= 0, "link " + link + " bound " + bound + " below " + exact);
        // each subflow is off by at most half a unit, and the bound adds one unit per subflow
        double unit = 0x1p-52 * 400 * G;
        assertEquals(exact.doubleValue(), bound, 2 * unit * (table.linkCount(link) + 1), "link " + link);
      }
    }
  }

  @Test
  void aRemovedSubflowTakesItsWholeLoadBack() {
    SubflowTable table = new SubflowTable(BandwidthSharingContract.line(10, 10));
    table.add(0, new int[] {0, 2}, 2, 1, TrafficClass.APPLICATION);
    table.add(1, new int[] {2}, 1, 1, TrafficClass.APPLICATION);
    table.recordRate(0, 0.1 * G);
    table.recordRate(1, 1.2 * G / 3);
    table.recordRate(0, 0.3 * G);   // re-recorded: the old rate leaves
    table.remove(0);
    assertEquals(0, table.loadBound(0), 0);   // nothing left on it: exactly nothing
    assertEquals(0.4 * G, table.loadBound(2), 2 * 0x1p-52 * 10 * G * 2);
  }
}
