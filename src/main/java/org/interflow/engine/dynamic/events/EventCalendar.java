package org.interflow.engine.dynamic.events;

import java.util.Arrays;

/**
 * The timers tasks asked for (ends of compute periods), in canonical order: by time, then server,
 * then the sequence number the calendar gave the timer when it was set (which follows the
 * canonical order of the actions that set them). That order is total, so which timer leaves first
 * never depends on how the heap is laid out.
 *
 * <p>A binary min-heap over parallel primitive arrays (a slot per timer, the heap holding slot
 * numbers), so setting a timer allocates nothing once the arrays have grown; insertion and removal
 * are O(log n). Not thread-safe: owned by the coordinator.
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

  // per slot (a slot is free once its timer left; free slots are stacked for reuse)
  private long[] time = new long[64];
  private int[] server = new int[64];
  private long[] sequence = new long[64];
  private int[] job = new int[64];
  private int[] task = new int[64];
  private long[] tag = new long[64];
  private int[] freeSlots = new int[64];
  private int free;
  private int slots;
  // heap[0..size) holds slots, heap[0] the earliest timer
  private int[] heap = new int[64];
  private int size;
  private long nextSequence;

  /** Sets a timer. */
  public void add(long timePs, int server, int job, int task, long tag) {
    int slot;
    if (free > 0) {
      slot = freeSlots[--free];
    } else {
      slot = slots++;
      if (slot == time.length) growSlots();
    }
    this.time[slot] = timePs;
    this.server[slot] = server;
    this.sequence[slot] = nextSequence++;
    this.job[slot] = job;
    this.task[slot] = task;
    this.tag[slot] = tag;
    if (size == heap.length) heap = Arrays.copyOf(heap, 2 * size);
    siftUp(size++, slot);
  }

  /** Time of the earliest timer, or {@link Long#MAX_VALUE} when there is none. */
  public long nextTimePs() {
    return size == 0 ? Long.MAX_VALUE : time[heap[0]];
  }

  /** Removes and returns the earliest timer if it is due at or before {@code atPs}, else null. */
  public Timer pollDue(long atPs) {
    if (size == 0 || time[heap[0]] > atPs) return null;
    int slot = heap[0];
    Timer timer = new Timer(time[slot], server[slot], sequence[slot], job[slot], task[slot], tag[slot]);
    int last = heap[--size];
    if (size > 0) siftDown(0, last);
    if (free == freeSlots.length) freeSlots = Arrays.copyOf(freeSlots, 2 * free);
    freeSlots[free++] = slot;
    return timer;
  }

  /**
   * Drops every timer of job {@code job} (a killed job's); the others keep their order, which is
   * total, so the heap's new layout changes nothing observable. O(timers).
   */
  public void removeJob(int job) {
    int kept = 0;
    for (int i = 0; i < size; i++) {
      int slot = heap[i];
      if (this.job[slot] == job) {
        if (free == freeSlots.length) freeSlots = Arrays.copyOf(freeSlots, 2 * free);
        freeSlots[free++] = slot;
      } else {
        heap[kept++] = slot;
      }
    }
    size = kept;
    for (int i = (size >>> 1) - 1; i >= 0; i--) siftDown(i, heap[i]);
  }

  /** Timers set and not yet due. */
  public int size() { return size; }

  /** Whether the timer in slot {@code a} leaves before the one in slot {@code b}. */
  private boolean before(int a, int b) {
    if (time[a] != time[b]) return time[a] < time[b];
    if (server[a] != server[b]) return server[a] < server[b];
    return sequence[a] < sequence[b];
  }

  private void siftUp(int i, int slot) {
    while (i > 0) {
      int parent = (i - 1) >>> 1;
      int p = heap[parent];
      if (!before(slot, p)) break;
      heap[i] = p;
      i = parent;
    }
    heap[i] = slot;
  }

  private void siftDown(int i, int slot) {
    int half = size >>> 1;
    while (i < half) {
      int child = 2 * i + 1;
      int c = heap[child];
      int right = child + 1;
      if (right < size && before(heap[right], c)) {
        child = right;
        c = heap[child];
      }
      if (!before(c, slot)) break;
      heap[i] = c;
      i = child;
    }
    heap[i] = slot;
  }

  private void growSlots() {
    int n = 2 * time.length;
    time = Arrays.copyOf(time, n);
    server = Arrays.copyOf(server, n);
    sequence = Arrays.copyOf(sequence, n);
    job = Arrays.copyOf(job, n);
    task = Arrays.copyOf(task, n);
    tag = Arrays.copyOf(tag, n);
  }
}
