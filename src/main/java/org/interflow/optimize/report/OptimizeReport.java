package org.interflow.optimize.report;

import java.awt.Color;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
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
import org.interflow.optimize.exanest.ExanestIndicators;
import org.interflow.optimize.exanest.GenerationTracker;
import org.interflow.optimize.run.OptimizeTarget;
import org.interflow.optimize.run.Outcome;
import org.interflow.optimize.search.DesignSearch;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * Writes an optimisation's results for any {@link OptimizeTarget}: {@code pareto.csv} and {@code
 * pareto.json} (every run's re-scored front: encoding, objectives as shown, the bisection's certified
 * lower bound and how it was obtained, and the router-graph diameter and mean distance of each
 * design), {@code designs/design-NN.topo} (the last run's designs in the interflow text format, which
 * {@code interflow static} and {@code simulate} read with {@code topology = "file:path=..."}), {@code
 * front.png} (two objectives, one series per value of the grouping objective), {@code indicators.csv}
 * + {@code .png} (hypervolume per generation, against the problem's fixed reference point), {@code
 * summary-by-<group>.csv} (per value of the grouping objective, e.g. f3, the mean and sample standard
 * deviation of the other objectives over the K runs' designs, as the seed's Tables II and III, then
 * how many f1 values are exact and their mean lower bound) and {@code summary.json} (hypervolume and
 * IGD+ of each run's front against the union front of all runs, how every f1 was obtained, the
 * resolved options).
 */
public final class OptimizeReport {
  private OptimizeReport() {}

  /** A design of run {@code run}: shown objective values and router-graph distances. */
  private record Row(Outcome.Scored design, double[] shown, int diameter, double meanDistance) {
    int run() { return design.run(); }

    int group(int k) { return (int) Math.round(shown[k]); }
  }

  /** Writes every file into {@code dir}. */
  public static void write(RunDirectory dir, Outcome outcome) throws IOException {
    OptimizeTarget target = outcome.settings().target();
    List<Row> rows = new ArrayList<>();
    for (Outcome.Front front : outcome.fronts()) {
      for (Outcome.Scored d : front.designs()) {
        Topology t = target.topology(d.encoding(), LinkParams.DEFAULT);
        // distances only: no bisection, cuts or path diversity
        TopologyAnalyzer.Options distancesOnly = new TopologyAnalyzer.Options(outcome.settings().seed() + d.run(), 1, 1,
            200_000_000L, 0, 0, 0, 0, 1, 1, 1);
        DistanceSummary distances = TopologyAnalyzer.analyze(t, FailureSet.NONE, distancesOnly).switchDistances();
        rows.add(new Row(d, shown(outcome, d.objectives()), distances.diameterHops(), distances.meanHops()));
      }
    }
    writePareto(dir, outcome, rows);
    writeDesigns(dir, target, outcome.lastFront());
    writeFrontPlot(dir.file("front.png"), outcome, rows);
    writeIndicators(dir, outcome.results());
    writeByGroup(dir, outcome, rows);
    writeSummary(dir, outcome);
  }

  /** The shown values of stored objectives. */
  static double[] shown(Outcome outcome, double[] stored) {
    List<OptimizeTarget.Objective> objectives = outcome.settings().objectives();
    double[] v = new double[objectives.size()];
    for (int k = 0; k < v.length; k++) v[k] = objectives.get(k).shown(stored[k]);
    return v;
  }

  private static void writePareto(RunDirectory dir, Outcome outcome, List<Row> rows) {
    List<OptimizeTarget.Objective> objectives = outcome.settings().objectives();
    OptimizeTarget target = outcome.settings().target();
    String bisection = objectives.get(target.bisectionObjective()).name();
    List<String> header = new ArrayList<>(List.of("run", target.encodingColumn()));
    for (OptimizeTarget.Objective o : objectives) header.add(o.name());
    header.addAll(List.of(bisection + "Lower", bisection + "Method", "diameter", "meanDistance"));
    List<Map<String, Object>> json = new ArrayList<>();
    try (CsvTable csv = new CsvTable(dir.file("pareto.csv"), header.toArray(String[]::new))) {
      for (Row row : rows) {
        String encoding = target.encoding(row.design().encoding());
        csv.cell(row.run()).cell(encoding);
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("run", row.run());
        o.put(target.encodingColumn(), encoding);
        for (int k = 0; k < objectives.size(); k++) {
          if (objectives.get(k).integral()) {
            csv.cell(Math.round(row.shown()[k]));
            o.put(objectives.get(k).name(), Math.round(row.shown()[k]));
          } else {
            csv.cell(row.shown()[k]);
            o.put(objectives.get(k).name(), Summary.canonical(row.shown()[k]));
          }
        }
        Outcome.Scored d = row.design();
        if (d.f1Lower() >= 0) csv.cell(d.f1Lower());
        else csv.cell("");
        csv.cell(d.f1Method()).cell(row.diameter()).cell(row.meanDistance()).endRow();
        if (d.f1Lower() >= 0) o.put(bisection + "Lower", d.f1Lower());
        o.put(bisection + "Method", d.f1Method());
        o.put("diameter", row.diameter());
        o.put("meanDistance", Summary.canonical(row.meanDistance()));
        json.add(o);
      }
    }
    new Summary().put("problem", target.title()).put("designs", json).write(dir.file("pareto.json"));
  }

