package org.interflow.io.results;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.interflow.io.workload.SwfStatus;
import org.interflow.io.workload.Workload;
import org.interflow.io.workload.WorkloadJob;
import org.interflow.model.metrics.ScheduleMetrics;
import org.interflow.model.scheduler.BatchJob;
import org.interflow.model.scheduler.JobStatus;
import org.interflow.model.scheduler.ScheduleHistory;
import org.interflow.model.units.TimeScale;

/**
 * Writes the results of {@code interflow schedule} into a run directory: {@code summary.json},
 * {@code jobs.csv} (one row per job, in submission order), {@code utilisation.csv} (the machine
 * after each event time), the plots {@code utilisation.png}, {@code queue.png} and {@code
 * gantt.png}, and {@code timeline.json} (Perfetto: running and waiting jobs, and counters of busy
 * nodes and queued jobs). Times are written in seconds, exactly (ticks of 1 ns
 * have nine decimals); plots and timeline measure time from the first submission.
 */
public final class ScheduleReport {
  /**
   * What was run, for the summary and the plot titles.
   *
   * @param topology the network's spec, or null in logged mode without one
   * @param tauSeconds the bounded slowdown's tau
   */
  public record Run(String policy, String allocation, String mapping, String execution, String topology,
      boolean killAtRequested, double tauSeconds, TimeScale scale) {}

  private ScheduleReport() {}

  /** The summary of a run (everything but {@code wallSeconds}, which the caller adds last). */
  public static Summary summary(Workload workload, ScheduleMetrics m, Run run) {
    Summary s = new Summary();
    s.put("workload", workload.source());
    s.put("jobs", m.jobs());
    s.put("makespanSeconds", m.makespanSeconds());
    s.put("meanWaitSeconds", m.meanWaitSeconds());
    s.put("meanTurnaroundSeconds", m.meanTurnaroundSeconds());
    // slowdowns are 1 at least: without a job there is none (null), not 0
    s.put("meanSlowdown", m.jobs() == 0 ? Double.NaN : m.meanSlowdown());
    s.put("meanBoundedSlowdown", m.jobs() == 0 ? Double.NaN : m.meanBoundedSlowdown());
    s.put("utilisation", m.utilisation());
    s.put("throughputJobsPerHour", m.throughputJobsPerHour());
    s.put("killedJobs", m.killed());
    s.put("skippedJobs", workload.skipped().total());
    s.put("skipped.noRuntime", workload.skipped().noRuntime());
    s.put("skipped.noProcessors", workload.skipped().noProcessors());
    s.put("skipped.tooWide", workload.skipped().tooWide());
    s.put("maxWaitSeconds", m.maxWaitSeconds());
    s.put("meanQueuedJobs", m.meanQueuedJobs());
    s.put("maxQueuedJobs", m.maxQueuedJobs());
    s.put("firstSubmitSeconds", m.firstSubmitSeconds());
    s.put("lastEndSeconds", m.lastEndSeconds());
    s.put("estimatesFilled", workload.estimatesFilled());
    Map<SwfStatus, Integer> logged = new EnumMap<>(SwfStatus.class);
    for (WorkloadJob j : workload.jobs()) logged.merge(j.logStatus(), 1, Integer::sum);
    Map<String, Integer> byLabel = new LinkedHashMap<>();
    for (Map.Entry<SwfStatus, Integer> e : logged.entrySet()) byLabel.put(e.getKey().label(), e.getValue());
    s.put("logStatus", byLabel);
    s.put("machine.nodes", workload.machineNodes());
    s.put("machine.unit", workload.wholeNodes() ? "node" : "core");
    s.put("machine.coresPerNode", workload.coresPerNode());
    if (run.topology() != null) s.put("machine.topology", run.topology());
    s.put("scheduler.policy", run.policy());
    s.put("scheduler.allocation", run.allocation());
    s.put("scheduler.mapping", run.mapping());
    s.put("scheduler.execution", run.execution());
    s.put("scheduler.killAtRequested", run.killAtRequested());
    s.put("scheduler.boundedSlowdownTauSeconds", run.tauSeconds());
    s.put("scheduler.tick", run.scale().toString());
    return s;
  }

