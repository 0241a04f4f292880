package org.interflow.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.interflow.engine.attribution.JobAttribution;
import org.interflow.engine.dynamic.flows.FlowRecord;
import org.interflow.engine.dynamic.flows.LinkUtilisation;
import org.interflow.engine.dynamic.results.FlowOutcome;
import org.interflow.engine.dynamic.results.JobOutcome;
import org.interflow.engine.dynamic.results.SimulationResult;
import org.interflow.engine.dynamic.results.TaskInterval;
import org.interflow.io.results.ChromeTrace;
import org.interflow.io.results.CsvTable;
import org.interflow.io.results.Plots;
import org.interflow.io.results.RunDirectory;
import org.interflow.io.results.Summary;
import org.interflow.model.metrics.FlowTotals;
import org.interflow.model.metrics.Percentiles;
import org.interflow.model.topology.Topology;
import org.interflow.model.traffic.TrafficClass;

/**
 * Writes a dynamic run's results: {@code summary.json}, {@code jobs.csv}, {@code flows.csv}, the
 * link utilisation time series ({@code link-utilisation.csv} + heatmap PNG), the flow completion
 * time CDF ({@code fct-cdf.png}) and the Chrome trace-event timeline ({@code timeline.json}).
 */
final class SimulateReport {
  /** Picoseconds written as seconds: 12 decimals. */
  private static final int PS_DECIMALS = 12;

  private SimulateReport() {}

  /**
   * Writes the run's files; {@code attributed} (empty unless the run attributed interference) adds
   * its figures to {@code summary.json} ({@link AttributionReport#summarise}).
   */
  static void write(RunDirectory dir, SimulateSettings settings, NetworkSetup net, SimulationResult r,
      List<JobAttribution> attributed, double wallSeconds) {
    String sharing = settings.dynamic().sharing();
    OutputSettings output = settings.outputs();
    Topology t = net.topology();
    double[] fct = completionSeconds(r.flowOutcomes());
    Percentiles p = fct.length == 0 ? Percentiles.EMPTY : Percentiles.of(fct);
    Summary s = new Summary()
        .put("command", "simulate")
        .put("wallSeconds", wallSeconds)
        .put("topology", t.spec().canonical())
        .put("routing", net.routingName())
        .put("sharing", sharing)
        .put("priority", settings.priority().kind().name())
        .put("seed", settings.dynamic().seed())
        .put("servers", t.servers())
        .put("switches", t.switches())
        .put("links", t.links())
        .put("failures.links", net.failures().failedLinkCount())
        .put("failures.switches", net.failures().failedNodeCount())
        .put("makespanSeconds", r.makespanSeconds())
        .put("flows", r.flows())
        .put("bytes", r.bytes())
        .put("events", r.events())
        .put("timeSteps", r.timeSteps())
        .put("deltaCycles", r.deltaCycles())
        .put("undeliverable", r.undeliverable())
        .put("linkUtilisationRecorded", r.linkUtilisation() != null)
        .put("fct.count", p.count())
        .put("fct.meanSeconds", p.mean())
        .put("fct.minSeconds", p.min())
        .put("fct.p50Seconds", p.p50())
        .put("fct.p90Seconds", p.p90())
        .put("fct.p99Seconds", p.p99())
        .put("fct.p999Seconds", p.p999())
        .put("fct.maxSeconds", p.max());
    FlowTotals totals = new FlowTotals();
    FlowTotals[] jobTotals = new FlowTotals[r.jobs().size()];
    for (int j = 0; j < jobTotals.length; j++) jobTotals[j] = new FlowTotals();
    for (FlowOutcome f : r.flowOutcomes()) {
      if (!f.record().delivered()) continue;
      totals.add(f.record().hops(), f.record().completionPs());
      jobTotals[f.job()].add(f.record().hops(), f.record().completionPs());
    }
    s.put("totalDistance", totals.distance()).put("meanDistance", totals.meanDistance())
        .put("totalLatencySeconds", totals.latencyPs() / 1e12).put("meanLatencySeconds", totals.meanLatencyPs() / 1e12);
    List<Map<String, Object>> jobs = new ArrayList<>();
    for (JobOutcome j : r.jobs()) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("job", j.job());
      m.put("application", j.name());
      m.put("tasks", j.tasks());
      m.put("firstServer", j.firstServer());
      m.put("arrivalSeconds", Summary.canonical(j.arrivalPs() / 1e12));
      m.put("startSeconds", j.startPs() < 0 ? null : Summary.canonical(j.startPs() / 1e12));
      m.put("finishSeconds", j.finishPs() < 0 ? null : Summary.canonical(j.finishPs() / 1e12));
      m.put("totalDistance", jobTotals[j.job()].distance());
      m.put("totalLatencySeconds", Summary.canonical(jobTotals[j.job()].latencyPs() / 1e12));
      jobs.add(m);
    }
    s.put("jobs", jobs);
    if (!attributed.isEmpty()) AttributionReport.summarise(s, attributed);
    s.write(dir.file("summary.json"));

