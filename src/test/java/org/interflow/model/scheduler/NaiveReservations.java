package org.interflow.model.scheduler;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * A second, deliberately plain implementation of reservation-depth backfilling, the test oracle of
 * {@link ReservationBackfilling}: no profile object and no incremental shortcut. Each call walks
 * the whole queue; free nodes at a time are summed over every running job and reservation; a
 * start is tried at now and at every later interval end point. Compression (re-planning each
 * reserved job in queue order, its own reservation left out) happens when a job ended at another
 * time than its estimate, a running job is past its estimate, or a reserved job could not start at
 * its time. It asks to be woken at the earliest planned start (unless a job is past its estimate).
 * O(q^2 (q + r)) per call: for small job sets only.
 */
final class NaiveReservations implements SelectionPolicy {
  private final int depth;
  private final Map<Integer, Long> planned = new HashMap<>();
  private final Map<Integer, BatchJob> byId = new HashMap<>();
  private boolean first = true;
  private boolean stale;

  NaiveReservations(int depth) { this.depth = depth; }

  @Override
  public void select(SchedulingContext c) {
    long now = c.now();
    boolean overrun = c.runningPastEstimate() > 0;
    boolean compress = first || stale || overrun || c.endedOffEstimateSinceLastCall() > 0;
    first = false;
    stale = false;
    List<long[]> busy = new ArrayList<>(); // {from, to, nodes}: running jobs from now to their estimated ends
    for (int i = 0; i < c.runningJobs(); i++) busy.add(new long[] {now, c.estimatedEnd(i), c.runningNodes(i)});
    int held = 0;
    for (BatchJob job : List.copyOf(c.queue())) {
      byId.put(job.id(), job);
      Long start = planned.get(job.id());
      if (start != null || held < depth) {
        long s = start != null && !compress ? start : earliest(c, busy, job, now);
        if (s == now && c.start(job)) {
          planned.remove(job.id());
          busy.add(new long[] {now, job.limit(now), job.nodes()});
          continue;
        }
        if (s == now) stale = true;
        planned.put(job.id(), s);
        held++;
      } else if (earliest(c, busy, job, now) == now && c.start(job)) {
        busy.add(new long[] {now, job.limit(now), job.nodes()});
      }
    }
    long next = Long.MAX_VALUE;
    for (long p : planned.values()) if (p > now) next = Math.min(next, p);
    if (next != Long.MAX_VALUE && next != BatchJob.NO_LIMIT && !overrun) c.wakeUpAt(next);
  }

  /** The earliest start from now of {@code job}, every reservation but its own in place. */
  private long earliest(SchedulingContext c, List<long[]> busy, BatchJob job, long now) {
    List<long[]> intervals = new ArrayList<>(busy);
    for (Map.Entry<Integer, Long> e : planned.entrySet()) {
      if (e.getKey() == job.id()) continue;
      BatchJob other = byId.get(e.getKey());
      long s = Math.max(e.getValue(), now);
      intervals.add(new long[] {s, other.limit(s), other.nodes()});
    }
    TreeSet<Long> candidates = new TreeSet<>();
    candidates.add(now);
    for (long[] iv : intervals) if (iv[1] > now && iv[1] != BatchJob.NO_LIMIT) candidates.add(iv[1]);
    for (long t : candidates) {
      long end = job.limit(t);
      boolean fits = true;
      TreeSet<Long> points = new TreeSet<>();
      points.add(t);
      for (long[] iv : intervals) if (iv[0] > t && iv[0] < end) points.add(iv[0]);
      for (long p : points) {
        long used = 0;
        for (long[] iv : intervals) if (iv[0] <= p && p < iv[1]) used += iv[2];
        if (c.totalNodes() - used < job.nodes()) fits = false;
      }
      if (fits) return t;
    }
    return BatchJob.NO_LIMIT;
  }
}
