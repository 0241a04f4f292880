package org.interflow.engine.dynamic.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.interflow.engine.dynamic.flows.FlowRecord;
import org.interflow.engine.dynamic.jobs.JobSpec;
import org.interflow.engine.dynamic.results.FlowOutcome;
import org.interflow.engine.dynamic.results.JobOutcome;
import org.interflow.engine.dynamic.results.SimulationResult;
import org.interflow.engine.dynamic.results.TaskInterval.State;
import org.interflow.engine.dynamic.results.TaskInterval;
import org.interflow.engine.dynamic.jobs.JobPolicies;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.scheduler.ConsecutiveBlockAllocation;
import org.interflow.model.scheduler.EasyBackfilling;
import org.interflow.model.scheduler.FirstComeFirstServed;
import org.interflow.model.scheduler.JobStatus;
import org.interflow.model.scheduler.LinearMapping;
import org.interflow.model.scheduler.ScheduleHistory;
import org.junit.jupiter.api.Test;

/**
 * The contract of a runtime (the direct runner, the actors): completion times of tiny runs worked
 * out by hand, which every runtime must give exactly; each runtime's test extends this class. The test flow model delivers every flow
 * {@code L + bytes * p} after injection (fixed latency L, p picoseconds per byte, no sharing), so
 * each makespan is a sum of compute times and message times along the critical path.
 */
public abstract class SimulationRuntimeContract {
  private static final long L = 1_000;

  /** Runs {@code spec} on the runtime under test. */
  protected abstract SimulationResult run(SimulationSpec spec);

  @Test
  void threePingPongRoundsWithLatencyLTakeSixL() {
    // 0 -> 1 at 0, 1 -> 0 at L, ... the sixth message arrives at 6L; every message is one flow.
    SimulationResult r = run(Scenarios.star(2, L, 0, new JobSpec(SmallApplications.pingPong(3, 0), 0)));
    assertEquals(6 * L, r.makespanPs());
    assertEquals(6, r.flows());
    assertEquals(6 * L, r.jobs().get(0).finishPs());
    // task 0: start, 3 sends delivered, 3 receives = 7; task 1: start, 3 receives, 2 sends
    // delivered before it finished (its last one lands at 6L, after its finish) = 6.
    assertEquals(13, r.events());
    // one time step per message hop plus the start: 0, L, 2L, ..., 6L
    assertEquals(7, r.timeSteps());
  }

  @Test
  void aMessageSentWithoutReceiptGivesTheSenderNoCallbackAndTheSameTimes() {
    // Task 0 sends 1000 bytes at 0 and finishes at 0; the flow still takes L + 1000 * 80 ps =
    // 81,000 ps to reach task 1, which finishes then. Callbacks: two starts and one receive (no
    // Sent); the job ends with its last task, at 81,000 ps.
    SimulationResult r = run(Scenarios.star(2, L, 80, new JobSpec(SmallApplications.sendWithoutReceipt(1000), 0)));
    assertEquals(81_000, r.makespanPs());
    assertEquals(3, r.events());
    assertEquals(1, r.flows());
    assertEquals(81_000, r.flowOutcomes().get(0).record().deliveredPs());
    assertEquals(81_000, r.jobs().get(0).finishPs());
  }

  @Test
  void aProgramThatThrowsFailsTheRun() {
    // 64 tasks start in one cycle; task 40's program throws at its start.
    SimulationSpec spec = Scenarios.star(64, L, 0, new JobSpec(SmallApplications.of("fails", 64, task -> new SmallApplications.Program() {
      @Override public void start(org.interflow.model.traffic.app.NodeActions a) {
        if (task == 40) throw new IllegalStateException("task " + task + " fails");
        a.finish();
      }
    }), 0));
    IllegalStateException e = assertThrows(IllegalStateException.class, () -> run(spec));
    assertTrue(e.getMessage().contains("task 40 fails"), e.getMessage());
  }

