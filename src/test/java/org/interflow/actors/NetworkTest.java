package org.interflow.actors;

import static org.junit.jupiter.api.Assertions.assertEquals;

import akka.actor.testkit.typed.javadsl.ActorTestKit;
import akka.actor.testkit.typed.javadsl.TestProbe;
import akka.actor.typed.ActorRef;
import java.util.List;
import org.interflow.engine.dynamic.FixedDelayFlowModel;
import org.interflow.engine.dynamic.FlowRequest;
import org.interflow.engine.dynamic.NetworkOutput;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.star.StarRouting;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.star.StarBuilder;
import org.interflow.model.topology.star.StarSpec;
import org.interflow.model.traffic.TrafficClass;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Protocol wiring of the Network: Inject and AdvanceTo each get one NetworkReport. */
class NetworkTest {
  private static ActorTestKit testKit;

  @BeforeAll
  static void start() { testKit = ActorTestKit.create(); }

  @AfterAll
  static void stop() { testKit.shutdownTestKit(); }

  @Test
  void anInjectedFlowIsReportedDeliveredWhenTheNetworkAdvancesToItsDeliveryTime() {
    // star of 4, every flow takes 500 ps + 2 ps/byte: 100 bytes injected at 1000 land at 1700.
    Topology star = StarBuilder.build(new StarSpec(4), LinkParams.DEFAULT);
    ActorRef<Network.Command> network =
        testKit.spawn(Network.create(new FixedDelayFlowModel(new StarRouting(star, FailureSet.NONE), 500, 2)));
    TestProbe<Coordinator.Command> coordinator = testKit.createTestProbe();
    FlowRequest flow = new FlowRequest(0, 1, 3, 100, TrafficClass.APPLICATION);

    network.tell(new Network.Inject(1_000, List.of(flow), coordinator.ref()));
    NetworkOutput injected = coordinator.expectMessageClass(Coordinator.NetworkReport.class).output();
    assertEquals(List.of(), injected.delivered());
    assertEquals(1_700, injected.nextEventPs());
    assertEquals(1, injected.activeFlows());

    network.tell(new Network.AdvanceTo(1_700, coordinator.ref()));
    NetworkOutput advanced = coordinator.expectMessageClass(Coordinator.NetworkReport.class).output();
    assertEquals(1, advanced.delivered().size());
    assertEquals(1_700, advanced.delivered().get(0).deliveredPs());
    assertEquals(Long.MAX_VALUE, advanced.nextEventPs());
  }
}
