package org.interflow.model.scheduler;

import java.util.ArrayDeque;
import java.util.BitSet;
import java.util.TreeMap;

/**
 * First-come first-served allocation of consecutive servers, one task per server: a job starts on
 * the lowest-numbered block of {@code tasks} consecutive free servers as soon as such a block
 * exists and every job that arrived before it has started; otherwise it waits, in arrival order,
 * until finishing jobs free enough servers (strict FCFS, no backfilling). This is the default
 * allocation of INRFlow's dynamic engine (the "consecutive" mapping of its seed paper).
 *
 * <p>Finding a block is a scan of the free-server bitmap, O(servers / 64 + blocks). Not
 * thread-safe: owned by the Scheduler actor (or the direct runner).
 */
public final class ConsecutiveAllocation {
  private final int servers;
  private final BitSet busy;
  private final ArrayDeque<int[]> waiting = new ArrayDeque<>();
  private final TreeMap<Integer, int[]> running = new TreeMap<>();

  /** A machine of {@code servers} servers, all free. */
  public ConsecutiveAllocation(int servers) {
    if (servers < 1) throw new IllegalArgumentException("a machine needs at least one server, got " + servers);
    this.servers = servers;
    this.busy = new BitSet(servers);
  }

  /** Servers of the machine. */
  public int servers() { return servers; }

  /** Servers currently allocated to running jobs. */
  public int busyServers() { return busy.cardinality(); }

  /** Jobs submitted and not started yet. */
  public int waitingJobs() { return waiting.size(); }

  /**
   * Queues job {@code job} needing {@code tasks} servers behind every job submitted before it.
   *
   * @throws IllegalArgumentException if the job can never fit (more tasks than servers, or none)
   */
  public void submit(int job, int tasks) {
    if (tasks < 1 || tasks > servers) {
      throw new IllegalArgumentException("job " + job + " needs " + tasks + " servers; the machine has " + servers);
    }
    waiting.addLast(new int[] {job, tasks});
  }

  /**
   * Starts the job at the head of the queue if a block of consecutive free servers fits it.
   *
   * @return {@code {job, firstServer}}, or null when the queue is empty or its head must wait
   */
  public int[] startNext() {
    int[] head = waiting.peekFirst();
    if (head == null) return null;
    int first = lowestFreeBlock(head[1]);
    if (first < 0) return null;
    waiting.removeFirst();
    busy.set(first, first + head[1]);
    running.put(head[0], new int[] {first, head[1]});
    return new int[] {head[0], first};
  }

  /** Frees the servers of running job {@code job}. */
  public void release(int job) {
    int[] block = running.remove(job);
    if (block == null) throw new IllegalArgumentException("job " + job + " is not running");
    busy.clear(block[0], block[0] + block[1]);
  }

  /** Lowest first server of {@code size} consecutive free servers, or -1. */
  private int lowestFreeBlock(int size) {
    int start = busy.nextClearBit(0);
    while (start + size <= servers) {
      int nextBusy = busy.nextSetBit(start);
      if (nextBusy < 0 || nextBusy >= start + size) return start;
      start = busy.nextClearBit(nextBusy);
    }
    return -1;
  }
}
