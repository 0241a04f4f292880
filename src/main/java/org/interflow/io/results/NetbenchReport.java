package org.interflow.io.results;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.interflow.io.InputFormatException;
import org.interflow.model.benchmark.BisectionBandwidths;
import org.interflow.model.benchmark.CollectiveTiming;
import org.interflow.model.benchmark.ImbCollective;
import org.interflow.model.benchmark.PairBandwidths;
import org.interflow.model.traffic.mpi.TrafficMatrix;

/**
 * Writes the results of {@code interflow netbench}: a {@code summary.json} with the set-up and the
 * benchmark's figures (bandwidths in bytes per second, times in seconds), the benchmark's table
 * and plot, and the rank-to-rank {@code traffic-matrix.csv} (the communication profile PARX can
 * balance for, in the format {@code interflow replay} writes). Also reads an earlier collective
 * run's table back, the baseline of relative gains.
 */
public final class NetbenchReport {
  private static final double GIB = 1L << 30;

  private NetbenchReport() {}

  /**
   * What every netbench run reports about its set-up.
   *
   * @param servers server of each rank
   * @param virtualLanes lanes the routing needs, or null when it does not use lanes
   * @param linkCapacityBitsPerSecond the fastest link, bits per second (the top of the heatmap's scale)
   */
  public record Setup(String benchmark, String topology, String routing, String placement, long seed, int[] servers,
      Integer virtualLanes, double linkCapacityBitsPerSecond, boolean plots) {
    Summary summary(double wallSeconds) {
      Summary s = new Summary().put("command", "netbench").put("benchmark", benchmark).put("wallSeconds", wallSeconds)
          .put("topology", topology).put("routing", routing).put("placement", placement).put("seed", seed)
          .put("nodes", servers.length);
      if (virtualLanes != null) s.put("virtualLanes", virtualLanes);
      return s.put("linkCapacityGbps", linkCapacityBitsPerSecond / 1e9);
    }

    /** Topology, routing name (without its parameters, which can hold long paths) and placement, for plot titles. */
    String label() {
      int colon = routing.indexOf(':');
      return topology + " / " + (colon < 0 ? routing : routing.substring(0, colon)) + " / " + placement;
    }
  }

  /** mpiGraph: {@code bandwidth.csv}, {@code bandwidth.png} (figure 1 of the seed), summary, traffic. */
  public static void mpiGraph(RunDirectory dir, Setup setup, PairBandwidths b, long messageBytes, int window,
      TrafficMatrix traffic, double wallSeconds) {
    setup.summary(wallSeconds).put("messageBytes", messageBytes).put("window", window)
        .put("meanPairBandwidth", b.mean()).put("minPairBandwidth", b.min()).put("maxPairBandwidth", b.max())
        .put("sendAverageBandwidth", b.sendAverage()).put("unroutablePairs", b.unroutablePairs())
        .write(dir.file("summary.json"));
    int n = b.ranks();
    try (CsvTable csv = new CsvTable(dir.file("bandwidth.csv"), "sourceRank", "destinationRank", "sourceServer",
        "destinationServer", "bytesPerSecond")) {
      for (int s = 0; s < n; s++) {
        for (int d = 0; d < n; d++) {
          if (s == d) continue;
          csv.cell(s).cell(d).cell(setup.servers()[s]).cell(setup.servers()[d]);
          if (Double.isNaN(b.bandwidth(s, d))) csv.cell(""); else csv.cell(b.bandwidth(s, d));
          csv.endRow();
        }
      }
    }
    if (setup.plots()) {
      Plots.matrix(dir.file("bandwidth.png"), "mpiGraph: " + setup.label(), "receiving rank", "sending rank",
          "observable bandwidth (GiB/s)", n, n, (r, c) -> b.bandwidth(r, c) / GIB, setup.linkCapacityBitsPerSecond() / 8 / GIB);
    }
    traffic(dir, traffic);
  }

