package org.interflow.model.scheduler;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The scheduler's event protocol, driven by hand (times in ticks). */
class BatchSchedulerTest {
  private static BatchScheduler fcfs(int nodes, boolean kill) {
    return new BatchScheduler(nodes, new FirstComeFirstServed(), new FirstFreeAllocation(), new LinearMapping(), kill);
  }

  @Test
  void aStartComesWithItsKillTimerAtStartPlusRequested() {
    BatchScheduler s = fcfs(4, true);
    s.submit(new BatchJob(0, 3, 2, 100));
    List<SchedulingDecision> d = s.schedule(3);
    assertEquals(2, d.size());
    SchedulingDecision.StartJob start = assertInstanceOf(SchedulingDecision.StartJob.class, d.get(0));
    assertEquals(0, start.job());
    assertEquals(3, start.at());
    assertArrayEquals(new int[] {0, 1}, start.nodes());
    SchedulingDecision.KillTimer kill = assertInstanceOf(SchedulingDecision.KillTimer.class, d.get(1));
    assertEquals(103, kill.killAt());
  }

  @Test
  void withoutKillingOrWithoutARequestThereIsNoTimer() {
    BatchScheduler s = fcfs(4, false);
    s.submit(new BatchJob(0, 0, 2, 100));
    assertEquals(1, s.schedule(0).size());
    BatchScheduler t = fcfs(4, true);
    t.submit(new BatchJob(0, 0, 2, BatchJob.NO_LIMIT));
    assertEquals(1, t.schedule(0).size());
  }

  @Test
  void tasksAreMappedOntoTheJobsNodes() {
    BatchScheduler s = fcfs(8, true);
    s.submit(new BatchJob(0, 0, 1, 10));
    s.submit(new BatchJob(1, 0, 3, 10));
    s.schedule(0);
    // job 1 holds nodes 1, 2, 3: 5 tasks at 2 per node -> 1, 1, 2, 2, 3
    assertArrayEquals(new int[] {1, 1, 2, 2, 3}, s.taskNodes(1, 5, 2));
  }

  @Test
  void theHistorySamplesTheMachineAfterEachEventTime() {
    BatchScheduler s = fcfs(4, true);
    s.submit(new BatchJob(0, 0, 4, 10));
    s.schedule(0);
    s.submit(new BatchJob(1, 2, 1, 10));
    s.schedule(2);
    s.jobEnded(5, 0);
    s.schedule(5);
    ScheduleHistory h = s.history();
    assertEquals(3, h.samples());
    assertArrayEquals(new long[] {0, 2, 5}, new long[] {h.sampleTime(0), h.sampleTime(1), h.sampleTime(2)});
    assertArrayEquals(new int[] {4, 4, 1}, new int[] {h.busyNodes(0), h.busyNodes(1), h.busyNodes(2)});
    assertArrayEquals(new int[] {0, 1, 0}, new int[] {h.queuedJobs(0), h.queuedJobs(1), h.queuedJobs(2)});
    assertEquals(JobStatus.COMPLETED, h.status(0));
    assertEquals(5, h.end(0));
  }

  @Test
  void wrongEventsAreRefused() {
    BatchScheduler s = fcfs(4, true);
    assertThrows(IllegalArgumentException.class, () -> s.submit(new BatchJob(0, 0, 5, 10)), "wider than the machine");
    s.submit(new BatchJob(0, 5, 2, 10));
    assertThrows(IllegalArgumentException.class, () -> s.submit(new BatchJob(0, 5, 2, 10)), "same id twice");
    assertThrows(IllegalArgumentException.class, () -> s.schedule(4), "time goes backwards");
    assertThrows(IllegalArgumentException.class, () -> s.jobEnded(6, 0), "not running yet");
    s.schedule(5);
    assertThrows(IllegalArgumentException.class, () -> s.jobKilled(10, 0), "killed before its time");
    assertThrows(IllegalArgumentException.class, () -> s.jobEnded(16, 0), "ends after its kill time");
    s.jobKilled(15, 0);
    assertEquals(JobStatus.KILLED, s.history().status(0));
  }
}
