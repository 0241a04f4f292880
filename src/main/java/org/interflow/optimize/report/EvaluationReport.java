package org.interflow.optimize.report;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalDouble;
import java.util.TreeMap;
import java.util.stream.IntStream;
import org.interflow.engine.dynamic.results.SimulationResult;
import org.interflow.io.results.CsvTable;
import org.interflow.io.results.RunDirectory;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.jellyfish.JellyfishBuilder;
import org.interflow.model.topology.jellyfish.JellyfishSpec;
import org.interflow.optimize.run.OptimizeTarget;
import org.interflow.optimize.run.Outcome;
import org.interflow.optimize.run.SimulatedWorkload;
import org.knowm.xchart.BitmapEncoder;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@code optimize --evaluate WORKLOAD.conf}: simulates chosen designs of the last run's front, each
 * beside Jellyfish networks of the same size, under each routing (single-path {@code shortest} and
 * {@code ecmp} by default), as the seed's figures 4 and 5, and writes {@code evaluation.csv} and
 * {@code evaluation.png}.
 *
 * <p>Designs ({@link FrontPicks}), within the whole front or within each value of the grouping
 * objective (f3 for ExaNeSt, as the paper's figures compare designs of one link budget): the best on
 * the front plot's first objective, the best on its second, and the knee. A design that fills
 * several roles is simulated once and its row says so ({@code best-f2+knee}; the plot's label
 * {@code best-f2 = knee}).
 *
 * <p>Baseline: for each design, Jellyfish networks with its routers as switches, its servers per
 * router and its number of router-to-router links (a random regular graph of degree 2 links /
 * routers, rounded down when that is not a whole number; the row gives both link counts), drawn with
 * seeds {@code workload seed .. + seeds - 1}; the row gives their mean, sample standard deviation,
 * least and largest time, and the flows they could not deliver (a random regular graph of low
 * degree may be disconnected: its time then leaves those flows out). Cost: (1 + seeds) simulations per design and routing, on the run's threads.
 */
public final class EvaluationReport {
  private static final Logger LOG = LoggerFactory.getLogger(EvaluationReport.class);

  private EvaluationReport() {}

  /**
   * How to evaluate.
   *
   * @param workload the workload simulated on every network
   * @param routings routing names, in column order
   * @param perGroup pick designs within each value of the grouping objective, else within the whole front
   * @param jellyfishSeeds Jellyfish networks per design (>= 1)
   * @param threads simulations at once (>= 1); the results do not depend on it
   */
  public record Settings(SimulatedWorkload workload, List<String> routings, boolean perGroup, int jellyfishSeeds, int threads) {
    /** @throws IllegalArgumentException if a count is below 1 or no routing is given */
    public Settings {
      routings = List.copyOf(routings);
      if (routings.isEmpty()) throw new IllegalArgumentException("evaluate needs at least one routing");
      if (jellyfishSeeds < 1) throw new IllegalArgumentException("jellyfish-seeds must be >= 1, got " + jellyfishSeeds);
      if (threads < 1) throw new IllegalArgumentException("threads must be >= 1, got " + threads);
    }
  }

  /** A design to simulate and its baseline. */
  private record Candidate(String group, FrontPicks.Pick pick, Topology design, JellyfishSpec jellyfish, int designLinks) {}

  /** Simulates and writes {@code evaluation.csv} and {@code evaluation.png}. */
  public static void write(RunDirectory dir, Outcome outcome, Settings settings) {
    List<Candidate> candidates = candidates(outcome, settings);
    int routings = settings.routings().size();
    int perCandidate = routings * (1 + settings.jellyfishSeeds());
    SimulationResult[] results = new SimulationResult[candidates.size() * perCandidate];
    LOG.info(String.format(Locale.ROOT, "optimize --evaluate: %d simulations (%d designs x %d routings x (1 + %d Jellyfish seeds))",
        results.length, candidates.size(), routings, settings.jellyfishSeeds()));
    ProgressLog progress = new ProgressLog(results.length);
    IntStream tasks = IntStream.range(0, results.length);
    if (settings.threads() > 1) tasks = tasks.parallel();
    tasks.forEach(i -> {
      results[i] = simulate(candidates.get(i / perCandidate), i % perCandidate, settings);
      progress.done();
    });
    OptimizeTarget target = outcome.settings().target();
    String group = settings.perGroup() ? outcome.settings().objectives().get(target.groupObjective()).name() : "front";
    EvaluationChart chart = new EvaluationChart(settings.workload().description(), settings.routings());
    try (CsvTable csv = new CsvTable(dir.file("evaluation.csv"), group, "roles", "design", "routing", "seconds", "undeliverable",
        "routers", "servers", "links", "jellyfish", "jellyfishLinks", "jellyfishSeeds", "jellyfishMeanSeconds", "jellyfishSdSeconds",
        "jellyfishMinSeconds", "jellyfishMaxSeconds", "jellyfishUndeliverable", "jellyfishOverDesign")) {
      for (int c = 0; c < candidates.size(); c++) {
        Candidate cand = candidates.get(c);
        String label = (settings.perGroup() ? group + "=" + cand.group() + " " : "") + cand.pick().label();
        for (int r = 0; r < routings; r++) {
          SimulationResult own = results[c * perCandidate + r * (1 + settings.jellyfishSeeds())];
          double[] baseline = new double[settings.jellyfishSeeds()];
          long undeliverable = 0;
          for (int k = 0; k < baseline.length; k++) {
            SimulationResult jellyfish = results[c * perCandidate + r * (1 + settings.jellyfishSeeds()) + 1 + k];
            baseline[k] = jellyfish.makespanSeconds();
            undeliverable += jellyfish.undeliverable();
          }
          Spread spread = Spread.of(baseline);
          String routing = settings.routings().get(r);
          LOG.info(String.format(Locale.ROOT, "optimize --evaluate: %s %s %.9f s, jellyfish mean %.9f s", label, routing,
              own.makespanSeconds(), spread.mean()));
          csv.cell(cand.group()).cell(cand.pick().roles()).cell(target.encoding(cand.pick().design().encoding())).cell(routing)
              .cell(own.makespanSeconds()).cell(own.undeliverable()).cell(cand.design().switches()).cell(cand.design().servers())
              .cell(cand.designLinks()).cell(jellyfishName(cand.jellyfish())).cell(cand.jellyfish().switches()
                  * (cand.jellyfish().ports() - cand.jellyfish().servers()) / 2).cell(baseline.length)
              .cell(spread.mean()).cell(spread.sd()).cell(spread.min()).cell(spread.max()).cell(undeliverable);
          OptionalDouble ratio = overDesign(spread.mean(), own.makespanSeconds(), own.undeliverable() + undeliverable);
          if (ratio.isPresent()) csv.cell(ratio.getAsDouble()); else csv.cell("");
          csv.endRow();
          chart.add(label, r, own.makespanSeconds(), spread);
        }
      }
    }
    try {
      BitmapEncoder.saveBitmap(chart.build(), dir.file("evaluation.png").toString(), BitmapEncoder.BitmapFormat.PNG);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write evaluation.png", e);
    }
  }

  /**
   * Jellyfish's mean time over the design's, or empty when either dropped flows ({@code
   * undeliverable} over both): a network that does not deliver the workload, such as a Jellyfish
   * of one router link per router, finishes early on what it delivers and is not comparable.
   */
  static OptionalDouble overDesign(double jellyfishMeanSeconds, double designSeconds, long undeliverable) {
    return undeliverable > 0 ? OptionalDouble.empty() : OptionalDouble.of(jellyfishMeanSeconds / designSeconds);
  }

  /** A line every {@value #PROGRESS_SECONDS} s of wall time at most: simulations done of all. */
  private static final class ProgressLog {
    private final int total;
    private final long start = System.nanoTime();
    private long lastLine = start;
    private int done;

    ProgressLog(int total) { this.total = total; }

    synchronized void done() {
      done++;
      long now = System.nanoTime();
      if (done < total && now - lastLine >= PROGRESS_SECONDS * 1_000_000_000L) {
        lastLine = now;
        LOG.info(String.format(Locale.ROOT, "optimize --evaluate: %d of %d simulations done (%.0f s)", done, total, (now - start) / 1e9));
      }
    }
  }

  private static final int PROGRESS_SECONDS = 5;

  /** Task {@code task} of a candidate: routing {@code task / (1 + seeds)}, then the design or Jellyfish seed k. */
  private static SimulationResult simulate(Candidate c, int task, Settings settings) {
    int perRouting = 1 + settings.jellyfishSeeds();
    String routing = settings.routings().get(task / perRouting);
    int k = task % perRouting;
    if (k == 0) return settings.workload().run(c.design(), routing);
    JellyfishSpec spec = c.jellyfish();
    Topology baseline = JellyfishBuilder.build(new JellyfishSpec(spec.switches(), spec.ports(), spec.servers(), spec.seed() + k - 1),
        settings.workload().links());
    return settings.workload().run(baseline, routing);
  }

  private static List<Candidate> candidates(Outcome outcome, Settings settings) {
    OptimizeTarget target = outcome.settings().target();
    List<Outcome.Scored> front = outcome.lastFront().designs();
    TreeMap<Integer, List<Outcome.Scored>> groups = new TreeMap<>();
    int g = target.groupObjective();
    for (Outcome.Scored d : front) {
      int key = settings.perGroup() ? (int) Math.round(outcome.settings().objectives().get(g).shown(d.objectives()[g])) : 0;
      groups.computeIfAbsent(key, x -> new ArrayList<>()).add(d);
    }
    List<Candidate> out = new ArrayList<>();
    for (var e : groups.entrySet()) {
      for (FrontPicks.Pick pick : FrontPicks.of(e.getValue(), target.plotAxes(), outcome.settings().objectives())) {
        Topology t = target.topology(pick.design().encoding(), settings.workload().links());
        int links = switchLinks(t);
        int perSwitch = (t.servers() + t.switches() - 1) / t.switches();
        int degree = Math.min(2 * links / t.switches(), t.switches() - 1);
        JellyfishSpec jellyfish = new JellyfishSpec(t.switches(), perSwitch + degree, perSwitch, settings.workload().seed());
        out.add(new Candidate(settings.perGroup() ? Integer.toString(e.getKey()) : "all", pick, t, jellyfish, links));
      }
    }
    return out;
  }

  /** Links with a switch at both ends (parallel links counted apiece). */
  private static int switchLinks(Topology t) {
    int links = 0;
    for (int l = 0; l < t.links(); l++) if (t.isSwitch(t.linkA(l)) && t.isSwitch(t.linkB(l))) links++;
    return links;
  }

  private static String jellyfishName(JellyfishSpec s) {
    return "switches=" + s.switches() + " ports=" + s.ports() + " servers=" + s.servers(); // interflow's spec, without commas
  }
}
