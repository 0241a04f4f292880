package org.interflow.engine.schedule;

/** Where a scheduled run reports how far it got (a progress line on long runs). */
@FunctionalInterface
public interface ScheduleProgress {
  /** Nothing is reported. */
  ScheduleProgress NONE = (ended, now) -> {};

  /** {@code ended} jobs have ended by simulated time {@code now} (ticks). Called often: keep it cheap. */
  void update(int ended, long now);
}
