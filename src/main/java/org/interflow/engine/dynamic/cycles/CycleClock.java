package org.interflow.engine.dynamic.cycles;

import java.util.Arrays;
import org.interflow.engine.dynamic.events.EventCalendar;
import org.interflow.engine.dynamic.events.ServerBatches;
import org.interflow.engine.dynamic.events.TaskEvents;
import org.interflow.engine.dynamic.jobs.Placement;
import org.interflow.model.units.TimeHorizonException;
import org.interflow.model.units.TimeScale;

/**
 * Virtual time and the task events waiting for the next delta cycle: the clock and its counters,
 * the timer calendar, and the pending events, each for its server, which {@link #takeBatches()}
 * groups by server into the next cycle's {@link ServerBatches}.
 *
 * <p>Grouping keeps each server's events in the order they were added (a stable counting sort on
 * the servers' slots, O(events + servers of the cycle)); servers come out increasing. Not
 * thread-safe: owned by {@link DeltaCycles}.
 */
public final class CycleClock {
  private final EventCalendar calendar = new EventCalendar();
  private final int[] serverStamp;
  private final int[] serverSlot;
  private long nowPs = -1;
  private long timeSteps;
  private long cycles;
  private TaskEvents pending = new TaskEvents();
  private int[] pendingServers = new int[64];
  // scratch of takeBatches: distinct servers, per-slot starts, event order
  private int[] cycleServers = new int[16];
  private int[] slotStart = new int[17];
  private int[] order = new int[64];

  /** A clock for a network of {@code servers} servers, before time 0. */
  public CycleClock(int servers) {
    serverStamp = new int[servers];
    serverSlot = new int[servers];
    Arrays.fill(serverStamp, -1);
  }

  /** Servers of the network. */
  public int servers() { return serverStamp.length; }

  /** Current simulated time in picoseconds (-1 before the first cycle). */
  public long nowPs() { return nowPs; }

  /** Distinct times the clock stood at so far. */
  public long timeSteps() { return timeSteps; }

  /** Batches taken so far (one per delta cycle). */
  public long cycles() { return cycles; }

  /** True when task events wait for the next cycle. */
  public boolean hasEvents() { return pending.size() > 0; }

  /** Time of the earliest timer, {@link Long#MAX_VALUE} when none is set. */
  public long nextTimerPs() { return calendar.nextTimePs(); }

  /**
   * Moves the clock to {@code timePs}, a new time step.
   *
   * @throws IllegalArgumentException if {@code timePs} is not after the current time
   */
  public void advanceTo(long timePs) {
    if (timePs <= nowPs) throw new IllegalArgumentException("time " + timePs + " is not after " + nowPs);
    nowPs = timePs;
    timeSteps++;
  }

  /**
   * Sets a timer {@code durationPs} (not negative) from now: ComputeDone({@code tag}) for the task
   * when it fires.
   *
   * @throws TimeHorizonException when it would fire past the clock's horizon ({@link TimeScale#LAST_TICK})
   */
  public void addTimer(long durationPs, int server, int job, int task, long tag) {
    long atPs = nowPs + durationPs;
    if (atPs > TimeScale.LAST_TICK || atPs < nowPs) {  // the second: the sum overflowed
      throw new TimeHorizonException(TimeScale.PICOSECONDS.seconds(nowPs) + TimeScale.PICOSECONDS.seconds(durationPs),
          TimeScale.PICOSECONDS, "the end of a compute of task " + task + " of job " + job + " on server " + server);
    }
    calendar.add(atPs, server, job, task, tag);
  }

  /** Drops every timer of job {@code job} (killed). */
  public void dropTimers(int job) { calendar.removeJob(job); }

  /** Turns every timer due now into a ComputeDone event, in calendar order. */
  public void fireDueTimers() {
    for (EventCalendar.Timer timer = calendar.pollDue(nowPs); timer != null; timer = calendar.pollDue(nowPs)) {
      addEvent(timer.server(), TaskEvents.COMPUTE_DONE, timer.job(), timer.task(), 0, timer.tag(), 0);
    }
  }

  /** Adds an event for a task on {@code server} to the next cycle (see {@link TaskEvents#add}). */
  public void addEvent(int server, byte kind, int job, int task, int source, long tag, long value) {
    notePending(server);
    pending.add(kind, job, task, source, tag, value);
  }

  /** Adds the start of task {@code task} of the job placed at {@code placement} (on its server) to the next cycle. */
  public void addStart(int task, Placement placement) {
    notePending(placement.server(task));
    pending.addStart(task, placement);
  }

  /** The pending events grouped by server, servers increasing, order kept within each; nothing is pending afterwards. */
  public ServerBatches takeBatches() {
    int stamp = (int) cycles++;
    int n = pending.size();
    int distinct = 0;
    for (int i = 0; i < n; i++) {
      int s = pendingServers[i];
      if (serverStamp[s] != stamp) {
        serverStamp[s] = stamp;
        if (distinct == cycleServers.length) cycleServers = Arrays.copyOf(cycleServers, 2 * distinct);
        cycleServers[distinct++] = s;
      }
    }
    if (distinct == 0) return ServerBatches.empty();
    if (slotStart.length < distinct + 1) slotStart = new int[2 * distinct + 1];
    slotStart[0] = 0;
    if (distinct == 1) {  // already grouped: the pending events become the batch
      slotStart[1] = n;
      ServerBatches batches = new ServerBatches(cycleServers, slotStart, 1, pending);
      pending = new TaskEvents(n);
      return batches;
    }
    Arrays.sort(cycleServers, 0, distinct);
    if (order.length < n) order = new int[Math.max(n, 2 * order.length)];
    Arrays.fill(slotStart, 0, distinct + 1, 0);
    for (int i = 0; i < distinct; i++) serverSlot[cycleServers[i]] = i;
    for (int i = 0; i < n; i++) slotStart[serverSlot[pendingServers[i]] + 1]++;
    for (int i = 0; i < distinct; i++) slotStart[i + 1] += slotStart[i];
    // slotStart[slot] moves on as the slot's events are placed, so keep the starts first
    int[] start = Arrays.copyOf(slotStart, distinct + 1);
    for (int i = 0; i < n; i++) order[slotStart[serverSlot[pendingServers[i]]]++] = i;
    TaskEvents grouped = new TaskEvents(n);
    for (int i = 0; i < n; i++) grouped.add(pending, order[i]);
    pending.clear();
    return new ServerBatches(cycleServers, start, distinct, grouped);
  }

  private void notePending(int server) {
    int n = pending.size();
    if (n == pendingServers.length) pendingServers = Arrays.copyOf(pendingServers, 2 * n);
    pendingServers[n] = server;
  }
}
