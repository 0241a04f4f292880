package org.interflow.model.traffic.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.interflow.model.traffic.AllToAllTraffic;
import org.interflow.model.traffic.TrafficPattern;
import org.interflow.model.traffic.app.IdealNetworkHarness.Message;
import org.interflow.model.traffic.app.IdealNetworkHarness.Run;
import org.junit.jupiter.api.Test;

class PhasedApplicationTest {
  private static final long L = 1_000;
  private static final long BYTES = 8192;

  /** Flows given as source, destination pairs. */
  private static TrafficPattern flows(int... pairs) {
    return new TrafficPattern() {
      @Override
      public long flowCount() {
        return pairs.length / 2;
      }

      @Override
      public int source(long flow) {
        return pairs[(int) (2 * flow)];
      }

      @Override
      public int destination(long flow) {
        return pairs[(int) (2 * flow + 1)];
      }
    };
  }

  @Test
  void eachPhaseTakesOneLatencyUnderAnIdealNetwork() {
    // all-to-all among 4: 12 flows. Phases of 3 -> 4 phases, each delivered after L: 4 L.
    // One phase of all 12 -> L; phases of 1 -> 12 L.
    for (long phase : new long[] {3, 12, 1, 5}) {
      PhasedApplication app = Applications.phased(AllToAllTraffic.all(4), 4, BYTES, phase);
      long phases = (12 + phase - 1) / phase;
      assertEquals(phases, app.phases());
      Run run = IdealNetworkHarness.run(app, L, 1);
      assertEquals(12, run.messages().size());
      assertEquals(12 * BYTES, run.bytes());
      assertEquals(phases * L, run.makespanPs(), "phase " + phase);
    }
  }

  @Test
  void aPhaseStartsOnlyWhenThePreviousOneIsDelivered() {
    // uneven latencies; phases of 5 flows of all-to-all among 6 (30 flows, 6 phases). Every flow
    // is sent in its phase (tag = flow index / 5) and after every flow of the previous phase
    // was delivered.
    AllToAllTraffic pattern = AllToAllTraffic.all(6);
    Run run = IdealNetworkHarness.run(Applications.phased(pattern, 6, BYTES, 5), (s, d, tag) -> L * (1 + (s + 2 * d) % 3), 1);
    assertEquals(30, run.messages().size());
    int[] perPhase = new int[6];
    for (Message m : run.messages()) {
      perPhase[(int) m.tag()]++;
      for (Message before : run.messages()) {
        if (before.tag() == m.tag() - 1) assertTrue(before.deliveredPs() <= m.sentPs());
      }
    }
    for (int p : perPhase) assertEquals(5, p);
    // flows are issued in index order: the multiset of (source, destination) of phase k is that
    // of flows 5k .. 5k+4
    for (int k = 0; k < 6; k++) {
      long expected = 0;
      long actual = 0;
      for (int f = 5 * k; f < 5 * k + 5; f++) expected += 100L * pattern.source(f) + pattern.destination(f);
      for (Message m : run.messages()) if (m.tag() == k) actual += 100L * m.source() + m.destination();
      assertEquals(expected, actual);
    }
  }

  @Test
  void selfFlowsAreSkippedButTheirPhaseStillCounts() {
    // flows: 0->0 (phase 0), 0->1 (phase 1), 2->2 (phase 2); phases of 1: phases 0 and 2 have
    // no traffic and release at once, phase 1 takes L. One message, makespan L.
    Run run = IdealNetworkHarness.run(Applications.phased(flows(0, 0, 0, 1, 2, 2), 3, BYTES, 1), L, 1);
    assertEquals(1, run.messages().size());
    assertEquals(L, run.makespanPs());
  }

  @Test
  void aMillionFlowsNeedOnlyTheSharedIndex() {
    // all-to-all among 1024: 1024 * 1023 = 1,047,552 flows, phases of 1024 -> 1023 phases;
    // building the per-task index is linear and takes well under a second
    PhasedApplication app = Applications.phased(AllToAllTraffic.all(1024), 1024, BYTES, 1024);
    assertEquals(1023, app.phases());
    assertEquals(1024, app.tasks());
  }

  @Test
  void invalidParametersAreRejectedNamingThem() {
    assertTrue(assertThrows(IllegalArgumentException.class, () -> Applications.phased(flows(0, 5), 3, BYTES, 1)).getMessage().contains("outside tasks"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> Applications.phased(flows(0, 1), 3, BYTES, 0)).getMessage().contains("phase"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> Applications.phased(flows(0, 1), 3, -1, 1)).getMessage().contains("bytes"));
  }

  @Test
  void anInjectionLimitKeepsAtMostThatManyFlowsOfATaskInFlight() {
    // INRFlow's injmode: task 0 sends to 1, 2, 3 and 4 in one phase under latency L. Without a
    // limit all four are in flight at once: L. With limit 1 they go one after another: 4 L; with
    // limit 3, three then one: 2 L.
    TrafficPattern fan = flows(0, 1, 0, 2, 0, 3, 0, 4);
    long[][] limitAndMakespan = {{0, L}, {1, 4 * L}, {3, 2 * L}, {4, L}};
    for (long[] c : limitAndMakespan) {
      PhasedApplication app = new PhasedApplication(fan, 5, BYTES, 4, org.interflow.model.traffic.TrafficClass.APPLICATION, (int) c[0]);
      Run run = IdealNetworkHarness.run(app, L, 1);
      assertEquals(4, run.messages().size());
      assertEquals(c[1], run.makespanPs(), "inject=" + c[0]);
    }
    assertThrows(IllegalArgumentException.class,
        () -> new PhasedApplication(fan, 5, BYTES, 4, org.interflow.model.traffic.TrafficClass.APPLICATION, -1));
  }
}
