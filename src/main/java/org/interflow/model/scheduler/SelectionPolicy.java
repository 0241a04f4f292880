package org.interflow.model.scheduler;

/**
 * Job selection, the first stage of a batch scheduler (INRFlow, section 3.4): which queued jobs
 * start now. A policy sees the queue, the free nodes and the running jobs' estimated ends through
 * a {@link SchedulingContext}, and starts jobs by asking the context, which allocates their nodes
 * (and may refuse when the allocation policy finds no nodes of the shape it wants). A policy may
 * keep state from one call to the next (reservations); it is owned by one scheduler.
 */
public interface SelectionPolicy {
  /**
   * Starts the jobs this policy picks at {@link SchedulingContext#now()}, in the order it picks
   * them. Called once per event time, after that time's submissions and ends.
   */
  void select(SchedulingContext context);
}
