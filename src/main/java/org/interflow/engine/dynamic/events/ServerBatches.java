package org.interflow.engine.dynamic.events;

import java.util.Arrays;

/**
 * One delta cycle's task events grouped by server: the servers that take part, increasing, and
 * for each one its events in canonical order, a run of one shared {@link TaskEvents}. Immutable
 * (the events are frozen, the arrays private copies), so the direct runner reads it in place and
 * the actor runtime sends {@link #slice slices} of it to the ComputeNodes as they are.
 */
public final class ServerBatches {
  private static final ServerBatches EMPTY = new ServerBatches(new int[0], new int[] {0}, 0, new TaskEvents(0));

  private final int[] servers;
  private final int[] start;
  private final TaskEvents events;

  /**
   * Servers {@code servers[0..count)} (increasing), those of server {@code servers[i]} being
   * events {@code start[i]} to {@code start[i + 1]} (exclusive) of {@code events}, which this
   * freezes. The arrays are copied.
   *
   * @throws IllegalArgumentException if the servers do not increase or the runs do not fit the events
   */
  public ServerBatches(int[] servers, int[] start, int count, TaskEvents events) {
    this.servers = Arrays.copyOf(servers, count);
    this.start = Arrays.copyOf(start, count + 1);
    this.events = events.freeze();
    for (int i = 0; i < count; i++) {
      if ((i > 0 && servers[i] <= servers[i - 1]) || start[i] > start[i + 1]) {
        throw new IllegalArgumentException("server batches must be increasing runs, at " + i);
      }
    }
    if (start[0] < 0 || start[count] > events.size()) {
      throw new IllegalArgumentException("batches " + start[0] + ".." + start[count] + " outside " + events.size()
          + " events");
    }
  }

  /** No server, no event. */
  public static ServerBatches empty() { return EMPTY; }

  /** Every event of {@code events} for server {@code server}. */
  public static ServerBatches single(int server, TaskEvents events) {
    return new ServerBatches(new int[] {server}, new int[] {0, events.size()}, 1, events);
  }

  /** Servers that take part. */
  public int size() { return servers.length; }

  /** The {@code i}-th server (increasing in {@code i}). */
  public int server(int i) { return servers[i]; }

  /** The shared events (frozen). */
  public TaskEvents events() { return events; }

  /** Where the {@code i}-th server's events begin in {@link #events()}. */
  public int from(int i) { return start[i]; }

  /** Where the {@code i}-th server's events end (exclusive) in {@link #events()}. */
  public int to(int i) { return start[i + 1]; }

  /** Servers {@code from} to {@code to} (exclusive) with their events; shares the events. */
  public ServerBatches slice(int from, int to) {
    return new ServerBatches(Arrays.copyOfRange(servers, from, to), Arrays.copyOfRange(start, from, to + 1), to - from,
        events);
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder("{");
    for (int i = 0; i < servers.length; i++) {
      sb.append(i == 0 ? "" : "; ").append(servers[i]).append(": ");
      for (int e = start[i]; e < start[i + 1]; e++) sb.append(e == start[i] ? "" : ", ").append(events.describe(e));
    }
    return sb.append('}').toString();
  }
}