  /** Netgauge eBB: {@code rounds.csv}, {@code ebb-histogram.csv} and {@code .png}, summary, traffic. */
  public static void effectiveBisection(RunDirectory dir, Setup setup, BisectionBandwidths b, long messageBytes, int bins,
      TrafficMatrix traffic, double wallSeconds) {
    setup.summary(wallSeconds).put("messageBytes", messageBytes).put("rounds", b.rounds())
        .put("ebbMean", b.mean()).put("ebbMin", b.min()).put("ebbMax", b.max())
        .put("unroutableExchanges", b.unroutable()).write(dir.file("summary.json"));
    try (CsvTable csv = new CsvTable(dir.file("rounds.csv"), "round", "bytesPerSecond")) {
      for (int r = 0; r < b.rounds(); r++) csv.cell(r).cell(b.round(r)).endRow();
    }
    double[][] h = b.histogram(bins);
    double width = h[0].length > 1 ? h[0][1] - h[0][0] : 0;
    try (CsvTable csv = new CsvTable(dir.file("ebb-histogram.csv"), "fromBytesPerSecond", "toBytesPerSecond", "rounds")) {
      for (int i = 0; i < h[0].length; i++) {
        double upper = i + 1 < h[0].length ? h[0][i + 1] : h[0][i] + width;   // a bin ends where the next begins
        csv.cell(h[0][i]).cell(upper).cell((long) h[1][i]).endRow();
      }
    }
    if (setup.plots()) {
      int n = h[0].length;
      double[] gib = new double[n + 1];
      for (int i = 0; i < n; i++) gib[i] = h[0][i] / GIB;
      gib[n] = (h[0][n - 1] + (width > 0 ? width : 0)) / GIB;
      Plots.histogram(dir.file("ebb-histogram.png"), "eBB of " + b.rounds() + " random bisections: " + setup.label(),
          "bandwidth of a bisection round (GiB/s)", "rounds", gib, h[1]);
    }
    traffic(dir, traffic);
  }

  /**
   * IMB collectives: {@code collectives.csv} (times in seconds; with a baseline its t_min and the
   * gain), one plot per operation of t_min over message size (and of the gain), summary, traffic.
   */
  public static void collectives(RunDirectory dir, Setup setup, List<CollectiveTiming> timings,
      List<CollectiveTiming> baseline, int iterations, TrafficMatrix traffic, double wallSeconds) {
    Map<String, CollectiveTiming> base = new LinkedHashMap<>();
    if (baseline != null) for (CollectiveTiming t : baseline) base.put(key(t), t);
    Summary s = setup.summary(wallSeconds).put("iterations", iterations).put("measurements", timings.size())
        .put("nodeCounts", timings.stream().mapToInt(CollectiveTiming::ranks).distinct().sorted().toArray())
        .put("sizes", timings.stream().mapToLong(CollectiveTiming::bytes).filter(b -> b > 0).distinct().sorted().toArray());
    List<String> header = new ArrayList<>(List.of("operation", "nodes", "bytes", "tMinSeconds", "tAvgSeconds", "tMaxSeconds"));
    if (baseline != null) header.addAll(List.of("baselineTMinSeconds", "gain"));
    double gainSum = 0;
    int gains = 0;
    Map<ImbCollective, double[]> perOperation = new LinkedHashMap<>();
    try (CsvTable csv = new CsvTable(dir.file("collectives.csv"), header.toArray(String[]::new))) {
      for (CollectiveTiming t : timings) {
        csv.cell(t.operation().cliName()).cell(t.ranks()).cell(t.bytes()).cell(t.tMinSeconds()).cell(t.tAvgSeconds())
            .cell(t.tMaxSeconds());
        if (baseline != null) {
          CollectiveTiming b = base.get(key(t));
          double gain = b == null ? Double.NaN : t.gainOver(b);
          if (b == null) csv.cell("").cell(""); else csv.cell(b.tMinSeconds()).cell(gain);
          if (!Double.isNaN(gain)) {
            gainSum += gain;
            gains++;
            double[] acc = perOperation.computeIfAbsent(t.operation(), k -> new double[2]);
            acc[0] += gain;
            acc[1]++;
          }
        }
        csv.endRow();
      }
    }
    if (baseline != null) {
      s.put("meanGain", gains == 0 ? Double.NaN : gainSum / gains);
      for (var e : perOperation.entrySet()) s.put("gainByOperation." + e.getKey().cliName(), e.getValue()[0] / e.getValue()[1]);
    }
    s.write(dir.file("summary.json"));
    if (setup.plots()) plotCollectives(dir, setup, timings, baseline == null ? null : base);
    traffic(dir, traffic);
  }

