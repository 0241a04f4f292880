package org.interflow.optimize.report;

import java.util.ArrayList;
import java.util.List;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.CategorySeries;

/**
 * The bar chart of {@code evaluation.png}: one group of bars per design picked, a bar per routing for
 * the design and one for the mean of its Jellyfish baselines (error bar: their standard deviation),
 * times in the engineering unit that suits the largest (s, ms or us).
 */
final class EvaluationChart {
  private final String workload;
  private final List<String> routings;
  private final List<String> labels = new ArrayList<>();
  private final List<List<Double>> design = new ArrayList<>();
  private final List<List<Double>> baseline = new ArrayList<>();
  private final List<List<Double>> baselineSd = new ArrayList<>();
  private double largest;

  EvaluationChart(String workload, List<String> routings) {
    this.workload = workload;
    this.routings = List.copyOf(routings);
    for (int r = 0; r < routings.size(); r++) {
      design.add(new ArrayList<>());
      baseline.add(new ArrayList<>());
      baselineSd.add(new ArrayList<>());
    }
  }

  /** The times of one design under routing {@code routing} (labels repeat once per routing). */
  void add(String label, int routing, double seconds, Spread jellyfish) {
    if (routing == 0) labels.add(label);
    design.get(routing).add(seconds);
    baseline.get(routing).add(jellyfish.mean());
    baselineSd.get(routing).add(jellyfish.sd());
    largest = Math.max(largest, Math.max(seconds, jellyfish.mean() + jellyfish.sd()));
  }

  CategoryChart build() {
    double scale = largest >= 1 ? 1 : largest >= 1e-3 ? 1e3 : 1e6;
    String unit = scale == 1 ? "s" : scale == 1e3 ? "ms" : "us";
    int width = Math.min(2400, Math.max(900, 110 * labels.size()));
    CategoryChart chart = new CategoryChartBuilder().width(width).height(640)
        .title("Execution time of " + workload).xAxisTitle("design picked (Jellyfish: same routers, servers and links)")
        .yAxisTitle("execution time (" + unit + ")").build();
    int longest = labels.stream().mapToInt(String::length).max().orElse(0);
    // about 7 px per character: labels that would overlap their neighbours are turned
    chart.getStyler().setXAxisLabelRotation(7 * longest > 0.8 * width / Math.max(1, labels.size()) ? 45 : 0);
    for (int r = 0; r < routings.size(); r++) {
      chart.addSeries("design, " + routings.get(r), labels, scaled(design.get(r), scale));
      CategorySeries s = chart.addSeries("Jellyfish (mean, sd), " + routings.get(r), labels, scaled(baseline.get(r), scale),
          scaled(baselineSd.get(r), scale));
      s.setLabel("Jellyfish (mean +- sd), " + routings.get(r));
    }
    return chart;
  }

  private static List<Double> scaled(List<Double> values, double scale) {
    List<Double> out = new ArrayList<>(values.size());
    for (double v : values) out.add(v * scale);
    return out;
  }
}
