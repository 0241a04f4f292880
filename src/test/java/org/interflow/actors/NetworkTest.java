package org.interflow.actors;

import static org.junit.jupiter.api.Assertions.assertEquals;

import akka.actor.testkit.typed.javadsl.ActorTestKit;
import akka.actor.testkit.typed.javadsl.TestProbe;
import akka.actor.typed.ActorRef;
import java.util.List;
import org.interflow.engine.dynamic.flows.FixedDelayFlowModel;
import org.interflow.engine.dynamic.flows.FlowRequest;
import org.interflow.engine.dynamic.flows.NetworkOutput;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.star.StarRouting;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.star.StarBuilder;
import org.interflow.model.topology.star.StarSpec;
import org.interflow.model.traffic.TrafficClass;
import org.junit.jupiter.api.Test;

/** Protocol wiring of the Network: Inject and AdvanceTo each get one NetworkReport. */
class NetworkTest extends ActorTestKitFixture {
  @Test
  void anInjectedFlowIsReportedDeliveredWhenTheNetworkAdvancesToItsDeliveryTime() {
    // star of 4, every flow takes 500 ps + 2 ps/byte: 100 bytes injected at 1000 land at 1700.
    Topology star = StarBuilder.build(new StarSpec(4), LinkParams.DEFAULT);
    ActorRef<Network.Command> network =
        testKit.spawn(Network.create(new FixedDelayFlowModel(new StarRouting(star, FailureSet.NONE), 500, 2)));
    TestProbe<Coordinator.Command> coordinator = testKit.createTestProbe();
    FlowRequest flow = new FlowRequest(0, 1, 3, 100, TrafficClass.APPLICATION);

    network.tell(new Network.Inject(1_000, List.of(flow), 1_000, coordinator.ref()));
    NetworkOutput injected = coordinator.expectMessageClass(Coordinator.NetworkReport.class).output();
    assertEquals(List.of(), injected.delivered());
    assertEquals(1_700, injected.nextEventPs());
    assertEquals(1, injected.activeFlows());

    network.tell(new Network.AdvanceTo(1_700, 1_700, coordinator.ref()));
    NetworkOutput advanced = coordinator.expectMessageClass(Coordinator.NetworkReport.class).output();
    assertEquals(1_700, advanced.timePs());
    assertEquals(1, advanced.delivered().size());
    assertEquals(1_700, advanced.delivered().get(0).deliveredPs());
    assertEquals(Long.MAX_VALUE, advanced.nextEventPs());
  }

  @Test
  void withAHorizonTheNetworkRunsAheadToItsFirstDeliveryInOneReply() {
    // Same network: two flows injected at 0 land at 500 + 2*10 = 520 and 500 + 2*50 = 600. With
    // horizon 550 the Network moves to 520 and reports the first; with horizon 510 it stays at 0.
    Topology star = StarBuilder.build(new StarSpec(4), LinkParams.DEFAULT);
    ActorRef<Network.Command> network =
        testKit.spawn(Network.create(new FixedDelayFlowModel(new StarRouting(star, FailureSet.NONE), 500, 2)));
    TestProbe<Coordinator.Command> coordinator = testKit.createTestProbe();
    List<FlowRequest> flows = List.of(new FlowRequest(0, 0, 1, 10, TrafficClass.APPLICATION),
        new FlowRequest(1, 2, 3, 50, TrafficClass.APPLICATION));

    network.tell(new Network.Inject(0, flows, 510, coordinator.ref()));
    NetworkOutput held = coordinator.expectMessageClass(Coordinator.NetworkReport.class).output();
    assertEquals(0, held.timePs());
    assertEquals(520, held.nextEventPs());

    network.tell(new Network.AdvanceTo(520, 599, coordinator.ref()));
    NetworkOutput ahead = coordinator.expectMessageClass(Coordinator.NetworkReport.class).output();
    assertEquals(520, ahead.timePs());
    assertEquals(List.of(0L), ahead.delivered().stream().map(f -> f.flowId()).toList());
    assertEquals(600, ahead.nextEventPs());
  }
}
