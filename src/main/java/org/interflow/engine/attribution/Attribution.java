package org.interflow.engine.attribution;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.interflow.engine.dynamic.flows.JobLinkShare;
import org.interflow.engine.dynamic.flows.LinkInterference;
import org.interflow.engine.dynamic.results.JobOutcome;
import org.interflow.engine.dynamic.results.SimulationResult;
import org.interflow.model.scheduler.JobStatus;
import org.interflow.model.scheduler.ScheduleHistory;

/**
 * Attributes a shared run's interference to jobs and links: every job that started is run alone
 * on its servers (through an {@link AloneRunner}); its slowdown is its run time in the shared run
 * over its run time alone, and its links are those where other jobs' traffic took most of its
 * time, from the shared run's {@link LinkInterference}. Run time is start to finish: time spent
 * waiting for servers is not network interference and is not counted. A job the scheduler killed
 * has no run time together (its end is not the end of its work), so no slowdown.
 */
public final class Attribution {
  /** Most time lost first, then most time shared, then link id. */
  static final Comparator<JobLinkShare> MOST_LOST_FIRST = Comparator.comparingDouble(JobLinkShare::lostSeconds).reversed()
      .thenComparing(Comparator.comparingLong(JobLinkShare::sharedPs).reversed())
      .thenComparingInt(JobLinkShare::directedLink);

  private Attribution() {}

  /** The alone-runs of {@code shared}: every job that started, on its servers, from its start. */
  public static List<AloneRun> aloneRuns(SimulationResult shared) {
    List<AloneRun> runs = new ArrayList<>();
    for (JobOutcome j : shared.jobs()) {
      if (j.placement() == null) continue;
      int[] servers = new int[j.tasks()];
      for (int t = 0; t < servers.length; t++) servers[t] = j.placement().server(t);
      runs.add(new AloneRun(j.job(), servers, j.startPs()));
    }
    return runs;
  }

  /**
   * Runs every job of {@code shared} alone on {@code runner} and attributes.
   *
   * @param shared a run whose flow model attributed link time to jobs
   * @param topLinks links kept per job (at least 0)
   * @throws IllegalArgumentException if {@code shared} has no link interference
   */
  public static List<JobAttribution> attribute(SimulationResult shared, AloneRunner runner, int topLinks) {
    return attribute(shared, runner.run(aloneRuns(shared)), topLinks);
  }

  /** As {@link #attribute(SimulationResult, AloneRunner, int)} with the alone-runs' outcomes given (any subset, any order). */
  public static List<JobAttribution> attribute(SimulationResult shared, List<AloneOutcome> alone, int topLinks) {
    LinkInterference interference = shared.linkInterference();
    if (interference == null) throw new IllegalArgumentException("the shared run did not attribute link time to jobs");
    if (topLinks < 0) throw new IllegalArgumentException("top links must be >= 0, got " + topLinks);
    long[] aloneFinish = new long[shared.jobs().size()];
    java.util.Arrays.fill(aloneFinish, -1);
    for (AloneOutcome o : alone) aloneFinish[o.job()] = o.finishPs();
    List<List<JobLinkShare>> byJob = new ArrayList<>();
    for (int j = 0; j < shared.jobs().size(); j++) byJob.add(new ArrayList<>());
    for (JobLinkShare s : interference.shares()) if (s.sharedPs() > 0) byJob.get(s.job()).add(s);
    List<JobAttribution> out = new ArrayList<>();
    for (JobOutcome j : shared.jobs()) {
      List<JobLinkShare> links = byJob.get(j.job());
      links.sort(MOST_LOST_FIRST);
      long together = j.startPs() >= 0 && j.finishPs() >= 0 && !killed(shared, j.job()) ? j.finishPs() - j.startPs() : -1;
      long finishAlone = aloneFinish[j.job()];
      long aloneTime = j.startPs() >= 0 && finishAlone >= 0 ? finishAlone - j.startPs() : -1;
      out.add(new JobAttribution(j.job(), j.name(), j.startPs(), together, aloneTime,
          links.subList(0, Math.min(topLinks, links.size())), interference.lossesOf(j.job())));
    }
    return out;
  }

  /** True when the scheduler killed job {@code job} (its end is not the end of its work). */
  private static boolean killed(SimulationResult shared, int job) {
    ScheduleHistory schedule = shared.schedule();
    return schedule != null && job < schedule.jobs() && schedule.ended(job) && schedule.status(job) == JobStatus.KILLED;
  }
}
