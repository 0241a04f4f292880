package org.interflow.engine.dynamic.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;
import java.util.SplittableRandom;
import org.interflow.engine.dynamic.events.EventCalendar;
import org.interflow.engine.dynamic.jobs.JobSpec;
import org.interflow.engine.dynamic.results.SimulationResult;
import org.interflow.engine.dynamic.results.TaskInterval;
import org.junit.jupiter.api.Test;

/**
 * Turning interval recording off changes nothing but the interval list; the calendar and the
 * interval order are checked against a second, plain method (a {@link PriorityQueue} and a
 * comparison sort).
 */
class RecordIntervalsTest {
  @Test
  void aRunWithoutIntervalsHasTheSameOutcomeAndNoIntervals() {
    // 16 tasks exchanging random 1000-byte messages after random computes of up to 3 us
    SimulationSpec spec = Scenarios.star(16, 1_000, 80,
        new JobSpec(SmallApplications.randomAllToAll(16, 1000, 3_000_000), 0));
    SimulationResult on = DirectSimulation.run(spec);
    SimulationResult off = DirectSimulation.run(spec.withRecordIntervals(false));
    assertEquals(List.of(), off.intervals());
    assertEquals(on.makespanPs(), off.makespanPs());
    assertEquals(on.events(), off.events());
    assertEquals(on.deltaCycles(), off.deltaCycles());
    assertEquals(on.flowOutcomes(), off.flowOutcomes());
    assertEquals(on.jobs(), off.jobs());
  }

  @Test
  void intervalsComeByJobThenTaskThenStartAsAComparisonSortPutsThem() {
    // the runner's counting sort against List.sort on (job, task, start); every task has a
    // compute span and a communicate span at least, so there is something to order
    SimulationSpec spec = Scenarios.star(16, 1_000, 80,
        new JobSpec(SmallApplications.randomAllToAll(16, 1000, 3_000_000), 0),
        new JobSpec(SmallApplications.randomAllToAll(8, 500, 2_000_000), 5));
    List<TaskInterval> intervals = DirectSimulation.run(spec).intervals();
    List<TaskInterval> sorted = new ArrayList<>(intervals);
    sorted.sort(Comparator.comparingInt(TaskInterval::job).thenComparingInt(TaskInterval::task)
        .thenComparingLong(TaskInterval::startPs));
    assertEquals(sorted, intervals);
    assertEquals(true, intervals.size() >= 2 * 24, "spans: " + intervals.size());
  }

  @Test
  void theCalendarPollsTimersInTheOrderAPriorityQueueOfTimersGives() {
    // 2000 timers on few times and servers (many ties), interleaved with polls; the reference
    // is a PriorityQueue of Timer records ordered by their compareTo (time, server, sequence)
    EventCalendar calendar = new EventCalendar();
    PriorityQueue<EventCalendar.Timer> reference = new PriorityQueue<>();
    SplittableRandom random = new SplittableRandom(7);
    long sequence = 0;
    long now = 0;
    for (int i = 0; i < 2000; i++) {
      long time = now + random.nextInt(5);
      int server = random.nextInt(4);
      calendar.add(time, server, 0, i, i);
      reference.add(new EventCalendar.Timer(time, server, sequence++, 0, i, i));
      if (random.nextInt(3) == 0) {
        now += random.nextInt(3);
        for (EventCalendar.Timer t = calendar.pollDue(now); t != null; t = calendar.pollDue(now)) {
          assertEquals(reference.poll(), t);
        }
        assertEquals(reference.isEmpty() || reference.peek().timePs() > now, true);
      }
    }
    assertEquals(reference.size(), calendar.size());
    for (EventCalendar.Timer t = calendar.pollDue(Long.MAX_VALUE); t != null; t = calendar.pollDue(Long.MAX_VALUE)) {
      assertEquals(reference.poll(), t);
    }
    assertEquals(0, reference.size());
  }
}
