package org.interflow.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.interflow.engine.dynamic.SimulationResult;
import org.interflow.io.results.CsvTable;
import org.interflow.io.results.RunDirectory;
import org.interflow.io.results.SecondsScale;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.jellyfish.JellyfishBuilder;
import org.interflow.model.topology.jellyfish.JellyfishSpec;
import org.interflow.optimize.search.DesignSearch;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@code optimize --evaluate WORKLOAD.conf}: simulates chosen Pareto designs of the last run and a
 * Jellyfish network of the same size under single-path ({@code shortest}) and {@code ecmp}
 * routing, as the seed's figures 4 and 5, and writes {@code evaluation.csv} (design, routing,
 * execution seconds, flows without a route) and {@code evaluation.png} (grouped bars).
 *
 * <p>Designs, on the front plot's two objectives (f1 and f2 for ExaNeSt; bisection and mean hops
 * for router networks): the best on the first ({@code best-<name>}), the best on the second, and
 * the knee: the design nearest, in Euclidean distance after scaling both objectives to [0, 1] over
 * the front, to the ideal point made of the two bests (ties: the first in front order). A design
 * picked twice is simulated once, under its first label. The Jellyfish network has as many switches
 * as the designs have routers, ceil(servers / switches) servers per switch and the designs' largest
 * router radix as ports (fewer if that would need more network ports than there are other
 * switches); it is drawn with the workload's seed. Cost: 2 simulations per design.
 */
final class OptimizeEvaluation {
  private static final Logger LOG = LoggerFactory.getLogger(OptimizeEvaluation.class);
  private static final List<String> ROUTINGS = List.of("shortest", "ecmp");

  private OptimizeEvaluation() {}

  /** A network to simulate, with its label. */
  private record Candidate(String label, Topology topology) {}

  static void write(RunDirectory dir, OptimizeReport.Outcome outcome, OptimizeWorkload workload) {
    List<Candidate> candidates = candidates(outcome, workload);
    List<String> labels = new ArrayList<>();
    double[][] seconds = new double[ROUTINGS.size()][candidates.size()];
    try (CsvTable csv = new CsvTable(dir.file("evaluation.csv"), "design", "routing", "seconds", "undeliverable")) {
      for (int c = 0; c < candidates.size(); c++) {
        Candidate cand = candidates.get(c);
        labels.add(cand.label());
        for (int r = 0; r < ROUTINGS.size(); r++) {
          SimulationResult result = workload.run(cand.topology(), ROUTINGS.get(r));
          seconds[r][c] = result.makespanSeconds();
          LOG.info(String.format(Locale.ROOT, "optimize --evaluate: %s %s %.9f s", cand.label(), ROUTINGS.get(r), seconds[r][c]));
          csv.cell(cand.label()).cell(ROUTINGS.get(r)).cell(seconds[r][c]).cell(result.undeliverable()).endRow();
        }
      }
    }
    SecondsScale unit = SecondsScale.forValues(java.util.Arrays.stream(seconds).flatMapToDouble(java.util.Arrays::stream).toArray());
    CategoryChart chart = new CategoryChartBuilder().width(900).height(540)
        .title("Execution time of " + workload.description()).xAxisTitle("network").yAxisTitle(unit.label("execution time")).build();
    chart.getStyler().setXAxisLabelRotation(12);  // long design labels would run into each other
    for (int r = 0; r < ROUTINGS.size(); r++) {
      List<Double> values = new ArrayList<>();
      for (double v : seconds[r]) values.add(unit.in(v));
      chart.addSeries(ROUTINGS.get(r), labels, values);
    }
    try {
      BitmapEncoder.saveBitmap(chart, dir.file("evaluation.png").toString(), BitmapEncoder.BitmapFormat.PNG);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write evaluation.png", e);
    }
  }

  private static List<Candidate> candidates(OptimizeReport.Outcome outcome, OptimizeWorkload workload) {
    OptimizeTarget target = outcome.settings().target();
    List<DesignSearch.Design> front = outcome.results().get(outcome.results().size() - 1).front();
    List<OptimizeTarget.Objective> objectives = outcome.objectives();
    int[] axes = target.plotAxes();
    int[] picks = picks(front, axes);
    String[] names = {"best-" + objectives.get(axes[0]).name(), "best-" + objectives.get(axes[1]).name(), "knee"};
    List<Candidate> out = new ArrayList<>();
    List<Integer> taken = new ArrayList<>();
    int switches = 0;
    int servers = 0;
    int radix = 0;
    for (int i = 0; i < picks.length; i++) {
      if (taken.contains(picks[i])) continue;
      taken.add(picks[i]);
      Topology t = target.topology(front.get(picks[i]).encoding(), workload.links());
      out.add(new Candidate(names[i] + " (" + target.encoding(front.get(picks[i]).encoding()) + ")", t));
      switches = t.switches();
      servers = t.servers();
      for (int s = 0; s < t.switches(); s++) radix = Math.max(radix, t.radix(t.switchNode(s)));
    }
    int perSwitch = (servers + switches - 1) / switches;
    int ports = Math.min(radix, perSwitch + switches - 1);
    JellyfishSpec jellyfish = new JellyfishSpec(switches, Math.max(ports, perSwitch), perSwitch, workload.seed());
    out.add(new Candidate("jellyfish N=" + switches + " k=" + jellyfish.ports() + " servers=" + perSwitch,
        JellyfishBuilder.build(jellyfish, workload.links())));
    return out;
  }

  /**
   * Indices in {@code front} of the best design on each of two objectives (minimised form) and of
   * the knee (see the class comment).
   */
  static int[] picks(List<DesignSearch.Design> front, int[] axes) {
    int[] best = new int[2];
    double[] lo = new double[2];
    double[] hi = new double[2];
    for (int a = 0; a < 2; a++) {
      lo[a] = Double.POSITIVE_INFINITY;
      hi[a] = Double.NEGATIVE_INFINITY;
      for (int i = 0; i < front.size(); i++) {
        double v = front.get(i).objectives()[axes[a]];
        if (v < lo[a]) {
          lo[a] = v;
          best[a] = i;
        }
        hi[a] = Math.max(hi[a], v);
      }
    }
    int knee = 0;
    double nearest = Double.POSITIVE_INFINITY;
    for (int i = 0; i < front.size(); i++) {
      double d = 0;
      for (int a = 0; a < 2; a++) {
        double span = hi[a] - lo[a];
        double x = span > 0 ? (front.get(i).objectives()[axes[a]] - lo[a]) / span : 0;
        d += x * x;
      }
      if (d < nearest) {
        nearest = d;
        knee = i;
      }
    }
    return new int[] {best[0], best[1], knee};
  }
}
