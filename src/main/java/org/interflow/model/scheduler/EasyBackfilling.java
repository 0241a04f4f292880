package org.interflow.model.scheduler;

import java.util.List;

/**
 * EASY backfilling, as Mu'alem and Feitelson define it ("Utilization, predictability, workloads,
 * and user runtime estimates in scheduling the IBM SP2 with backfilling", IEEE TPDS 12(6), 2001,
 * section 2): jobs start in submission order while they fit; only the first job that cannot start
 * gets a reservation, and later jobs may jump ahead of it as long as they do not delay it.
 * <ol>
 *   <li>Start jobs from the head of the queue while the allocation policy places them.</li>
 *   <li>For the head job that could not start, find the <em>shadow time</em>: go through the
 *       running jobs in order of estimated end (start + requested time), adding up the nodes they
 *       free, until the free nodes cover the head job; the time this happens is the shadow time, and
 *       the nodes left over beyond the head job's need then are the <em>extra nodes</em>. (When the
 *       head has enough free nodes now but the allocation policy found none of its shape, the
 *       shadow time is now.)</li>
 *   <li>Go through the rest of the queue in submission order; a job backfills (starts now) when it
 *       fits in the free nodes and either (a) its requested time ends by the shadow time, or (b)
 *       it needs no more than the extra nodes; a job started by (b) uses up that many extra
 *       nodes.</li>
 * </ol>
 * Killing at the requested time makes the estimates upper bounds, so the head job starts no later
 * than its shadow time. A head waiting on jobs without a requested time has no finite shadow time:
 * any job that fits may start.
 *
 * <p>When no job has ended since the previous call (and none outran its estimate), the free
 * nodes, the head, its shadow time and the extra nodes are what that call left, and every job it
 * went through still cannot start (time only makes (a) harder): only the jobs submitted since are
 * gone through, giving the same starts as a full pass. Cost per call: O(r + q) for r running and q
 * queued jobs, O(new jobs) in that case (each start also costs its allocation).
 */
public final class EasyBackfilling implements SelectionPolicy {
  private long shadow;
  private int extra;
  /** The previous call left a waiting head, with this shadow time and these extra nodes. */
  private boolean headWaiting;

  @Override
  public void select(SchedulingContext context) {
    List<BatchJob> queue = context.queue();
    long now = context.now();
    int from;
    boolean overrun = context.runningPastEstimate() > 0;
    if (headWaiting && context.endedSinceLastCall() == 0 && !overrun) {
      from = queue.size() - context.submittedSinceLastCall();
    } else {
      while (!queue.isEmpty() && context.start(queue.get(0))) {
        // first come, first served while the head fits
      }
      headWaiting = !queue.isEmpty();
      if (!headWaiting) return;
      reserveForHead(context, queue.get(0));
      from = 1;
    }
    // a job ends by the shadow time when its requested time fits in the window before it
    long window = shadow == BatchJob.NO_LIMIT ? BatchJob.NO_LIMIT : shadow - now;
    int free = context.freeNodes();
    for (int i = from; i < queue.size() && free > 0; ) {
      BatchJob job = queue.get(i);
      boolean endsByShadow = job.requested() <= window;
      if (job.nodes() <= free && (endsByShadow || job.nodes() <= extra) && context.start(job)) {
        if (!endsByShadow) extra -= job.nodes();
        free = context.freeNodes();
        continue; // the job left the queue: position i now holds its successor
      }
      i++;
    }
    // the head's planned start: called then even if no job ends at that moment (unless a job runs
    // past its estimate: the plan is provisional until it ends, and its end calls anyway)
    if (!overrun && shadow > now && shadow != BatchJob.NO_LIMIT) context.wakeUpAt(shadow);
  }

  /** The shadow time and extra nodes of the waiting head. */
  private void reserveForHead(SchedulingContext context, BatchJob head) {
    shadow = context.now();
    int available = context.freeNodes();
    for (int i = 0; available < head.nodes() && i < context.runningJobs(); i++) {
      shadow = context.estimatedEnd(i);
      available += context.runningNodes(i);
      // jobs ending together with the one that covers the head all count at the shadow time
      while (i + 1 < context.runningJobs() && context.estimatedEnd(i + 1) == shadow) available += context.runningNodes(++i);
    }
    extra = available - head.nodes();
  }
}
