package org.interflow.engine.dynamic.jobs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.interflow.engine.dynamic.runner.SmallApplications;
import org.interflow.model.scheduler.BatchJob;
import org.interflow.model.scheduler.ConsecutiveBlockAllocation;
import org.interflow.model.scheduler.FirstComeFirstServed;
import org.interflow.model.scheduler.FirstFreeAllocation;
import org.interflow.model.scheduler.LinearMapping;
import org.junit.jupiter.api.Test;

/** Job starts under the default policies (FCFS, consecutive, linear) and under another allocation, by hand on 8 servers. */
class JobControlTest {
  /** Jobs of {@code tasks[j]} tasks each, all arriving at 0. */
  private static List<JobSpec> jobs(int... tasks) {
    List<JobSpec> jobs = new ArrayList<>();
    for (int n : tasks) jobs.add(new JobSpec(SmallApplications.staggeredBarrier(n, 1), 0));
    return jobs;
  }

  private static SchedulerInput arrive(Integer... jobs) { return new SchedulerInput(List.of(jobs), List.of(), List.of()); }

  /** Every task of job {@code job} (of {@code tasks} tasks) finishes. */
  private static SchedulerInput finish(int job, int tasks) {
    List<SchedulerInput.TaskFinish> finishes = new ArrayList<>();
    for (int t = 0; t < tasks; t++) finishes.add(new SchedulerInput.TaskFinish(job, t));
    return new SchedulerInput(List.of(), List.of(), finishes);
  }

  @Test
  void jobsTakeTheLowestFreeBlockInArrivalOrder() {
    // 8 servers: job 0 (3) -> 0..2, job 1 (2) -> 3..4, job 2 (3) -> 5..7.
    JobControl control = new JobControl(8, jobs(3, 2, 3));
    assertEquals(List.of(new Placement(0, 0, 3), new Placement(1, 3, 2), new Placement(2, 5, 3)),
        control.handle(0, arrive(0, 1, 2)).started());
  }

  @Test
  void aJobWaitsForABlockNotJustForEnoughFreeServers() {
    // After job 1 (3..4) ends, 2 servers are free: job 3 (4) waits; once job 0 (0..2) ends too,
    // 0..4 is free and it starts at 0.
    JobControl control = new JobControl(8, jobs(3, 2, 3, 4));
    control.handle(0, arrive(0, 1, 2));
    control.handle(5, arrive(3));
    SchedulerOutput one = control.handle(10, finish(1, 2));
    assertEquals(List.of(1), one.ended());
    assertEquals(List.of(), one.started());
    assertEquals(List.of(new Placement(3, 0, 4)), control.handle(20, finish(0, 3)).started());
  }

  @Test
  void aWaitingHeadBlocksLaterJobsThatWouldFit() {
    // Strict FCFS: job 1 (6) cannot start while job 0 holds 4 of 8 servers; job 2 (1 server)
    // arrived after it and waits behind it although servers are free. Job 0 ends: both start.
    JobControl control = new JobControl(8, jobs(4, 6, 1));
    control.handle(0, arrive(0));
    assertEquals(List.of(), control.handle(1, arrive(1, 2)).started());
    assertEquals(List.of(new Placement(1, 0, 6), new Placement(2, 6, 1)), control.handle(2, finish(0, 4)).started());
  }

  @Test
  void theAllocationPolicyDecidesTheServers() {
    // Jobs 0, 1, 2 (2 each) take 0..1, 2..3, 4..5; jobs 0 and 2 end: free {0, 1, 4, 5, 6, 7}.
    // Job 3 (4 tasks): consecutive takes the block 4..7; first-free takes 0, 1, 4, 5.
    for (boolean consecutive : new boolean[] {true, false}) {
      JobPolicies policies = consecutive ? JobPolicies.defaults()
          : new JobPolicies(FirstComeFirstServed::new, FirstFreeAllocation::new, LinearMapping::new);
      JobControl control = new JobControl(8, jobs(2, 2, 2, 4), policies);
      control.handle(0, arrive(0, 1, 2));
      control.handle(1, finish(0, 2));
      control.handle(2, finish(2, 2));
      Placement p = control.handle(3, arrive(3)).started().get(0);
      assertEquals(consecutive ? List.of(4, 5, 6, 7) : List.of(0, 1, 4, 5),
          List.of(p.server(0), p.server(1), p.server(2), p.server(3)));
    }
  }

  @Test
  void aJobLargerThanTheMachineIsRejected() {
    assertThrows(IllegalArgumentException.class, () -> new JobControl(4, jobs(5)));
  }