  /**
   * {@code jobs.csv}: one row per job in submission (id) order; with {@code communication} (ticks
   * by job id, the network mode) a last column {@code communicationSeconds}.
   */
  public static void jobs(Path file, Workload workload, ScheduleHistory h, long[] communication, Run run) {
    TimeScale scale = run.scale();
    long tau = scale.ticks(run.tauSeconds());
    List<String> header = new ArrayList<>(List.of("job", "submitSeconds", "startSeconds", "endSeconds", "waitSeconds", "runSeconds",
        "processors", "nodes", "requestedSeconds", "status", "slowdown", "boundedSlowdown", "logStatus"));
    if (communication != null) header.add("communicationSeconds");
    try (CsvTable t = new CsvTable(file, header.toArray(String[]::new))) {
      for (WorkloadJob job : workload.jobs()) {
        int id = job.id();
        t.cell(job.label());
        seconds(t, h.submit(id), scale);
        if (h.ended(id)) {
          long wait = h.start(id) - h.submit(id);
          long ran = h.end(id) - h.start(id);
          seconds(t, h.start(id), scale);
          seconds(t, h.end(id), scale);
          seconds(t, wait, scale);
          seconds(t, ran, scale);
          t.cell(job.processors()).cell(job.request().nodes());
          requested(t, job.request(), scale);
          t.cell(h.status(id).label()).cell(ScheduleMetrics.slowdown(wait, ran)).cell(ScheduleMetrics.boundedSlowdown(wait, ran, tau));
        } else {
          t.cell("").cell("").cell("").cell("").cell(job.processors()).cell(job.request().nodes());
          requested(t, job.request(), scale);
          t.cell(h.start(id) >= 0 ? "running" : "queued").cell("").cell("");
        }
        t.cell(job.logStatus().label());
        if (communication != null) {
          if (h.start(id) >= 0) seconds(t, communication[id], scale);
          else t.cell("");
        }
        t.endRow();
      }
    }
  }

  /**
   * The network mode's communication figures in {@code s}: {@code meanCommunicationSeconds} (over
   * the jobs that ended, in job-id order) and {@code communicationFraction} (their communication
   * time over their run time, summed).
   */
  public static void communication(Summary s, ScheduleHistory h, long[] communication, TimeScale scale) {
    double sum = 0;
    double run = 0;
    int jobs = 0;
    for (int id = 0; id < h.jobs(); id++) {
      if (!h.ended(id)) continue;
      jobs++;
      sum += scale.seconds(communication[id]);
      run += scale.seconds(h.end(id) - h.start(id));
    }
    s.put("meanCommunicationSeconds", jobs == 0 ? 0 : sum / jobs);
    s.put("communicationFraction", run == 0 ? 0 : sum / run);
  }

  /** {@code utilisation.csv}: the machine after each event time where it changed. */
  public static void utilisation(Path file, ScheduleHistory h, Run run) {
    try (CsvTable t = new CsvTable(file, "timeSeconds", "busyNodes", "utilisation", "queuedJobs", "runningJobs")) {
      for (int i = 0; i < h.samples(); i++) {
        seconds(t, h.sampleTime(i), run.scale());
        t.cell(h.busyNodes(i)).cell((double) h.busyNodes(i) / h.machineNodes()).cell(h.queuedJobs(i)).cell(h.runningJobs(i));
        t.endRow();
      }
    }
  }

  /** {@code utilisation.png}, {@code queue.png} and {@code gantt.png}. */
  public static void plots(RunDirectory dir, Workload workload, ScheduleHistory h, ScheduleMetrics m, Run run) {
    TimeScale scale = run.scale();
    int n = h.samples();
    double first = m.firstSubmitSeconds();
    double[] times = new double[n];
    double[] busy = new double[n];
    double[] queued = new double[n];
    double maxQueued = 0;
    for (int i = 0; i < n; i++) {
      times[i] = Math.max(0, scale.seconds(h.sampleTime(i)) - first);
      busy[i] = (double) h.busyNodes(i) / h.machineNodes();
      queued[i] = h.queuedJobs(i);
      maxQueued = Math.max(maxQueued, queued[i]);
    }
    String what = workload.jobs().size() + " jobs, " + run.policy() + ", " + run.allocation();
    StepPlot.write(dir.file("utilisation.png"), "Busy nodes over time (" + what + ")", "utilisation (busy / all nodes)", times, busy,
        m.makespanSeconds(), false, 1.0);
    StepPlot.write(dir.file("queue.png"), "Queued jobs over time (" + what + ")", "queued jobs", times, queued, m.makespanSeconds(),
        true, Math.max(10, Math.ceil(maxQueued * 1.05)));
    List<GanttImage.Box> boxes = new ArrayList<>();
    for (WorkloadJob job : workload.jobs()) {
      int id = job.id();
      if (!h.ended(id)) continue;
      int[] runs = h.allocationRuns(id);
      for (int k = 0; k < runs.length; k += 2) {
        boxes.add(new GanttImage.Box(scale.seconds(h.start(id)), scale.seconds(h.end(id)), runs[k], runs[k + 1], id, job.label(),
            h.status(id) == JobStatus.KILLED));
      }
    }
    GanttImage.write(dir.file("gantt.png"), "Jobs over nodes and time", what + ", " + h.machineNodes() + " "
        + (workload.wholeNodes() ? "nodes" : "cores") + ", utilisation " + String.format(java.util.Locale.ROOT, "%.3f", m.utilisation()),
        h.machineNodes(), first, m.lastEndSeconds(), boxes);
  }

