package org.interflow.engine.dynamic.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.interflow.engine.dynamic.flows.FlowRecord;
import org.interflow.engine.dynamic.flows.FlowTable;
import org.interflow.engine.dynamic.jobs.JobSpec;
import org.interflow.engine.dynamic.results.SimulationResult;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.network.MaxMinSharing;
import org.interflow.model.network.PriorityPolicy;
import org.interflow.model.routing.star.StarRouting;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.star.StarBuilder;
import org.interflow.model.topology.star.StarSpec;
import org.interflow.model.traffic.TrafficClass;
import org.interflow.model.traffic.app.Application;
import org.interflow.model.traffic.app.NodeActions;
import org.interflow.model.units.Bandwidth;
import org.junit.jupiter.api.Test;

/**
 * Jobs placed on explicit servers (several tasks on one server), notifications between tasks, and
 * same-server messages sent through the network, with times worked out by hand.
 */
class PlacementAndNotifyTest {
  private static final long L = 1_000;

  /** Task 0 notifies task 1 of a size; task 1 sends that many bytes back; both then finish. */
  private static Application notifyThenAnswer(long bytes) {
    return SmallApplications.of("notify", 2, task -> new SmallApplications.Program() {
      @Override public void start(NodeActions a) {
        if (task == 0) a.notify(1, 7, bytes);
      }

      @Override public void onNotified(int source, long tag, long value, NodeActions a) {
        if (task != 1 || source != 0 || tag != 7) throw new AssertionError("notified " + source + " " + tag);
        a.send(0, value, 1, TrafficClass.APPLICATION);
        a.finish();
      }

      @Override public void onReceived(int source, long size, long tag, NodeActions a) {
        if (size != bytes) throw new AssertionError("got " + size);
        a.finish();
      }
    });
  }

  @Test
  void aNotificationArrivesAtOnceWithoutTheNetwork() {
    // the notification takes no time and no flow; the answer of 500 bytes takes L + 500 * 80 ps
    SimulationResult r = DirectSimulation.run(Scenarios.star(2, L, 80, new JobSpec(notifyThenAnswer(500), 0)));
    assertEquals(1, r.flows());
    assertEquals(L + 500 * 80, r.makespanPs());
  }

  @Test
  void twoTasksMappedOnOneServerExchangeWithoutTheNetwork() {
    // both tasks on server 2 of 3: the three ping-pong rounds are delivered cycle by cycle at time 0
    JobSpec job = new JobSpec(SmallApplications.pingPong(3, 1000), 0, new int[] {2, 2});
    SimulationResult r = DirectSimulation.run(Scenarios.star(3, L, 80, job));
    assertEquals(0, r.flows());
    assertEquals(0, r.makespanPs());
    assertEquals(2, r.jobs().get(0).firstServer());
  }

  @Test
  void aMappedJobRunsOnItsServersInTheGivenOrder() {
    // task 0 on server 3, task 1 on server 0: the flow goes 3 -> 0
    JobSpec job = new JobSpec(SmallApplications.computeThenSend(0, 100), 0, new int[] {3, 0});
    SimulationResult r = DirectSimulation.run(Scenarios.star(4, L, 0, job));
    FlowRecord flow = r.flowOutcomes().get(0).record();
    assertEquals(List.of(3, 0), List.of(flow.sourceServer(), flow.destinationServer()));
  }

  @Test
  void sameServerMessagesThroughTheNetworkCrossTheServerLinkTwice() {
    // star, links 1 GB/s (8 Gb/s) and 1 us: a message of 10^6 bytes between two tasks of server 0
    // goes up and down server 0's link: 2 us of latency, then 10^6 / 10^9 s = 1 ms at full rate
    // (the two directions are separate capacities): 1,002 us; one message each way, task 0 -> 1
    // then 1 -> 0: 2,004 us.
    Topology star = StarBuilder.build(new StarSpec(2), new LinkParams(Bandwidth.gbps(8), 1_000));
    StarRouting routing = new StarRouting(star, FailureSet.NONE);
    JobSpec job = new JobSpec(SmallApplications.pingPong(1, 1_000_000), 0, new int[] {0, 0});
    SimulationSpec spec = new SimulationSpec(star, FailureSet.NONE, routing,
        () -> new FlowTable(star, routing, new MaxMinSharing(star, PriorityPolicy.NONE)), List.of(job), 1, true);
    SimulationResult r = DirectSimulation.run(spec);
    assertEquals(2, r.flows());
    assertEquals(2 * 1_002_000_000L, r.makespanPs());
    assertEquals(2, r.flowOutcomes().get(0).record().hops());
  }
}
