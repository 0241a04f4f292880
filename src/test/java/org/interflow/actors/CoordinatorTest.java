package org.interflow.actors;

import static org.junit.jupiter.api.Assertions.assertEquals;

import akka.actor.testkit.typed.javadsl.TestProbe;
import akka.actor.typed.Behavior;
import akka.actor.typed.javadsl.Behaviors;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.interflow.engine.dynamic.cycles.DeltaCycles;
import org.interflow.engine.dynamic.events.TaskActions;
import org.interflow.engine.dynamic.flows.FlowRecord;
import org.interflow.engine.dynamic.flows.FlowRequest;
import org.interflow.engine.dynamic.flows.NetworkOutput;
import org.interflow.engine.dynamic.jobs.JobSpec;
import org.interflow.engine.dynamic.jobs.Placement;
import org.interflow.engine.dynamic.jobs.SchedulerOutput;
import org.interflow.engine.dynamic.results.SimulationResult;
import org.interflow.engine.dynamic.runner.SmallApplications;
import org.interflow.engine.dynamic.tasks.NodeOutput;
import org.interflow.model.traffic.TrafficClass;
import org.junit.jupiter.api.Test;

/**
 * Protocol wiring of the Coordinator with probes in place of the Network, the Scheduler and the
 * ComputeNodes: one batch per involved actor per cycle, and the next cycle only after every reply.
 */
class CoordinatorTest extends ActorTestKitFixture {
  @Test
  void aJobArrivalGoesToTheSchedulerThenTaskStartsToTheNodesThenTheirSendToTheNetwork() throws Exception {
    TestProbe<Network.Command> network = testKit.createTestProbe();
    TestProbe<Scheduler.Command> scheduler = testKit.createTestProbe();
    TestProbe<ComputeNode.Command> nodes = testKit.createTestProbe();
    Behavior<ComputeNode.Command> forward = Behaviors.receiveMessage(m -> {
      nodes.ref().tell(m);
      return Behaviors.same();
    });
    CompletableFuture<SimulationResult> result = new CompletableFuture<>();
    DeltaCycles cycles = new DeltaCycles(4, List.of(new JobSpec(SmallApplications.pingPong(1, 8), 50)));
    testKit.spawn(Coordinator.create(cycles, network.ref(), scheduler.ref(), 1, server -> forward, result::complete,
        null));

    // cycle 1 at 50 ps: only the scheduler is involved (the arrival)
    Scheduler.Schedule schedule = scheduler.expectMessageClass(Scheduler.Schedule.class);
    assertEquals(50, schedule.atPs());
    assertEquals(List.of(0), schedule.input().arrivals());
    schedule.replyTo().tell(new Coordinator.SchedulerReport(
        new SchedulerOutput(List.of(new Placement(0, 0, 2)), List.of(), List.of())));

    // cycle 2: one Deliver per server of the job (one server per node), each with its task's Start
    List<ComputeNode.Deliver> delivers = nodes.receiveSeveralMessages(2).stream()
        .map(m -> (ComputeNode.Deliver) m).sorted(Comparator.comparingInt(d -> d.batches().server(0))).toList();
    assertEquals("{0: Start(job 0, task 0, Placement[job=0, servers 0+2])}", delivers.get(0).batches().toString());
    assertEquals("{1: Start(job 0, task 1, Placement[job=0, servers 0+2])}", delivers.get(1).batches().toString());
    network.expectNoMessage();
    delivers.get(1).replyTo().tell(new Coordinator.NodeReport(new NodeOutput(1, 1, new TaskActions(), 1, List.of())));
    TaskActions send = new TaskActions();
    send.add(TaskActions.SEND, 0, 0, 0, 1, 1, 8, 0, 0, TrafficClass.APPLICATION);
    delivers.get(0).replyTo().tell(new Coordinator.NodeReport(new NodeOutput(0, 1, send, 1, List.of())));

    // cycle 3: the send becomes flow 0, injected at the same time
    Network.Inject inject = network.expectMessageClass(Network.Inject.class);
    assertEquals(50, inject.atPs());
    assertEquals(List.of(new FlowRequest(0, 0, 1, 8, TrafficClass.APPLICATION)), inject.flows());
    assertEquals(Long.MAX_VALUE, inject.horizonPs()); // the network alone: no timer, no arrival left
    FlowRecord dropped = new FlowRecord(0, 0, 1, 8, TrafficClass.APPLICATION, 50, -1, 0, 0);
    inject.replyTo().tell(new Coordinator.NetworkReport(
        new NetworkOutput(50, List.of(dropped), List.of(), Long.MAX_VALUE, 0)));

    // the network found no route and is idle, nothing else is pending: the Coordinator asks both
    // nodes for their tasks' reports (none here), then the run ends at 50 ps
    for (int i = 0; i < 2; i++) {
      ComputeNode.Collect collect = (ComputeNode.Collect) nodes.receiveMessage();
      collect.replyTo().tell(new Coordinator.Collected(List.of()));
    }
    SimulationResult finished = result.get(10, TimeUnit.SECONDS);
    assertEquals(50, finished.makespanPs());
    assertEquals(1, finished.undeliverable());
    assertEquals(dropped, finished.flowOutcomes().get(0).record());
  }
}
