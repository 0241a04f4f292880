package org.interflow.actors;

import static org.junit.jupiter.api.Assertions.assertEquals;

import akka.actor.testkit.typed.javadsl.ActorTestKit;
import akka.actor.testkit.typed.javadsl.TestProbe;
import akka.actor.typed.ActorRef;
import java.util.List;
import org.interflow.engine.dynamic.jobs.JobControl;
import org.interflow.engine.dynamic.jobs.JobSpec;
import org.interflow.engine.dynamic.jobs.Placement;
import org.interflow.engine.dynamic.jobs.SchedulerInput;
import org.interflow.engine.dynamic.jobs.SchedulerOutput;
import org.interflow.engine.dynamic.runner.SmallApplications;
import org.junit.jupiter.api.Test;

/** Protocol wiring of the Scheduler: one Schedule batch in, one SchedulerReport out. */
class SchedulerTest extends ActorTestKitFixture {
  @Test
  void anArrivingJobStartsAndItsBarrierOpensWhenBothTasksArrive() {
    // 4 servers, one 2-task job: it starts on servers 0..1; barrier 9 opens on the second arrival.
    ActorRef<Scheduler.Command> scheduler = testKit.spawn(Scheduler.create(
        new JobControl(4, List.of(new JobSpec(SmallApplications.staggeredBarrier(2, 10), 0)))));
    TestProbe<Coordinator.Command> coordinator = testKit.createTestProbe();

    scheduler.tell(new Scheduler.Schedule(0, new SchedulerInput(List.of(0), List.of(), List.of()), coordinator.ref()));
    assertEquals(new SchedulerOutput(List.of(new Placement(0, 0, 2)), List.of(), List.of()),
        coordinator.expectMessageClass(Coordinator.SchedulerReport.class).output());

    scheduler.tell(new Scheduler.Schedule(10, new SchedulerInput(List.of(),
        List.of(new SchedulerInput.BarrierArrival(0, 0, 9), new SchedulerInput.BarrierArrival(0, 1, 9)), List.of()),
        coordinator.ref()));
    assertEquals(new SchedulerOutput(List.of(), List.of(new SchedulerOutput.BarrierRelease(0, 9)), List.of()),
        coordinator.expectMessageClass(Coordinator.SchedulerReport.class).output());
  }
}