  @Test
  void aJobThatComputesFiveMicrosecondsThenSendsEndsAfterComputePlusMessageTime() {
    // 5 us = 5,000,000 ps of compute, then 1000 bytes at 80 ps/byte (100 Gb/s) after 300 ns of
    // latency: 5,000,000 + 300,000 + 80,000 = 5,380,000 ps.
    long computePs = 5_000_000;
    SimulationResult r = run(Scenarios.star(2, 300_000, 80,
        new JobSpec(SmallApplications.computeThenSend(computePs, 1000), 0)));
    assertEquals(5_380_000, r.makespanPs());
    assertEquals(1000, r.bytes());
    FlowRecord flow = r.flowOutcomes().get(0).record();
    assertEquals(computePs, flow.injectedPs());
    assertEquals(5_380_000, flow.deliveredPs());
    assertEquals(2, flow.hops()); // server -> switch -> server on a star
    // task 0 computes [0, 5 us), then waits for its delivery; task 1 waits the whole time.
    assertEquals(List.of(
        new TaskInterval(0, 0, 0, State.COMPUTE, 0, computePs),
        new TaskInterval(0, 0, 0, State.COMMUNICATE, computePs, 5_380_000),
        new TaskInterval(0, 1, 1, State.COMMUNICATE, 0, 5_380_000)), r.intervals());
  }

  @Test
  void aSecondJobWaitsForFreeConsecutiveServersAndStartsWhenTheFirstEnds() {
    // 4 servers. Job 0: 3 tasks on servers 0..2, task t computes (t+1)*U then all meet at a
    // barrier: it ends at 3U. Job 1 (2 tasks) arrives at 1 ps: only server 3 is free, so it waits
    // and starts at 3U on servers 0..1; it computes 5 us and sends 1000 bytes (L + 1000 * 80 ps),
    // ending at 3U + 5,000,000 + 1,000 + 80,000.
    long u = 2_000_000;
    SimulationResult r = run(Scenarios.star(4, L, 80,
        new JobSpec(SmallApplications.staggeredBarrier(3, u), 0),
        new JobSpec(SmallApplications.computeThenSend(5_000_000, 1000), 1)));
    JobOutcome first = r.jobs().get(0);
    JobOutcome second = r.jobs().get(1);
    assertEquals(List.of(0L, 0, 3 * u), List.of(first.startPs(), first.firstServer(), first.finishPs()));
    assertEquals(List.of(1L, 3 * u, 0, 3 * u + 5_081_000),
        List.of(second.arrivalPs(), second.startPs(), second.firstServer(), second.finishPs()));
    assertEquals(3 * u + 5_081_000, r.makespanPs());
  }

  private static final JobPolicies FCFS_KILLING =
      new JobPolicies(FirstComeFirstServed::new, ConsecutiveBlockAllocation::new, LinearMapping::new, true);

  @Test
  void aJobStillRunningAtItsRequestedTimeIsAbortedAndTheNextStartsThen() {
    // 2 servers, every message takes L = 1000 ps. Job 0 ping-pongs 100 rounds (it would run
    // 200,000 ps) but asks for 2500 ps: messages arrive at 1000 and 2000, the third (flow 2, sent
    // at 2000) is in flight when the job is killed at 2500 and is cancelled. Job 1 (2 servers)
    // waited since 0; it starts at 2500, computes 1000 ps and sends one message: it ends at
    // 2500 + 1000 + 1000 = 4500, its flow is id 3. Nothing of job 0 happens after 2500.
    SimulationSpec spec = Scenarios.star(2, L, 0,
        JobSpec.scheduled(SmallApplications.pingPong(100, 0), 0, 2, 2_500),
        JobSpec.scheduled(SmallApplications.computeThenSend(1_000, 0), 0, 2, 1_000_000)).withJobPolicies(FCFS_KILLING);
    SimulationResult r = run(spec);
    ScheduleHistory h = r.schedule();
    assertEquals(List.of(0L, 2_500L, 2_500L, 4_500L), List.of(h.start(0), h.end(0), h.start(1), h.end(1)));
    assertEquals(List.of(JobStatus.KILLED, JobStatus.COMPLETED), List.of(h.status(0), h.status(1)));
    assertEquals(List.of(2_500L, 4_500L), List.of(r.jobs().get(0).finishPs(), r.jobs().get(1).finishPs()));
    assertEquals(4, r.flows());
    assertEquals(List.of(1_000L, 2_000L, -1L, 4_500L),
        r.flowOutcomes().stream().map(f -> f.record().deliveredPs()).toList());
    assertEquals(List.of(0, 0, 0, 1), r.flowOutcomes().stream().map(FlowOutcome::job).toList());
    assertEquals(4_500, r.makespanPs());
    // the killed tasks' spans end at the kill: both communicate (wait for messages) from 0 to 2500
    assertEquals(List.of(new TaskInterval(0, 0, 0, State.COMMUNICATE, 0, 2_500),
        new TaskInterval(0, 1, 1, State.COMMUNICATE, 0, 2_500)), r.intervals().subList(0, 2));
  }