    try (CsvTable csv = new CsvTable(dir.file("jobs.csv"), "job", "application", "tasks", "firstServer", "arrivalSeconds",
        "startSeconds", "finishSeconds")) {
      for (JobOutcome j : r.jobs()) {
        csv.cell(j.job()).cell(j.name()).cell(j.tasks()).cell(j.firstServer()).cellScaled(j.arrivalPs(), PS_DECIMALS);
        if (j.startPs() < 0) csv.cell(""); else csv.cellScaled(j.startPs(), PS_DECIMALS);
        if (j.finishPs() < 0) csv.cell(""); else csv.cellScaled(j.finishPs(), PS_DECIMALS);
        csv.endRow();
      }
    }
    if (output.flowTable()) writeFlows(dir, r);
    boolean plots = output.plots();
    if (plots && fct.length > 0) {
      Plots.timeCdf(dir.file("fct-cdf.png"), "Flow completion time: " + t.spec().canonical() + ", " + sharing, "flow completion time", fct);
    }
    if (r.linkUtilisation() != null && r.linkUtilisation().bins() > 0) writeUtilisation(dir, t, r.linkUtilisation(), plots);
    if (output.timeline()) writeTimeline(dir, r);
  }

  private static double[] completionSeconds(List<FlowOutcome> flows) {
    int n = 0;
    for (FlowOutcome f : flows) if (f.record().delivered()) n++;
    double[] v = new double[n];
    int i = 0;
    for (FlowOutcome f : flows) if (f.record().delivered()) v[i++] = f.record().completionPs() / 1e12;
    return v;
  }

  private static void writeFlows(RunDirectory dir, SimulationResult r) {
    try (CsvTable csv = new CsvTable(dir.file("flows.csv"), "flow", "job", "sourceTask", "destinationTask", "source",
        "destination", "bytes", "class", "startSeconds", "endSeconds", "fctSeconds", "hops", "paths")) {
      for (FlowOutcome f : r.flowOutcomes()) {
        FlowRecord x = f.record();
        csv.cell(x.flowId()).cell(f.job()).cell(f.sourceTask()).cell(f.destinationTask()).cell(x.sourceServer())
            .cell(x.destinationServer()).cell(x.bytes()).cell(x.trafficClass() == TrafficClass.APPLICATION ? "application" : "storage")
            .cellScaled(x.injectedPs(), PS_DECIMALS);
        if (x.delivered()) csv.cellScaled(x.deliveredPs(), PS_DECIMALS).cellScaled(x.completionPs(), PS_DECIMALS);
        else csv.cell("").cell("");
        csv.cell(x.hops()).cell(x.paths()).endRow();
      }
    }
  }

  static void writeUtilisation(RunDirectory dir, Topology t, LinkUtilisation u, boolean plots) {
    int[] links = u.links();
    double binSeconds = u.binPs() / 1e12;
    try (CsvTable csv = new CsvTable(dir.file("link-utilisation.csv"), "directedLink", "from", "to", "binStartSeconds", "utilisation")) {
      for (int i = 0; i < links.length; i++) {
        for (int b = 0; b < u.bins(); b++) {
          double x = u.utilisation(i, b);
          if (x == 0) continue;  // idle cells are left out; every (link, bin) not listed is 0
          // utilisation to 6 decimals, written exactly from the rounded integer
          csv.cell(links[i]).cell(t.from(links[i])).cell(t.to(links[i])).cellScaled(b * u.binPs(), PS_DECIMALS)
              .cellScaled(Math.round(x * 1e6), 6).endRow();
        }
      }
    }
    if (plots && links.length > 0) {
      Plots.utilisationHeatmap(dir.file("link-utilisation.png"), "Link utilisation: " + t.spec().canonical(),
          "directed link (recorded, by id)", links.length, u.bins(), u::utilisation, binSeconds);
    }
  }

  private static void writeTimeline(RunDirectory dir, SimulationResult r) {
    try (ChromeTrace trace = new ChromeTrace(dir.file("timeline.json"))) {
      for (JobOutcome j : r.jobs()) {
        trace.processName(j.job(), "job " + j.job() + " " + j.name());
        trace.processSortIndex(j.job(), j.job());
      }
      int lastJob = -1;
      int lastTask = -1;
      for (TaskInterval i : r.intervals()) {  // sorted by job, task, start: name each task's track once
        if (i.job() != lastJob || i.task() != lastTask) {
          trace.threadName(i.job(), i.task(), "task " + i.task() + " (server " + i.server() + ")");
          lastJob = i.job();
          lastTask = i.task();
        }
      }
      for (TaskInterval i : r.intervals()) {
        String name = i.state() == TaskInterval.State.COMPUTE ? "compute" : "communicate";
        trace.complete(name, name, i.startPs(), i.endPs() - i.startPs(), i.job(), i.task());
      }
    }
  }
}
