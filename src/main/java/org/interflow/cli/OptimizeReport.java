package org.interflow.cli;

import java.awt.Color;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.interflow.io.TopologyTextFormat;
import org.interflow.io.results.CsvTable;
import org.interflow.io.results.RunDirectory;
import org.interflow.io.results.Summary;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.metrics.DistanceSummary;
import org.interflow.model.metrics.TopologyAnalyzer;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.exanest.ExanestBuilder;
import org.interflow.optimize.exanest.ExanestOptimization;
import org.interflow.optimize.exanest.ExanestOptimization.Design;
import org.interflow.optimize.exanest.GenerationTracker;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * Writes an optimisation's results: {@code pareto.csv} and {@code pareto.json} (every run's front
 * with the router-graph diameter and mean distance of each design), {@code designs/design-NN.topo}
 * (the last run's designs in the interflow text format), {@code front.png} (f1 vs f2, one series per
 * f3), {@code indicators.csv} + {@code .png} (hypervolume per generation), {@code summary-by-f3.csv}
 * (mean and sample standard deviation of f1 and f2 over the K runs' designs with that f3, as the
 * seed's Tables II and III) and {@code summary.json} (with the resolved options).
 */
final class OptimizeReport {
  private OptimizeReport() {}

  /** A design of run {@code run} with its router-graph distances. */
  private record Row(int run, Design design, int diameter, double meanDistance) {}

  static void write(RunDirectory dir, ExanestOptimization.Request request, String algorithm,
      List<ExanestOptimization.Result> results, double wallSeconds) throws IOException {
    List<Row> rows = new ArrayList<>();
    for (ExanestOptimization.Result result : results) {
      for (Design d : result.front()) {
        Topology t = ExanestBuilder.build(d.spec(request.n(), request.m(), request.r()), LinkParams.DEFAULT);
        TopologyAnalyzer.Options options = TopologyAnalyzer.Options.defaults(request.seed() + result.run())
            .withRestarts(request.restarts());
        DistanceSummary distances = TopologyAnalyzer.analyze(t, FailureSet.NONE, options).switchDistances();
        rows.add(new Row(result.run(), d, distances.diameterHops(), distances.meanHops()));
      }
    }
    writePareto(dir, request, rows);
    writeDesigns(dir, request, results.get(results.size() - 1));
    writeFrontPlot(dir.file("front.png"), request, rows);
    writeIndicators(dir, results);
    writeByF3(dir, rows, results.size());
    writeSummary(dir, request, algorithm, results, wallSeconds);
  }

  private static void writePareto(RunDirectory dir, ExanestOptimization.Request request, List<Row> rows) {
    List<Map<String, Object>> json = new ArrayList<>();
    try (CsvTable csv = new CsvTable(dir.file("pareto.csv"), "run", "s", "f1", "f2", "f3", "diameter", "meanDistance")) {
      for (Row row : rows) {
        Design d = row.design();
        csv.cell(row.run()).cell(d.encoding()).cell(d.bisectionWidth()).cell(d.pathDiversity()).cell(d.activeLinks())
            .cell(row.diameter()).cell(row.meanDistance()).endRow();
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("run", row.run());
        o.put("s", d.encoding());
        o.put("f1", d.bisectionWidth());
        o.put("f2", Summary.canonical(d.pathDiversity()));
        o.put("f3", d.activeLinks());
        o.put("diameter", row.diameter());
        o.put("meanDistance", Summary.canonical(row.meanDistance()));
        json.add(o);
      }
    }
    new Summary().put("problem", problem(request)).put("designs", json).write(dir.file("pareto.json"));
  }

  private static void writeDesigns(RunDirectory dir, ExanestOptimization.Request request, ExanestOptimization.Result last)
      throws IOException {
    Path designs = Files.createDirectories(dir.file("designs"));
    int i = 1;
    for (Design d : last.front()) {
      Topology t = ExanestBuilder.build(d.spec(request.n(), request.m(), request.r()), LinkParams.DEFAULT);
      TopologyTextFormat.write(t, designs.resolve(String.format("design-%02d.topo", i++)));
    }
  }

  private static void writeFrontPlot(Path png, ExanestOptimization.Request request, List<Row> rows) {
    XYChart chart = new XYChartBuilder().width(900).height(600)
        .title("Pareto designs, T = (" + request.r() + ", " + request.n() + ", " + request.m() + ")")
        .xAxisTitle("f1, bisection width (links)").yAxisTitle("f2, path diversity").build();
    chart.getStyler().setDefaultSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
    chart.getStyler().setMarkerSize(8);
    TreeMap<Integer, List<Row>> byF3 = group(rows);
    int k = 0;
    for (Map.Entry<Integer, List<Row>> e : byF3.entrySet()) {
      double[] x = new double[e.getValue().size()];
      double[] y = new double[x.length];
      for (int i = 0; i < x.length; i++) {
        x[i] = e.getValue().get(i).design().bisectionWidth();
        y[i] = e.getValue().get(i).design().pathDiversity();
      }
      XYSeries s = chart.addSeries("f3 = " + e.getKey(), x, y);
      s.setMarker(SeriesMarkers.CIRCLE);
      // a colour ramp from blue (fewest links) to red (most), so f3 reads as a colour scale
      float hue = byF3.size() == 1 ? 0.66f : 0.66f * (1 - (float) k / (byF3.size() - 1));
      s.setMarkerColor(Color.getHSBColor(hue, 0.85f, 0.85f));
      k++;
    }
    if (byF3.isEmpty()) chart.addSeries("none", new double[] {0}, new double[] {0});
    save(chart, png);
  }

  private static void writeIndicators(RunDirectory dir, List<ExanestOptimization.Result> results) {
    XYChart chart = new XYChartBuilder().width(900).height(540).title("Hypervolume per generation")
        .xAxisTitle("generation").yAxisTitle("hypervolume (normalised)").build();
    try (CsvTable csv = new CsvTable(dir.file("indicators.csv"), "run", "generation", "evaluations", "frontSize", "hypervolume")) {
      for (ExanestOptimization.Result r : results) {
        List<GenerationTracker.Generation> gens = r.generations();
        double[] x = new double[gens.size()];
        double[] y = new double[gens.size()];
        for (int i = 0; i < x.length; i++) {
          GenerationTracker.Generation g = gens.get(i);
          csv.cell(r.run()).cell(g.generation()).cell(g.evaluations()).cell(g.frontSize()).cell(g.hypervolume()).endRow();
          x[i] = g.generation();
          y[i] = g.hypervolume();
        }
        if (x.length > 0) chart.addSeries("run " + r.run(), x, y).setMarker(SeriesMarkers.NONE);
      }
    }
    save(chart, dir.file("indicators.png"));
  }

  private static void writeByF3(RunDirectory dir, List<Row> rows, int runs) {
    try (CsvTable csv = new CsvTable(dir.file("summary-by-f3.csv"), "f3", "designs", "runs", "meanF1", "sdF1", "meanF2",
        "sdF2", "meanDiameter", "meanDistance")) {
      for (Map.Entry<Integer, List<Row>> e : group(rows).entrySet()) {
        List<Row> g = e.getValue();
        double[] f1 = new double[g.size()];
        double[] f2 = new double[g.size()];
        double diameter = 0;
        double distance = 0;
        boolean[] seen = new boolean[runs];
        int inRuns = 0;
        for (int i = 0; i < f1.length; i++) {
          f1[i] = g.get(i).design().bisectionWidth();
          f2[i] = g.get(i).design().pathDiversity();
          diameter += g.get(i).diameter();
          distance += g.get(i).meanDistance();
          if (!seen[g.get(i).run()]) inRuns++;
          seen[g.get(i).run()] = true;
        }
        csv.cell(e.getKey()).cell(g.size()).cell(inRuns).cell(mean(f1)).cell(sd(f1)).cell(mean(f2)).cell(sd(f2))
            .cell(diameter / g.size()).cell(distance / g.size()).endRow();
      }
    }
  }

  private static void writeSummary(RunDirectory dir, ExanestOptimization.Request request, String algorithm,
      List<ExanestOptimization.Result> results, double wallSeconds) {
    List<Integer> sizes = new ArrayList<>();
    List<BigDecimal> hv = new ArrayList<>();
    long evaluations = 0;
    for (ExanestOptimization.Result r : results) {
      sizes.add(r.front().size());
      hv.add(Summary.canonical(ExanestOptimization.hypervolume(request, r.front())));
      evaluations += r.evaluations();
    }
    var s = request.settings();
    new Summary()
        .put("command", "optimize")
        .put("problem", problem(request))
        .put("algorithm", algorithm)
        .put("runs", results.size())
        .put("evaluations", evaluations)
        .put("frontSizes", sizes)
        .put("hypervolume", hv)
        .put("wallSeconds", wallSeconds)
        .put("options.linksPerSide", request.r())
        .put("options.chassis", request.n())
        .put("options.cabinets", request.m())
        .put("options.algorithm", algorithm)
        .put("options.population", s.population())
        .put("options.generations", s.generations())
        .put("options.pcross", s.pCross())
        .put("options.pmut", s.pMut())
        .put("options.pnew", s.pNew())
        .put("options.pext", s.pExt())
        .put("options.runs", results.size())
        .put("options.seed", request.seed())
        .put("options.restarts", request.restarts())
        .put("options.threads", request.threads())
        .write(dir.file("summary.json"));
  }

  private static String problem(ExanestOptimization.Request request) {
    return "exanest T=(R=" + request.r() + ",N=" + request.n() + ",M=" + request.m() + ")";
  }

  /** Rows by f3, ascending; within a group in row order. */
  private static TreeMap<Integer, List<Row>> group(List<Row> rows) {
    TreeMap<Integer, List<Row>> byF3 = new TreeMap<>();
    for (Row r : rows) byF3.computeIfAbsent(r.design().activeLinks(), k -> new ArrayList<>()).add(r);
    return byF3;
  }

  private static double mean(double[] x) {
    double sum = 0;
    for (double v : x) sum += v;
    return sum / x.length;
  }

  /** Sample standard deviation (n - 1 in the denominator); 0 for a single value. */
  private static double sd(double[] x) {
    if (x.length < 2) return 0;
    double m = mean(x);
    double sum = 0;
    for (double v : x) sum += (v - m) * (v - m);
    return Math.sqrt(sum / (x.length - 1));
  }

  private static void save(XYChart chart, Path png) {
    try {
      BitmapEncoder.saveBitmap(chart, png.toString(), BitmapEncoder.BitmapFormat.PNG);
    } catch (IOException e) {
      throw new java.io.UncheckedIOException("cannot write " + png, e);
    }
  }
}
