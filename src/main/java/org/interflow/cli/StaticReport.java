package org.interflow.cli;

import org.interflow.engine.StaticResult;
import org.interflow.io.results.CsvTable;
import org.interflow.io.results.Plots;
import org.interflow.io.results.RunDirectory;
import org.interflow.io.results.Summary;
import org.interflow.model.metrics.StaticStatistics;
import org.interflow.model.topology.Topology;

/**
 * Writes a static run's results: {@code summary.json}, {@code hops.csv}, {@code serverhops.csv}, {@code
 * linkload-histogram.csv} (+ PNG) and, unless turned off, the per-directed-link {@code links.csv}.
 */
final class StaticReport {
  private StaticReport() {}

  static void write(RunDirectory dir, StaticSettings settings, NetworkSetup net, StaticResult r, double wallSeconds) {
    Topology t = net.topology();
    Summary s = new Summary()
        .put("command", "static")
        .put("wallSeconds", wallSeconds)
        .put("topology", t.spec().canonical())
        .put("routing", net.routingName())
        .put("traffic", settings.traffic())
        .put("seed", settings.seed())
        .put("servers", t.servers())
        .put("switches", t.switches())
        .put("links", t.links())
        .put("switchPorts", t.switchPorts())
        .put("linkCapacityGbps", maxCapacityBitsPerSecond(t) / 1e9)
        .put("failures.links", net.failures().failedLinkCount())
        .put("failures.switches", net.failures().failedNodeCount())
        .put("flows", r.flows())
        .put("selfFlows", r.selfFlows())
        .put("routedFlows", r.routedFlows())
        .put("unroutableFlows", r.unroutableFlows())
        .put("routableFraction", r.routableFraction())
        .put("hops.mean", r.hopsMean())
        .put("hops.max", r.hopsMax())
        .put("throughput.restricted", r.restrictedThroughput())
        .put("throughput.unrestricted", r.unrestrictedThroughput())
        .put("throughput.restrictedPerPort", r.restrictedPerPort())
        .put("throughput.unrestrictedPerPort", r.unrestrictedPerPort())
        .put("linkLoad.max", r.maxLinkLoad())
        .put("linkLoad.mean", r.meanLinkLoad())
        .put("linkLoad.min", r.minLinkLoad());
    new StaticStatistics(t, net.failures(), r.hopHistogram(), r.serverHopHistogram(), r.selfFlows(), r.routedFlows(),
        r.linkLoads()).entries().forEach(s::put);
    s.write(dir.file("summary.json"));

    try (CsvTable hops = new CsvTable(dir.file("hops.csv"), "hops", "flows")) {
      double[] h = r.hopHistogram();
      for (int i = 0; i < h.length; i++) hops.cell(i).cell(h[i]).endRow();
    }

    try (CsvTable serverHops = new CsvTable(dir.file("serverhops.csv"), "serverHops", "flows")) {
      double[] h = r.serverHopHistogram();
      for (int i = 0; i < h.length; i++) serverHops.cell(i).cell(h[i]).endRow();
    }

    double[][] histogram = loadHistogram(r.linkLoads());
    try (CsvTable csv = new CsvTable(dir.file("linkload-histogram.csv"), "flowsFrom", "flowsTo", "directedLinks")) {
      for (int i = 0; i < histogram[0].length; i++) csv.cell(histogram[0][i]).cell(histogram[0][i] + 1).cell(histogram[1][i]).endRow();
    }
    if (settings.outputs().plots()) {
      double[] edges = java.util.Arrays.copyOf(histogram[0], histogram[0].length + 1);
      edges[edges.length - 1] = edges.length - 1;  // unit-wide bins: the last one ends at its start + 1
      Plots.histogram(dir.file("linkload-histogram.png"), "Link load: " + t.spec().canonical() + ", " + net.routingName()
          + ", " + settings.traffic(), "flows on the directed link", "directed links", edges, histogram[1]);
    }
    if (settings.outputs().linkTable()) {
      // the capacity column only when links differ: on a million-server network every byte per row is 6 MB
      boolean uniform = t.uniformLinks();
      String[] header = uniform ? new String[] {"directedLink", "from", "to", "flows"}
          : new String[] {"directedLink", "from", "to", "capacityGbps", "flows"};
      try (CsvTable links = new CsvTable(dir.file("links.csv"), header)) {
        double[] loads = r.linkLoads();
        for (int d = 0; d < loads.length; d++) {
          links.cell(d).cell(t.from(d)).cell(t.to(d));
          if (!uniform) links.cell(t.directedCapacityBitsPerSecond(d) / 1e9);
          links.cell(loads[d]).endRow();
        }
      }
    }
  }

  private static double maxCapacityBitsPerSecond(Topology t) {
    double max = 0;
    for (int d = 0; d < t.directedLinks(); d++) max = Math.max(max, t.directedCapacityBitsPerSecond(d));
    return max;
  }

  /** Unit-wide bins [k, k+1) of link load, from 0 to the maximum: {bin starts, link counts}. */
  static double[][] loadHistogram(double[] loads) {
    double max = 0;
    for (double l : loads) max = Math.max(max, l);
    int bins = (int) Math.floor(max) + 1;
    double[] x = new double[bins];
    double[] y = new double[bins];
    for (int i = 0; i < bins; i++) x[i] = i;
    for (double l : loads) y[(int) Math.floor(l)]++;
    return new double[][] {x, y};
  }
}