  /**
   * {@code timeline.json} for Perfetto: process "running" packs the jobs (start to end, named with
   * their label and nodes) into as few rows as possible, process "queue" does the same with waiting
   * jobs (submit to start), and process "machine" has counters of busy nodes and queued jobs.
   * Time 0 is the first submission; events come in order of start (rows) and time (counters).
   */
  public static void timeline(Path file, Workload workload, ScheduleHistory h, Run run) {
    long origin = Long.MAX_VALUE;
    for (int id = 0; id < h.jobs(); id++) origin = Math.min(origin, h.submit(id));
    if (origin == Long.MAX_VALUE) origin = 0;
    try (ChromeTrace trace = new ChromeTrace(file, run.scale())) {
      trace.processName(0, "running").processSortIndex(0, 0);
      trace.processName(1, "queue").processSortIndex(1, 1);
      trace.processName(2, "machine").processSortIndex(2, 2);
      String unit = workload.wholeNodes() ? " nodes)" : " cores)";
      Integer[] byStart = new Integer[h.jobs()];
      for (int id = 0; id < byStart.length; id++) byStart[id] = id;
      Arrays.sort(byStart, (a, b) -> h.start(a) != h.start(b) ? Long.compare(h.start(a), h.start(b)) : Integer.compare(a, b));
      LanePacker running = new LanePacker();
      for (int id : byStart) {
        if (!h.ended(id)) continue;
        int lane = running.place(h.start(id), h.end(id));
        if (lane + 1 == running.lanes()) trace.threadName(0, lane, "jobs " + lane).threadSortIndex(0, lane, lane);
        trace.complete("job " + workload.jobs().get(id).label() + " (" + h.nodes(id) + unit, h.status(id).label(),
            h.start(id) - origin, h.end(id) - h.start(id), 0, lane);
      }
      LanePacker waiting = new LanePacker();
      for (int id = 0; id < h.jobs(); id++) {
        long start = h.start(id);
        if (start < 0 || start == h.submit(id)) continue;
        int lane = waiting.place(h.submit(id), start);
        if (lane + 1 == waiting.lanes()) trace.threadName(1, lane, "waiting " + lane).threadSortIndex(1, lane, lane);
        trace.complete("job " + workload.jobs().get(id).label(), "waiting", h.submit(id) - origin, start - h.submit(id), 1, lane);
      }
      for (int i = 0; i < h.samples(); i++) {
        long at = Math.max(0, h.sampleTime(i) - origin);
        trace.counter("busy nodes", at, 2, h.busyNodes(i));
        trace.counter("queued jobs", at, 2, h.queuedJobs(i));
      }
    }
  }

  private static void requested(CsvTable t, BatchJob job, TimeScale scale) {
    if (job.requested() == BatchJob.NO_LIMIT) t.cell("");
    else seconds(t, job.requested(), scale);
  }

  /** Ticks as seconds: exact decimals when the tick is a power of ten of a picosecond, else canonical. */
  private static void seconds(CsvTable t, long ticks, TimeScale scale) {
    long perSecond = 1_000_000_000_000L / scale.picosPerTick();
    int decimals = Long.toString(perSecond).length() - 1;
    if (perSecond * scale.picosPerTick() == 1_000_000_000_000L && perSecond == (long) Math.pow(10, decimals)) {
      t.cellScaled(ticks, decimals);
    } else {
      t.cell(scale.seconds(ticks));
    }
  }
}
