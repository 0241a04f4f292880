package org.interflow.cli;

import java.util.ArrayList;
import java.util.List;
import org.interflow.engine.attribution.JobAttribution;
import org.interflow.engine.dynamic.flows.JobLinkShare;
import org.interflow.engine.dynamic.flows.JobPairLoss;
import org.interflow.io.results.CsvTable;
import org.interflow.io.results.Plots;
import org.interflow.io.results.RunDirectory;
import org.interflow.io.results.Summary;
import org.interflow.model.topology.Topology;

/**
 * Writes the interference attributed per job (docs/outputs.md): {@code attribution-jobs.csv} (run
 * time together and alone, slowdown, capacity lost, main culprit), {@code attribution-pairs.csv}
 * (which job took what from which), {@code attribution-links.csv} (per job its top links, most
 * time lost first) and {@code attribution-slowdown.png} (a bar per job). Shared by the commands
 * that attribute.
 */
final class AttributionReport {
  private static final int PS_DECIMALS = 12;
  /** Slowdowns and shares to 6 decimals, written exactly from the rounded integer. */
  private static final int RATIO_DECIMALS = 6;
  /** The least slowdown the plot calls one: it shows as more than 1.00 at two decimals. */
  private static final double SHOWN_SLOWDOWN = 1.005;

  private AttributionReport() {}

  static void write(RunDirectory dir, Topology topology, List<JobAttribution> jobs, boolean plots) {
    try (CsvTable csv = new CsvTable(dir.file("attribution-jobs.csv"), "job", "application", "startSeconds",
        "togetherSeconds", "aloneSeconds", "slowdown", "lostLinkSeconds", "mainCulprit")) {
      for (JobAttribution j : jobs) {
        csv.cell(j.job()).cell(j.name());
        seconds(csv, j.startPs());
        seconds(csv, j.togetherPs());
        seconds(csv, j.alonePs());
        ratio(csv, j.slowdown());
        linkSeconds(csv, j.lostSeconds());
        if (j.mainCulprit() < 0) csv.cell(""); else csv.cell(j.mainCulprit());
        csv.endRow();
      }
    }
    try (CsvTable csv = new CsvTable(dir.file("attribution-pairs.csv"), "job", "other", "lostLinkSeconds", "otherBytes")) {
      for (JobAttribution j : jobs) {
        for (JobPairLoss p : j.byOther()) {
          csv.cell(p.job()).cell(p.other());
          linkSeconds(csv, p.lostSeconds());
          csv.cell(Math.round(p.otherBytes())).endRow();
        }
      }
    }
    try (CsvTable csv = new CsvTable(dir.file("attribution-links.csv"), "job", "rank", "directedLink", "from", "to",
        "ownSeconds", "sharedSeconds", "othersBytes", "shareLost", "lostLinkSeconds", "topOther")) {
      for (JobAttribution j : jobs) {
        int rank = 1;
        for (JobLinkShare s : j.topLinks()) {
          csv.cell(j.job()).cell(rank++).cell(s.directedLink()).cell(topology.from(s.directedLink()))
              .cell(topology.to(s.directedLink())).cellScaled(s.ownPs(), PS_DECIMALS).cellScaled(s.sharedPs(), PS_DECIMALS)
              .cell(Math.round(s.othersBytes()));
          ratio(csv, s.shareLost());
          linkSeconds(csv, s.lostSeconds());
          if (s.topOther() < 0) csv.cell(""); else csv.cell(s.topOther());
          csv.endRow();
        }
      }
    }
    if (plots) {
      List<String> names = new ArrayList<>();
      double[] slowdowns = new double[jobs.size()];
      for (int i = 0; i < slowdowns.length; i++) {
        JobAttribution j = jobs.get(i);
        boolean slowed = j.slowdown() >= SHOWN_SLOWDOWN && j.mainCulprit() >= 0;
        names.add(j.job() + " " + j.name() + (slowed ? " (by " + j.mainCulprit() + ")" : ""));
        slowdowns[i] = j.slowdown();
      }
      Plots.bars(dir.file("attribution-slowdown.png"), "Slowdown per job (together / alone): " + topology.spec().canonical(),
          "job (by: the job that took most of its links' capacity)", "slowdown", names, slowdowns, SHOWN_SLOWDOWN,
          new String[] {"slowed down", "not slowed down (< 1.005)"});
    }
  }

  /**
   * Adds the attribution's figures to a run's summary, so that a sweep can read them as metrics:
   * {@code attribution.maxSlowdown} and, per job index j, {@code attribution.slowdown.j}, {@code
   * attribution.lostLinkSeconds.j} and {@code attribution.mainCulprit.j} (-1: none; a slowdown
   * that is unknown is left out).
   */
  static void summarise(Summary summary, List<JobAttribution> jobs) {
    double max = Double.NaN;
    for (JobAttribution j : jobs) {
      double slowdown = j.slowdown();
      if (!Double.isNaN(slowdown)) {
        summary.put("attribution.slowdown." + j.job(), slowdown);
        max = Double.isNaN(max) ? slowdown : Math.max(max, slowdown);
      }
    }
    if (!Double.isNaN(max)) summary.put("attribution.maxSlowdown", max);
    for (JobAttribution j : jobs) summary.put("attribution.lostLinkSeconds." + j.job(), j.lostSeconds());
    for (JobAttribution j : jobs) summary.put("attribution.mainCulprit." + j.job(), j.mainCulprit());
  }

  private static void seconds(CsvTable csv, long ps) {
    if (ps < 0) csv.cell(""); else csv.cellScaled(ps, PS_DECIMALS);
  }

  /** Link-seconds to the picosecond, written exactly from the rounded integer. */
  private static void linkSeconds(CsvTable csv, double seconds) {
    csv.cellScaled(Math.round(seconds * 1e12), PS_DECIMALS);
  }

  private static void ratio(CsvTable csv, double value) {
    if (Double.isNaN(value)) csv.cell(""); else csv.cellScaled(Math.round(value * 1e6), RATIO_DECIMALS);
  }
}
