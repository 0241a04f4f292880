package org.interflow.model.scheduler;

import java.util.List;

/**
 * First-come first-served (FCFS): jobs start strictly in submission order; when the job at the
 * head of the queue cannot start, every job behind it waits, even if it would fit (INRFlow,
 * section 3.4). O(1) per call plus the starts.
 */
public final class FirstComeFirstServed implements SelectionPolicy {
  @Override
  public void select(SchedulingContext context) {
    List<BatchJob> queue = context.queue();
    while (!queue.isEmpty() && context.start(queue.get(0))) {
      // the started job has left the queue: its successor is the new head
    }
  }
}