  private static void writeDesigns(RunDirectory dir, OptimizeTarget target, Outcome.Front last) throws IOException {
    Path designs = Files.createDirectories(dir.file("designs"));
    int i = 1;
    for (Outcome.Scored d : last.designs()) {
      TopologyTextFormat.write(target.topology(d.encoding(), LinkParams.DEFAULT), designs.resolve(String.format("design-%02d.topo", i++)));
    }
  }

  private static void writeFrontPlot(Path png, Outcome outcome, List<Row> rows) {
    OptimizeTarget target = outcome.settings().target();
    List<OptimizeTarget.Objective> objectives = outcome.settings().objectives();
    int[] axes = target.plotAxes();
    int group = target.groupObjective();
    XYChart chart = new XYChartBuilder().width(900).height(600).title("Pareto designs, " + target.title())
        .xAxisTitle(objectives.get(axes[0]).label()).yAxisTitle(objectives.get(axes[1]).label()).build();
    chart.getStyler().setDefaultSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
    chart.getStyler().setMarkerSize(8);
    TreeMap<Integer, List<Row>> groups = group(rows, group);
    int k = 0;
    for (Map.Entry<Integer, List<Row>> e : groups.entrySet()) {
      double[] x = new double[e.getValue().size()];
      double[] y = new double[x.length];
      for (int i = 0; i < x.length; i++) {
        x[i] = e.getValue().get(i).shown()[axes[0]];
        y[i] = e.getValue().get(i).shown()[axes[1]];
      }
      XYSeries s = chart.addSeries(objectives.get(group).name() + " = " + e.getKey(), x, y);
      s.setMarker(SeriesMarkers.CIRCLE);
      // a colour ramp from blue (smallest group value) to red (largest), so the group reads as a colour scale
      float hue = groups.size() == 1 ? 0.66f : 0.66f * (1 - (float) k / (groups.size() - 1));
      s.setMarkerColor(Color.getHSBColor(hue, 0.85f, 0.85f));
      k++;
    }
    if (groups.isEmpty()) chart.addSeries("none", new double[] {0}, new double[] {0});
    save(chart, png);
  }