  private static void plotCollectives(RunDirectory dir, Setup setup, List<CollectiveTiming> timings,
      Map<String, CollectiveTiming> base) {
    Map<ImbCollective, Map<Integer, List<CollectiveTiming>>> byOperation = new LinkedHashMap<>();
    for (CollectiveTiming t : timings) {
      byOperation.computeIfAbsent(t.operation(), k -> new LinkedHashMap<>()).computeIfAbsent(t.ranks(), k -> new ArrayList<>()).add(t);
    }
    for (var op : byOperation.entrySet()) {
      boolean sized = op.getKey() != ImbCollective.BARRIER;
      List<Map.Entry<Integer, List<CollectiveTiming>>> series = new ArrayList<>(op.getValue().entrySet());
      String[] names = new String[series.size()];
      double[][] x = new double[series.size()][];
      double[][] time = new double[series.size()][];
      double[][] gain = new double[series.size()][];
      for (int i = 0; i < series.size(); i++) {
        List<CollectiveTiming> points = series.get(i).getValue();
        names[i] = series.get(i).getKey() + " nodes";
        x[i] = new double[points.size()];
        time[i] = new double[points.size()];
        gain[i] = new double[points.size()];
        for (int j = 0; j < points.size(); j++) {
          CollectiveTiming t = points.get(j);
          x[i][j] = sized ? t.bytes() : t.ranks();
          time[i][j] = t.tMinSeconds() * 1e6;
          CollectiveTiming b = base == null ? null : base.get(key(t));
          gain[i][j] = b == null ? Double.NaN : t.gainOver(b);
        }
      }
      String name = op.getKey().cliName();
      String xLabel = sized ? "message size (bytes)" : "nodes";
      if (!sized) {   // one point per node count: a single line over the node counts
        names = new String[] {"barrier"};
        x = new double[][] {column(x)};
        time = new double[][] {column(time)};
        gain = new double[][] {column(gain)};
      }
      Plots.lines(dir.file("collective-" + name + ".png"), "IMB " + name + ": " + setup.label(), xLabel,
          "t_min per call (us)", names, x, time, sized, true);
      if (base != null) {
        Plots.lines(dir.file("gain-" + name + ".png"), "IMB " + name + " against the baseline: " + setup.label(), xLabel,
            "relative gain (baseline t_min / t_min - 1)", names, x, gain, sized, false);
      }
    }
  }

  private static double[] column(double[][] series) {
    double[] out = new double[series.length];
    for (int i = 0; i < series.length; i++) out[i] = series[i][0];
    return out;
  }

  private static String key(CollectiveTiming t) { return t.operation().cliName() + "/" + t.ranks() + "/" + t.bytes(); }

  private static void traffic(RunDirectory dir, TrafficMatrix m) {
    try (CsvTable csv = new CsvTable(dir.file("traffic-matrix.csv"), "source", "destination", "bytes")) {
      for (int i = 0; i < m.pairs(); i++) csv.cell(m.source(i)).cell(m.destination(i)).cell(m.bytes(i)).endRow();
    }
  }

  /**
   * The timings of an earlier {@code interflow netbench collective} run, from its directory's
   * {@code collectives.csv}.
   *
   * @throws InputFormatException on a malformed line; IllegalArgumentException when the file is missing
   */
  public static List<CollectiveTiming> readCollectives(Path runDirectory) {
    Path file = runDirectory.resolve("collectives.csv");
    if (!Files.isRegularFile(file)) throw new IllegalArgumentException("no collectives.csv in " + runDirectory);
    String expected = "'<operation>,<nodes>,<bytes>,<tMinSeconds>,<tAvgSeconds>,<tMaxSeconds>[,...]'";
    List<CollectiveTiming> out = new ArrayList<>();
    try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      String header = in.readLine();
      if (header == null || !header.startsWith("operation,nodes,bytes,tMinSeconds,tAvgSeconds,tMaxSeconds")) {
        throw new InputFormatException(file.toString(), 1, "the header of a netbench collectives.csv", header == null ? "end of file" : header);
      }
      long lineNumber = 1;
      for (String line = in.readLine(); line != null; line = in.readLine()) {
        lineNumber++;
        if (line.isBlank()) continue;
        String[] f = line.split(",", -1);
        try {
          out.add(new CollectiveTiming(ImbCollective.forName(f[0].toLowerCase(Locale.ROOT)), Integer.parseInt(f[1]),
              Long.parseLong(f[2]), Double.parseDouble(f[3]), Double.parseDouble(f[4]), Double.parseDouble(f[5])));
        } catch (RuntimeException e) {
          throw new InputFormatException(file.toString(), lineNumber, expected, line);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + file, e);
    }
    return out;
  }
}
