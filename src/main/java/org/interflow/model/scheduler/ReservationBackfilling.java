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
 * <p>Outline of one call, over an {@link AvailabilityProfile} of the running jobs' estimated ends
 * and the reservations already held:
 * <ol>
 *   <li>go through the queue in order; while fewer than k jobs hold reservations, the job takes
 *       out its own reservation and is re-planned at the earliest start the profile allows (the
 *       compression step: with every other reservation in place, that is never later than before
 *       unless a job outran its estimate); if that start is now and the allocation policy places
 *       it, it starts;</li>
 *   <li>any other job starts now if it fits the profile from now to its requested end.</li>
 * </ol>
 * Reservations count nodes, not which ones: under consecutive allocation a reserved job whose time
 * has come waits when no block is free, keeping its reservation. Cost per call: O(q b) for a queue
 * of q jobs and b profile breakpoints (b &le; 1 + running jobs + 2 x reservations).
 */
public final class ReservationBackfilling implements SelectionPolicy {
  /** The depth at which every queued job holds a reservation (conservative backfilling). */
  public static final int ALL = Integer.MAX_VALUE;

  private final int depth;
  /** Planned start of each job holding a reservation, by id (looked up, never iterated). */
  private Map<Integer, Long> reservations = new HashMap<>();

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
    AvailabilityProfile profile = new AvailabilityProfile(now, context.freeNodes());
    for (int i = 0; i < context.runningJobs(); i++) {
      profile.add(context.estimatedEnd(i), BatchJob.NO_LIMIT, context.runningNodes(i));
    }
    List<BatchJob> queue = List.copyOf(context.queue());
    for (BatchJob job : queue) {
      Long start = reservations.get(job.id());
      if (start != null) reserve(profile, job, Math.max(start, now), -1);
    }
    Map<Integer, Long> held = new HashMap<>();
    for (BatchJob job : queue) {
      Long old = reservations.get(job.id());
      if (old != null) reserve(profile, job, Math.max(old, now), +1);
      if (held.size() < depth) {
        long start = profile.earliestStart(now, job.nodes(), job.requested());
        reserve(profile, job, start, -1);
        if (start == now && context.start(job)) continue;
        held.put(job.id(), start);
      } else if (profile.fits(now, job.nodes(), job.requested()) && context.start(job)) {
        reserve(profile, job, now, -1);
      }
    }
    reservations = held;
  }

  /** Adds ({@code sign} +1) or takes (-1) the job's nodes over [start, start + requested). */
  private static void reserve(AvailabilityProfile profile, BatchJob job, long start, int sign) {
    profile.add(start, job.limit(start), sign * job.nodes());
  }
}