  private static void writeIndicators(RunDirectory dir, List<DesignSearch.Result> results) {
    XYChart chart = new XYChartBuilder().width(900).height(540).title("Hypervolume per generation")
        .xAxisTitle("generation").yAxisTitle("hypervolume (normalised, fixed reference point)").build();
    chart.getStyler().setYAxisDecimalPattern("0.000");  // 0.040, not XChart's .04
    try (CsvTable csv = new CsvTable(dir.file("indicators.csv"), "run", "generation", "evaluations", "frontSize", "hypervolume")) {
      for (DesignSearch.Result r : results) {
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

  private static void writeByGroup(RunDirectory dir, Outcome outcome, List<Row> rows) {
    List<OptimizeTarget.Objective> objectives = outcome.settings().objectives();
    int group = outcome.settings().target().groupObjective();
    String bisection = objectives.get(outcome.settings().target().bisectionObjective()).name();
    List<String> header = new ArrayList<>(List.of(objectives.get(group).name(), "designs", "runs"));
    for (int k = 0; k < objectives.size(); k++) {
      if (k == group) continue;
      String name = objectives.get(k).name();
      header.add("mean" + capital(name));
      header.add("sd" + capital(name));
    }
    header.addAll(List.of("meanDiameter", "meanDistance", "exact" + capital(bisection), "mean" + capital(bisection) + "Lower"));
    int runs = outcome.results().size();
    try (CsvTable csv = new CsvTable(dir.file("summary-by-" + objectives.get(group).name() + ".csv"), header.toArray(String[]::new))) {
      for (Map.Entry<Integer, List<Row>> e : group(rows, group).entrySet()) {
        List<Row> g = e.getValue();
        boolean[] seen = new boolean[runs];
        int inRuns = 0;
        double diameter = 0;
        double distance = 0;
        int exact = 0;
        double lower = 0;
        int bounded = 0;
        for (Row r : g) {
          if (!seen[r.run()]) inRuns++;
          seen[r.run()] = true;
          diameter += r.diameter();
          distance += r.meanDistance();
          if (r.design().f1Method().equals("exact")) exact++;
          if (r.design().f1Lower() >= 0) {
            lower += r.design().f1Lower();
            bounded++;
          }
        }
        csv.cell(e.getKey()).cell(g.size()).cell(inRuns);
        for (int k = 0; k < objectives.size(); k++) {
          if (k == group) continue;
          double[] v = new double[g.size()];
          for (int i = 0; i < v.length; i++) v[i] = g.get(i).shown()[k];
          csv.cell(mean(v)).cell(sd(v));
        }
        csv.cell(diameter / g.size()).cell(distance / g.size()).cell(exact);
        if (bounded > 0) csv.cell(lower / bounded);
        else csv.cell("");
        csv.endRow();
      }
    }
  }

  private static void writeSummary(RunDirectory dir, Outcome outcome) {
    List<Integer> sizes = new ArrayList<>();
    List<BigDecimal> hv = new ArrayList<>();
    List<BigDecimal> igd = new ArrayList<>();
    long evaluations = 0;
    int dropped = 0;
    Map<String, Integer> methods = new TreeMap<>();
    int widestGap = 0;
    List<double[]> union = new ArrayList<>();
    for (Outcome.Front f : outcome.fronts()) for (Outcome.Scored d : f.designs()) union.add(d.objectives());
    double[][] reference = nonDominated(union);
    for (int k = 0; k < outcome.fronts().size(); k++) {
      Outcome.Front f = outcome.fronts().get(k);
      sizes.add(f.designs().size());
      hv.add(Summary.canonical(outcome.hypervolume(f)));
      double[][] points = new double[f.designs().size()][];
      for (int i = 0; i < points.length; i++) points[i] = f.designs().get(i).objectives();
      igd.add(Summary.canonical(ExanestIndicators.igdPlus(points, reference, outcome.bounds())));
      evaluations += outcome.results().get(k).evaluations();
      dropped += f.dropped();
      for (Outcome.Scored d : f.designs()) {
        methods.merge(d.f1Method(), 1, Integer::sum);
        int bisection = outcome.settings().target().bisectionObjective();
        if (d.f1Lower() >= 0) widestGap = Math.max(widestGap, (int) Math.round(-d.objectives()[bisection]) - d.f1Lower());
      }
    }
    double[][] bounds = outcome.bounds();
    Summary s = new Summary()
        .put("command", "optimize")
        .put("problem", outcome.settings().target().title())
        .put("algorithm", outcome.settings().algorithm().key())
        .put("runs", outcome.results().size())
        .put("evaluations", evaluations)
        .put("frontSizes", sizes)
        .put("hypervolume", hv)
        .put("igdPlus", igd)
        .put("indicators.idealPoint", canonical(bounds[0]))
        .put("indicators.referencePoint", canonical(bounds[1]))
        .put("indicators.unionFrontSize", reference.length)
        .put("rescoring.method", outcome.settings().target().rescoreMethod())
        .put("rescoring.designsByMethod", methods)
        .put("rescoring.widestGap", widestGap)
        .put("rescoring.droppedAsDominated", dropped)
        .put("wallSeconds", outcome.wallSeconds());
    for (Map.Entry<String, Object> e : outcome.settings().options().entrySet()) s.put("options." + e.getKey(), e.getValue());
    s.write(dir.file("summary.json"));
  }

  private static List<BigDecimal> canonical(double[] values) {
    List<BigDecimal> out = new ArrayList<>();
    for (double v : values) out.add(Summary.canonical(v + 0.0));
    return out;
  }

  /** The distinct non-dominated points of {@code points}, in their order. O(P^2). */
  private static double[][] nonDominated(List<double[]> points) {
    List<double[]> out = new ArrayList<>();
    for (double[] p : points) {
      boolean keep = true;
      for (double[] q : points) keep &= !GenerationTracker.dominates(q, p);
      for (double[] q : out) keep &= !java.util.Arrays.equals(q, p);
      if (keep) out.add(p);
    }
    return out.toArray(new double[0][]);
  }

  private static String capital(String name) { return name.substring(0, 1).toUpperCase(Locale.ROOT) + name.substring(1); }

  /** Rows by the rounded value of objective {@code k}, ascending; within a group in row order. */
  private static TreeMap<Integer, List<Row>> group(List<Row> rows, int k) {
    TreeMap<Integer, List<Row>> groups = new TreeMap<>();
    for (Row r : rows) groups.computeIfAbsent(r.group(k), x -> new ArrayList<>()).add(r);
    return groups;
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

  /** Saves a chart as PNG. */
  static void save(XYChart chart, Path png) {
    try {
      BitmapEncoder.saveBitmap(chart, png.toString(), BitmapEncoder.BitmapFormat.PNG);
    } catch (IOException e) {
      throw new java.io.UncheckedIOException("cannot write " + png, e);
    }
  }
}
