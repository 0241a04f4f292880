package org.interflow.engine.dynamic;

import java.util.PriorityQueue;

/**
 * The timers tasks asked for (ends of compute periods), in canonical order: by time, then server,
 * then the sequence number the calendar gave the timer when it was set (which follows the
 * canonical order of the actions that set them). Insertion and removal are O(log n). Not
 * thread-safe: owned by the coordinator.
 */
public final class EventCalendar {
  /** A timer: at {@code timePs}, task {@code task} of job {@code job} on {@code server} gets ComputeDone(tag). */
  public record Timer(long timePs, int server, long sequence, int job, int task, long tag)
      implements Comparable<Timer> {
    @Override
    public int compareTo(Timer o) {
      if (timePs != o.timePs) return Long.compare(timePs, o.timePs);
      if (server != o.server) return Integer.compare(server, o.server);
      return Long.compare(sequence, o.sequence);
    }
  }

  private final PriorityQueue<Timer> timers = new PriorityQueue<>();
  private long nextSequence;

  /** Sets a timer. */
  public void add(long timePs, int server, int job, int task, long tag) {
    timers.add(new Timer(timePs, server, nextSequence++, job, task, tag));
  }

  /** Time of the earliest timer, or {@link Long#MAX_VALUE} when there is none. */
  public long nextTimePs() {
    Timer first = timers.peek();
    return first == null ? Long.MAX_VALUE : first.timePs();
  }

  /** Removes and returns the earliest timer if it is due at or before {@code atPs}, else null. */
  public Timer pollDue(long atPs) {
    Timer first = timers.peek();
    return first != null && first.timePs() <= atPs ? timers.poll() : null;
  }

  /** Timers set and not yet due. */
  public int size() { return timers.size(); }
}
