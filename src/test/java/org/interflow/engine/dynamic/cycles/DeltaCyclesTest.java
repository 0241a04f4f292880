package org.interflow.engine.dynamic.cycles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.interflow.engine.dynamic.events.TaskActions;
import org.interflow.engine.dynamic.flows.FlowRecord;
import org.interflow.engine.dynamic.flows.FlowRequest;
import org.interflow.engine.dynamic.flows.NetworkOutput;
import org.interflow.engine.dynamic.jobs.JobSpec;
import org.interflow.engine.dynamic.jobs.Placement;
import org.interflow.engine.dynamic.jobs.SchedulerInput;
import org.interflow.engine.dynamic.jobs.SchedulerOutput;
import org.interflow.engine.dynamic.results.SimulationResult;
import org.interflow.engine.dynamic.runner.SmallApplications;
import org.interflow.engine.dynamic.tasks.NodeOutput;
import org.interflow.model.traffic.TrafficClass;
import org.junit.jupiter.api.Test;

/**
 * The delta cycles driven by hand, playing network, scheduler and servers: which party gets which
 * batch in each cycle, the canonical order of the next cycle's events, the network's lookahead and
 * the counts of the result.
 */
class DeltaCyclesTest {
  private static final Placement ON_0_AND_1 = new Placement(0, 0, 2);

  @Test
  void aSendAndAComputeGoThroughScheduleStartInjectLookaheadAndDelivery() {
    // One 2-task job on 4 servers, arriving at 50 ps (the programs are played by hand below).
    DeltaCycles cycles = new DeltaCycles(4, List.of(new JobSpec(SmallApplications.pingPong(1, 8), 50)));

    // cycle 0 at 50: only the scheduler (the arrival); it starts the job on servers 0..1
    Cycle c0 = cycles.next();
    assertEquals(List.of(50L, 0L, 0, 1), List.of(c0.timePs(), c0.index(), c0.batches().size(), c0.expectedOutputs()));
    assertEquals(new SchedulerInput(List.of(0), List.of(), List.of()), c0.scheduler());
    cycles.accept(new SchedulerOutput(List.of(ON_0_AND_1), List.of(), List.of()));
    cycles.endCycle();

    // cycle 1 at 50: each task's Start on its server. Task 0 sends 8 bytes (tag 3) to task 1;
    // task 1 computes 100 ps (tag 9).
    Cycle c1 = cycles.next();
    assertEquals("{0: Start(job 0, task 0, " + ON_0_AND_1 + "); 1: Start(job 0, task 1, " + ON_0_AND_1 + ")}",
        c1.batches().toString());
    TaskActions actions = new TaskActions();
    actions.add(TaskActions.SEND, 0, 0, 0, 1, 1, 8, 3, 0, TrafficClass.APPLICATION);
    actions.add(TaskActions.COMPUTE, 0, 1, 1, 0, 0, 100, 9, 0, TrafficClass.APPLICATION);
    cycles.accept(new NodeOutput(0, 2, actions, 2, List.of()));
    cycles.endCycle();

    // cycle 2 at 50: the send is flow 0; the network is alone, so it may look ahead to the timer (150)
    Cycle c2 = cycles.next();
    assertEquals(List.of(new FlowRequest(0, 0, 1, 8, TrafficClass.APPLICATION)), c2.injections());
    assertEquals(150, c2.networkHorizonPs());
    // it delivers the flow at 80 (30 ps later) and is idle afterwards
    cycles.accept(new NetworkOutput(80, List.of(),
        List.of(new FlowRecord(0, 0, 1, 8, TrafficClass.APPLICATION, 50, 80, 2, 1)), Long.MAX_VALUE, 0));
    cycles.endCycle();
    assertEquals(80, cycles.nowPs());

    // cycle 3 at 80: Sent to task 0 (server 0) and Received to task 1 (server 1: from task 0, 8 bytes)
    Cycle c3 = cycles.next();
    assertEquals(80, c3.timePs());
    assertEquals("{0: Sent(job 0, task 0, tag 3); 1: Received(job 0, task 1, source 0, tag 3, value 8)}",
        c3.batches().toString());
    TaskActions finishes = new TaskActions();
    finishes.add(TaskActions.FINISH, 0, 0, 0, 0, 0, 0, 0, 0, TrafficClass.APPLICATION);
    finishes.add(TaskActions.FINISH, 0, 1, 1, 0, 0, 0, 0, 0, TrafficClass.APPLICATION);
    // two node outputs handed back out of server order: applied in server order all the same
    cycles.accept(new NodeOutput(1, 1, new TaskActions(), 1, List.of()));
    cycles.accept(new NodeOutput(0, 1, finishes, 1, List.of()));
    cycles.endCycle();

    // cycle 4 at 80: the scheduler gets both finishes and ends the job
    Cycle c4 = cycles.next();
    assertEquals(List.of(new SchedulerInput.TaskFinish(0, 0), new SchedulerInput.TaskFinish(0, 1)),
        c4.scheduler().finishes());
    cycles.accept(new SchedulerOutput(List.of(), List.of(), List.of(0)));
    cycles.endCycle();

    // cycle 5 at 150: task 1's timer fires (the task finished: its server handles nothing)
    Cycle c5 = cycles.next();
    assertEquals("{1: ComputeDone(job 0, task 1, tag 9)}", c5.batches().toString());
    cycles.accept(new NodeOutput(1, 1, new TaskActions(), 0, List.of()));
    cycles.endCycle();
    assertNull(cycles.next());

    // times 50, 80, 150; six cycles; callbacks 2 + 2 + 0; the job ran from 50 to 80
    SimulationResult r = cycles.result(null, List.of());
    assertEquals(List.of(150L, 1L, 8L, 4L, 3L, 6L, 0L),
        List.of(r.makespanPs(), r.flows(), r.bytes(), r.events(), r.timeSteps(), r.deltaCycles(), r.undeliverable()));
    assertEquals(List.of(50L, 80L), List.of(r.jobs().get(0).startPs(), r.jobs().get(0).finishPs()));
  }

  @Test
  void aCycleEndsOnlyOnceEveryOutputIsIn() {
    DeltaCycles cycles = new DeltaCycles(2, List.of(new JobSpec(SmallApplications.pingPong(1, 8), 0)));
    cycles.next();
    assertThrows(IllegalStateException.class, cycles::endCycle);
    assertThrows(IllegalStateException.class, cycles::next);  // still open
  }
}