  @Test
  void aKillTimerIsReportedAndKillsAJobStillRunningWhenItIsDue() {
    // 4 servers, kills on. Jobs with requested times start in the scheduler's timer cycle of their
    // time: job 0 (4 servers, asks 100 ps) arrives at 0, which asks for a decision at 0; it starts
    // then, and the next timer is its kill time 100. Job 1 (2 servers, asks 50) arrives at 10 and
    // waits. At 100 the timer is due: job 0 is killed, job 1 starts on 0..1 with its kill time
    // 150, the next timer.
    List<JobSpec> specs = List.of(JobSpec.scheduled(SmallApplications.staggeredBarrier(4, 1), 0, 4, 100),
        JobSpec.scheduled(SmallApplications.staggeredBarrier(2, 1), 10, 2, 50));
    JobControl control = new JobControl(4, specs,
        new JobPolicies(FirstComeFirstServed::new, ConsecutiveBlockAllocation::new, LinearMapping::new, true));
    SchedulerOutput arrival = control.handle(0, arrive(0));
    assertEquals(List.of(), arrival.started());
    assertEquals(0, arrival.nextTimerPs());
    SchedulerOutput decided = control.handle(0, SchedulerInput.TIMER);
    assertEquals(List.of(new Placement(0, 0, 4)), decided.started());
    assertEquals(100, decided.nextTimerPs());
    assertEquals(10, control.handle(10, arrive(1)).nextTimerPs());
    assertEquals(List.of(), control.handle(10, SchedulerInput.TIMER).started());
    SchedulerOutput due = control.handle(100, SchedulerInput.TIMER);
    assertEquals(List.of(0), due.killed());
    assertEquals(List.of(new Placement(1, 0, 2)), due.started());
    assertEquals(150, due.nextTimerPs());
    // a finish of the killed job's tasks is ignored; job 1 ending at 120 drops its kill timer
    assertEquals(List.of(), control.handle(110, finish(0, 4)).ended());
    SchedulerOutput end = control.handle(120, finish(1, 2));
    assertEquals(List.of(1), end.ended());
    assertEquals(120, end.nextTimerPs());
    assertEquals(Long.MAX_VALUE, control.handle(120, SchedulerInput.TIMER).nextTimerPs());
  }

  @Test
  void withoutKillsARequestedTimeIsOnlyAnEstimate() {
    JobControl control = new JobControl(4, List.of(JobSpec.scheduled(SmallApplications.staggeredBarrier(4, 1), 0, 4, 100)));
    control.handle(0, arrive(0));
    assertEquals(Long.MAX_VALUE, control.handle(0, SchedulerInput.TIMER).nextTimerPs());
  }

  @Test
  void pinnedTasksFollowTheServersTheSchedulerGaveTheOthers() {
    // A machine of 4 servers in a network with more (servers 4.. are, say, devices). Job 0 (2
    // servers) takes 0..1. Job 1: 5 tasks, the last 2 pinned to server 10 + the server of placed
    // task 0 and of placed task 2; its 3 placed tasks on 2 servers map 2 per server (ceil(3/2)):
    // 2, 2, 3. So its tasks run on 2, 2, 3, 12, 13; the scheduler waits for task finishes of all 5.
    PinnedTasks pins = new PinnedTasks() {
      @Override public int tasks() { return 2; }
      @Override public int[] servers(int[] placed) { return new int[] {10 + placed[0], 10 + placed[2]}; }
    };
    List<JobSpec> specs = List.of(new JobSpec(SmallApplications.staggeredBarrier(2, 1), 0),
        JobSpec.scheduled(SmallApplications.staggeredBarrier(5, 1), 0, 2, BatchJob.NO_LIMIT, pins));
    assertEquals(3, specs.get(1).placedTasks());
    assertEquals(2, specs.get(1).tasksPerNode());
    JobControl control = new JobControl(4, specs);
    List<Placement> started = control.handle(0, arrive(0, 1)).started();
    assertEquals(Placement.mapped(1, new int[] {2, 2, 3, 12, 13}), started.get(1));
    assertEquals(List.of(), control.handle(5, finish(1, 4)).ended());
    assertEquals(List.of(1), control.handle(5, new SchedulerInput(List.of(), List.of(), List.of(new SchedulerInput.TaskFinish(1, 4)))).ended());
  }

  @Test
  void aJobCannotPinAllItsTasksOrPinAndNameItsServers() {
    PinnedTasks two = new PinnedTasks() {
      @Override public int tasks() { return 2; }
      @Override public int[] servers(int[] placed) { return new int[] {0, 0}; }
    };
    assertThrows(IllegalArgumentException.class, () -> JobSpec.scheduled(SmallApplications.staggeredBarrier(2, 1), 0, 1, 5, two));
    assertThrows(IllegalArgumentException.class,
        () -> new JobSpec(SmallApplications.staggeredBarrier(3, 1), 0, new int[] {0, 1, 2}, 3, 5, two));
  }
}
