package org.interflow.actors;

import static org.junit.jupiter.api.Assertions.assertEquals;

import akka.actor.testkit.typed.javadsl.ActorTestKit;
import akka.actor.testkit.typed.javadsl.TestProbe;
import akka.actor.typed.ActorRef;
import java.util.List;
import org.interflow.engine.dynamic.JobSpec;
import org.interflow.engine.dynamic.NodeOutput;
import org.interflow.engine.dynamic.Placement;
import org.interflow.engine.dynamic.SmallApplications;
import org.interflow.engine.dynamic.TaskAction;
import org.interflow.engine.dynamic.TaskEvent;
import org.interflow.model.traffic.TrafficClass;
import org.junit.jupiter.api.Test;

/** Protocol wiring of a ComputeNode: one Deliver batch in, one NodeReport with the programs' actions out. */
class ComputeNodeTest extends ActorTestKitFixture {
  @Test
  void aStartedTaskReportsItsComputeAndThenItsSendInTheNextBatch() {
    // Job 0 = compute 5000 ps (tag 7) then send 64 bytes to task 1; its task 0 runs on server 2.
    List<JobSpec> jobs = List.of(new JobSpec(SmallApplications.computeThenSend(5_000, 64), 0));
    ActorRef<ComputeNode.Command> node = testKit.spawn(ComputeNode.create(2, jobs, 1));
    TestProbe<Coordinator.Command> coordinator = testKit.createTestProbe();
    Placement placement = new Placement(0, 2, 2);

    node.tell(new ComputeNode.Deliver(0, List.of(new TaskEvent.Start(0, 0, placement)), coordinator.ref()));
    NodeOutput started = coordinator.expectMessageClass(Coordinator.NodeReport.class).output();
    assertEquals(new NodeOutput(2, List.of(new TaskAction.Compute(0, 0, 2, 5_000, 7)), List.of(), 1), started);

    node.tell(new ComputeNode.Deliver(5_000, List.of(new TaskEvent.ComputeDone(0, 0, 7)), coordinator.ref()));
    NodeOutput computed = coordinator.expectMessageClass(Coordinator.NodeReport.class).output();
    assertEquals(List.of(new TaskAction.Send(0, 0, 2, 1, 3, 64, 7, TrafficClass.APPLICATION)), computed.actions());
    assertEquals(1, computed.intervals().size()); // the compute span [0, 5000) ended
  }

  @Test
  void aBlockNodeRunsEachServersBatchAndAnswersWithOneOutputPerServerInOrder() {
    // the same job with task 0 on server 4 and task 1 on server 2, both in the block 2..5: the
    // Starts give task 0's compute (on 4) and nothing from task 1 (on 2); outputs in server order
    List<JobSpec> jobs = List.of(new JobSpec(SmallApplications.computeThenSend(5_000, 64), 0));
    ActorRef<ComputeNode.Command> node = testKit.spawn(ComputeNode.createBlock(2, 4, jobs, 1, true));
    TestProbe<Coordinator.Command> coordinator = testKit.createTestProbe();
    Placement placement = Placement.mapped(0, new int[] {4, 2});

    node.tell(new ComputeNode.DeliverBlock(0, new int[] {2, 4}, List.of(
        List.of(new TaskEvent.Start(0, 1, placement)), List.of(new TaskEvent.Start(0, 0, placement))),
        coordinator.ref()));
    List<NodeOutput> outputs = coordinator.expectMessageClass(Coordinator.NodeReports.class).outputs();
    assertEquals(List.of(new NodeOutput(2, List.of(), List.of(), 1),
        new NodeOutput(4, List.of(new TaskAction.Compute(0, 0, 4, 5_000, 7)), List.of(), 1)), outputs);

    // a server outside the block fails the batch instead of being silently dropped
    node.tell(new ComputeNode.DeliverBlock(5_000, new int[] {6}, List.of(List.of(new TaskEvent.ComputeDone(0, 0, 7))),
        coordinator.ref()));
    assertEquals(6, coordinator.expectMessageClass(Coordinator.NodeFailed.class).server());
  }
}
