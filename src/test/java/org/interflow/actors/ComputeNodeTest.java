package org.interflow.actors;

import static org.junit.jupiter.api.Assertions.assertEquals;

import akka.actor.testkit.typed.javadsl.TestProbe;
import akka.actor.typed.ActorRef;
import java.util.List;
import org.interflow.engine.dynamic.events.ServerBatches;
import org.interflow.engine.dynamic.events.TaskEvents;
import org.interflow.engine.dynamic.jobs.JobSpec;
import org.interflow.engine.dynamic.jobs.Placement;
import org.interflow.engine.dynamic.runner.SmallApplications;
import org.interflow.engine.dynamic.tasks.NodeOutput;
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

    TaskEvents start = new TaskEvents();
    start.addStart(0, placement);
    node.tell(new ComputeNode.Deliver(0, ServerBatches.single(2, start), coordinator.ref()));
    NodeOutput started = coordinator.expectMessageClass(Coordinator.NodeReport.class).output();
    assertEquals("[Compute(job 0, task 0 on 2, 5000 ps, tag 7)]", started.actions().toString());
    assertEquals(List.of(2, 1, 1), List.of(started.firstServer(), started.servers(), started.handled()));

    TaskEvents done = new TaskEvents();
    done.add(TaskEvents.COMPUTE_DONE, 0, 0, 0, 7, 0);
    node.tell(new ComputeNode.Deliver(5_000, ServerBatches.single(2, done), coordinator.ref()));
    NodeOutput computed = coordinator.expectMessageClass(Coordinator.NodeReport.class).output();
    // task 1 is on server 2 + 1 = 3
    assertEquals("[Send(job 0, task 0 on 2, to task 1 on 3, 64 bytes, tag 7, APPLICATION)]",
        computed.actions().toString());
    assertEquals(1, computed.intervals().size()); // the compute span [0, 5000) ended
  }

  @Test
  void aBlockNodeRunsEachServersBatchAndAnswersWithOneOutputForItsServersInOrder() {
    // the same job with task 0 on server 4 and task 1 on server 2, both in the block 2..5: the
    // Starts give task 0's compute (on 4) and nothing from task 1 (on 2)
    List<JobSpec> jobs = List.of(new JobSpec(SmallApplications.computeThenSend(5_000, 64), 0));
    ActorRef<ComputeNode.Command> node = testKit.spawn(ComputeNode.createBlock(2, 4, jobs, 1, true));
    TestProbe<Coordinator.Command> coordinator = testKit.createTestProbe();
    Placement placement = Placement.mapped(0, new int[] {4, 2});

    TaskEvents starts = new TaskEvents();
    starts.addStart(1, placement);
    starts.addStart(0, placement);
    node.tell(new ComputeNode.Deliver(0, new ServerBatches(new int[] {2, 4}, new int[] {0, 1, 2}, 2, starts),
        coordinator.ref()));
    NodeOutput output = coordinator.expectMessageClass(Coordinator.NodeReport.class).output();
    assertEquals("[Compute(job 0, task 0 on 4, 5000 ps, tag 7)]", output.actions().toString());
    assertEquals(List.of(2, 2, 2), List.of(output.firstServer(), output.servers(), output.handled()));

    // a server outside the block fails the batch instead of being silently dropped
    TaskEvents done = new TaskEvents();
    done.add(TaskEvents.COMPUTE_DONE, 0, 0, 0, 7, 0);
    node.tell(new ComputeNode.Deliver(5_000, ServerBatches.single(6, done), coordinator.ref()));
    assertEquals(6, coordinator.expectMessageClass(Coordinator.NodeFailed.class).server());
  }
}