  @Test
  void aJobWhoseLastTaskFinishesAtItsKillTimeCompletes() {
    // compute 1000 ps, then one message of L = 1000 ps: the job ends at 2000, its kill time.
    SimulationSpec spec = Scenarios.star(2, L, 0, JobSpec.scheduled(SmallApplications.computeThenSend(1_000, 0), 0, 2, 2_000))
        .withJobPolicies(FCFS_KILLING);
    ScheduleHistory h = run(spec).schedule();
    assertEquals(2_000, h.end(0));
    assertEquals(JobStatus.COMPLETED, h.status(0));
  }

  @Test
  void easyBackfillsAShortJobByItsRequestedTimeWithoutDelayingTheHead() {
    // 4 servers, U = 1000 ps, EASY. At 0: job 0 (2 servers, asks 10U) starts on 0..1 and runs 2U
    // (staggered barrier of 2 tasks); job 1 (4 servers) waits: its shadow time is 10U (job 0's
    // requested end), no extra servers. Job 2 (2 servers, asks 5U <= 10U) backfills on 2..3 and
    // runs 2U. Both end at 2U, and job 1 starts then, ending at 2U + 4U = 6U. Under FCFS job 2
    // would wait for job 1: start 6U.
    long u = 1_000;
    SimulationSpec spec = Scenarios.star(4, L, 0,
        JobSpec.scheduled(SmallApplications.staggeredBarrier(2, u), 0, 2, 10 * u),
        JobSpec.scheduled(SmallApplications.staggeredBarrier(4, u), 0, 4, 10 * u),
        JobSpec.scheduled(SmallApplications.staggeredBarrier(2, u), 0, 2, 5 * u))
        .withJobPolicies(new JobPolicies(EasyBackfilling::new, ConsecutiveBlockAllocation::new, LinearMapping::new, true));
    SimulationResult r = run(spec);
    ScheduleHistory h = r.schedule();
    assertEquals(List.of(0L, 2 * u, 0L), List.of(h.start(2), h.end(2), h.start(0)));
    assertEquals(List.of(2 * u, 6 * u), List.of(h.start(1), h.end(1)));
    assertEquals(2, r.jobs().get(2).firstServer());
  }

  @Test
  void aSecondJobThatFitsStartsAtItsArrivalOnTheLowestFreeBlock() {
    // Job 0 takes servers 0..1 until 3U; job 1 (2 tasks) arrives at 5 ps and fits on 2..3.
    long u = 1_000_000;
    SimulationResult r = run(Scenarios.star(4, L, 0,
        new JobSpec(SmallApplications.staggeredBarrier(2, u), 0),
        new JobSpec(SmallApplications.staggeredBarrier(2, u), 5)));
    assertEquals(List.of(5L, 2, 5 + 2 * u), List.of(r.jobs().get(1).startPs(), r.jobs().get(1).firstServer(),
        r.jobs().get(1).finishPs()));
  }

