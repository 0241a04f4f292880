package org.interflow.model.scheduler;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Backfilling with a reservation depth k: the first k queued jobs (in submission order) hold
 * reservations, planned start times that later jobs may never delay; every other job starts now
 * only if it fits in the free nodes until its requested time ends without touching a reservation.
 * The depth spans the classic policies: 0 = no reservations (any job that fits starts: first fit,
 * which can starve wide jobs), 1 = EASY (the schedule of {@link EasyBackfilling}, reached through a
 * profile), {@link #ALL} = conservative backfilling, where every queued job holds a reservation
 * (Mu'alem and Feitelson, IEEE TPDS 12(6), 2001, section 2; Srinivasan et al., "Selective
 * reservation strategies for backfill job scheduling", JSSPP 2002).
 *
 * <p>Outline. An {@link AvailabilityProfile} holds the running jobs' estimated ends and the
 * reservations. Each call goes through the queue in order: a job holding a reservation, or the
 * next one while fewer than k do, starts if its planned start is now and the allocation policy
 * places it; any other job starts now if it fits the profile until its requested end. When a job
 * ended before its estimate (or after it, when jobs are not killed), the plan is compressed first: the profile is rebuilt, and each
 * reserved job in turn takes out its reservation and is re-planned at the earliest start the
 * profile allows, which, with every other reservation in place, is never later than before.
 *
 * <p>Between calls the plan is kept, and only what changed is gone through: after submissions
 * alone, the new jobs (every older one still has its reservation, or still does not fit: time
 * only moves its window onto busier parts of the profile); after ends at the estimated time, or at
 * a planned start, the whole queue without compression. A planned start need not fall on an end
 * (it may follow another reservation), so each call asks to be woken at the earliest one. Reservations count nodes, not which ones: under consecutive
 * allocation a reserved job whose time has come waits when no block is free, and the next call
 * re-plans. Cost per call: O(n b) for n jobs gone through and b profile breakpoints (b &le; 1 +
 * running jobs + 2 x reservations), plus O(b log b) to rebuild.
 */
public final class ReservationBackfilling implements SelectionPolicy {
  /** The depth at which every queued job holds a reservation (conservative backfilling). */
  public static final int ALL = Integer.MAX_VALUE;

  private final int depth;
  /** Planned start of each queued job holding a reservation, by id (looked up, never iterated). */
  private final Map<Integer, Long> reservations = new HashMap<>();
  /** The running jobs' ends and the reservations, kept from one call to the next; null before the first. */
  private AvailabilityProfile profile;
  /** A reserved job could not start at its time (no nodes of its shape): re-plan at the next call. */
  private boolean stale;
  /** The earliest planned start after the previous call's time (a wake-up was asked for it). */
  private long nextPlanned = BatchJob.NO_LIMIT;

  /** @param depth queued jobs holding reservations: 0, 1, 2, ... or {@link #ALL} */
  public ReservationBackfilling(int depth) {
    if (depth < 0) throw new IllegalArgumentException("reservation depth must not be negative, got " + depth);
    this.depth = depth;
  }

  /** Queued jobs holding reservations. */
  public int depth() { return depth; }

  @Override
  public void select(SchedulingContext context) {
    long now = context.now();
    List<BatchJob> queue = context.queue();
    boolean overrun = context.runningPastEstimate() > 0;
    boolean compress = profile == null || stale || overrun || context.endedOffEstimateSinceLastCall() > 0;
    if (compress) profile = rebuild(context, queue);
    else profile.dropBefore(now);
    stale = false;
    boolean due = nextPlanned <= now;
    int from = compress || due || context.endedSinceLastCall() > 0 ? 0 : queue.size() - context.submittedSinceLastCall();
    int held = from == 0 ? 0 : reservations.size();
    for (BatchJob job : List.copyOf(queue.subList(from, queue.size()))) {
      Long planned = reservations.get(job.id());
      if (planned != null || held < depth) {
        long start;
        if (planned != null && !compress) {
          start = planned;
        } else if (planned == null) {
          start = profile.earliestStart(now, job.nodes(), job.requested());
          reserve(job, start, -1);
        } else {
          // compression: re-planned as if its own reservation were out of the profile; moved only if earlier
          long old = Math.max(planned, now);
          long end = job.limit(old);
          // while its slot still holds it can only move earlier: searched before it (a slot delayed
          // to now, or crossed by an overrun, may not hold: then searched from now on)
          long before = profile.holds(old, end) ? old : BatchJob.NO_LIMIT;
          start = profile.earliestStart(now, before, job.nodes(), job.requested(), old, end, job.nodes());
          if (start != old) {
            reserve(job, old, +1);
            reserve(job, start, -1);
          }
        }
        if (start == now) {
          if (context.start(job)) {
            reservations.remove(job.id());
            continue;
          }
          stale = true;
        }
        reservations.put(job.id(), start);
        held++;
      } else if (profile.fits(now, job.nodes(), job.requested()) && context.start(job)) {
        reserve(job, now, -1);
      }
    }
    // the next planned start need not fall on an end: ask to be called then (unless a job runs
    // past its estimate: the plan is provisional until it ends, and its end calls anyway)
    nextPlanned = BatchJob.NO_LIMIT;
    for (long planned : reservations.values()) if (planned > now) nextPlanned = Math.min(nextPlanned, planned);
    if (nextPlanned != BatchJob.NO_LIMIT && !overrun) context.wakeUpAt(nextPlanned);
  }

  /** The profile of the running jobs' estimated ends and the queued jobs' reservations (clamped to now). */
  private AvailabilityProfile rebuild(SchedulingContext context, List<BatchJob> queue) {
    long now = context.now();
    int steps = context.runningJobs() + 2 * reservations.size();
    long[] times = new long[steps];
    int[] deltas = new int[steps];
    int n = 0;
    for (int i = 0; i < context.runningJobs(); i++) {
      times[n] = context.estimatedEnd(i);
      deltas[n++] = context.runningNodes(i);
    }
    for (BatchJob job : queue) {
      Long planned = reservations.get(job.id());
      if (planned == null || planned == BatchJob.NO_LIMIT) continue;
      long start = Math.max(planned, now);
      times[n] = start;
      deltas[n++] = -job.nodes();
      times[n] = job.limit(start);
      deltas[n++] = job.nodes();
    }
    return AvailabilityProfile.of(now, context.freeNodes(), times, deltas, n);
  }

  /** Adds ({@code sign} +1) or takes (-1) the job's nodes over [start, start + requested). */
  private void reserve(BatchJob job, long start, int sign) {
    profile.add(start, job.limit(start), sign * job.nodes());
  }
}