  @Test
  void aBarrierOpensWhenTheSlowestTaskReachesIt() {
    // 4 tasks compute U, 2U, 3U, 4U: the barrier opens at 4U for everyone, and each task waited
    // (communicated) from the end of its compute until then; task 3 never waits.
    long u = 1_000;
    SimulationResult r = run(Scenarios.star(4, L, 0,
        new JobSpec(SmallApplications.staggeredBarrier(4, u), 0)));
    assertEquals(4 * u, r.makespanPs());
    assertEquals(4 * u, r.jobs().get(0).finishPs());
    assertEquals(List.of(
        new TaskInterval(0, 0, 0, State.COMPUTE, 0, u), new TaskInterval(0, 0, 0, State.COMMUNICATE, u, 4 * u),
        new TaskInterval(0, 1, 1, State.COMPUTE, 0, 2 * u), new TaskInterval(0, 1, 1, State.COMMUNICATE, 2 * u, 4 * u),
        new TaskInterval(0, 2, 2, State.COMPUTE, 0, 3 * u), new TaskInterval(0, 2, 2, State.COMMUNICATE, 3 * u, 4 * u),
        new TaskInterval(0, 3, 3, State.COMPUTE, 0, 4 * u)), r.intervals());
    assertEquals(0, r.flows());
  }

  @Test
  void aMessageToAFailedServerIsUndeliverableAndItsJobNeverEnds() {
    // The access link of server 1 (link 1 on a star) is down: task 0's message has no route.
    SimulationResult r = run(Scenarios.star(4, FailureSet.of(new int[] {1}, new int[0]), L, 0, 1,
        List.of(new JobSpec(SmallApplications.pingPong(1, 64), 0))));
    assertEquals(1, r.undeliverable());
    assertEquals(1, r.flows());
    assertFalse(r.flowOutcomes().get(0).record().delivered());
    assertEquals(-1, r.jobs().get(0).finishPs());
    assertEquals(0, r.makespanPs());
  }

  @Test
  void flowIdsFollowSenderServerOrderWithinACycle() {
    // All-to-all among 3 tasks with zero compute: at time c0 each task sends to (t+1)%3, (t+2)%3
    // and itself (local, no flow); flows 0,1 come from server 0, 2,3 from server 1, 4,5 from 2.
    SimulationResult r = run(Scenarios.star(3, L, 0,
        new JobSpec(SmallApplications.randomAllToAll(3, 8, 1), 0)));
    assertEquals(6, r.flows());
    int[] expectedSources = {0, 0, 1, 1, 2, 2};
    int[] expectedDestinations = {1, 2, 2, 0, 0, 1};
    for (int id = 0; id < 6; id++) {
      FlowOutcome f = r.flowOutcomes().get(id);
      assertEquals(id, f.record().flowId());
      assertEquals(expectedSources[id], f.sourceTask());
      assertEquals(expectedDestinations[id], f.destinationTask());
    }
    assertEquals(L, r.makespanPs());
    assertNotEquals(-1, r.jobs().get(0).finishPs());
  }

  @Test
  void zeroTimeComputesAndSelfMessagesRunInLaterDeltaCyclesOfTheSameTime() {
    // All at t = 0, one delta cycle each: (1) the scheduler takes the arrival and starts the job,
    // (2) the task starts and computes 0 ps, (3) the timer fires and the task sends to itself,
    // (4) the message arrives (no network, no flow) and the task finishes; its Sent comes after
    // its finish and is ignored, (5) the scheduler ends the job.
    SimulationResult r = run(Scenarios.star(2, L, 0, new JobSpec(SmallApplications.zeroTimeChain(), 0)));
    assertEquals(0, r.makespanPs());
    assertEquals(1, r.timeSteps());
    assertEquals(5, r.deltaCycles());
    assertEquals(3, r.events()); // start, compute done, received
    assertEquals(0, r.flows());
    assertEquals(0, r.jobs().get(0).finishPs());
  }

  @Test
  void aFlowThatTakesNoTimeIsDeliveredAtTheTimeItWasSent() {
    // Zero latency, zero bytes: two ping-pong rounds (4 flows) all happen at t = 0.
    SimulationResult r = run(Scenarios.star(2, 0, 0, new JobSpec(SmallApplications.pingPong(2, 0), 0)));
    assertEquals(0, r.makespanPs());
    assertEquals(1, r.timeSteps());
    assertEquals(4, r.flows());
    assertEquals(0, r.jobs().get(0).finishPs());
  }
}
