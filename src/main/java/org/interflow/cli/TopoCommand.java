package org.interflow.cli;

import java.util.List;
import java.util.concurrent.Callable;
import org.interflow.io.results.RunDirectory;
import org.interflow.io.results.Summary;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.metrics.BisectionSummary;
import org.interflow.model.metrics.DistanceSummary;
import org.interflow.model.metrics.PathDiversitySummary;
import org.interflow.model.metrics.TopologyAnalyzer;
import org.interflow.model.metrics.TopologyMetrics;
import org.interflow.model.topology.Topology;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code interflow topo <spec>}: a network's figures of merit (counts, distances, bisection width,
 * shortest-path diversity, connectivity) printed as a table, or as JSON with {@code --json}; with
 * {@code --out} also written to {@code summary.json} there.
 */
@Command(name = "topo", mixinStandardHelpOptions = true,
    description = {"Topology metrics: counts, diameter and mean distance, bisection width, path diversity, connectivity.",
        "Example: interflow topo torus:dims=8x8x8"})
final class TopoCommand implements Callable<Integer> {
  @Parameters(index = "0", arity = "0..1", paramLabel = "SPEC", description = "Network spec (else interflow.topology).")
  String spec;

  @Mixin
  CommonOptions common;

  @Option(names = "--json", description = "Print JSON instead of a table.")
  boolean json;

  @Option(names = {"-o", "--out"}, paramLabel = "DIR", description = "Also write summary.json into this run directory.")
  java.nio.file.Path out;

  @Option(names = "--force", description = "Replace the results already in --out.")
  boolean force;

  @Override
  public Integer call() throws java.io.IOException {
    List<String> o = common.overrides();
    RunConfig.override(o, "topology", spec);
    RunConfig config = RunConfig.load(null, common.preset(), o);
    RunDirectory dir = out == null ? null : RunDirectory.prepare(out, null, "topo", force);
    RunDirectory.Work<Integer> work = () -> {
      Topology t = NetworkSetup.topology(config);
      FailureSet f = NetworkSetup.failures(config, t);
      TopologyAnalyzer.Options options = TopologyAnalyzer.Options.defaults(config.longValue("seed"))
          .withRestarts(config.integer("metrics.bisection-restarts")).withThreads(config.threads());
      TopologyMetrics m = TopologyAnalyzer.analyze(t, f, options);
      Summary s = summary(t, m);
      if (json) {
        System.out.print(s.toJson());
      } else {
        printTable(t, m);
      }
      if (dir != null) s.write(dir.file("summary.json"));
      return 0;
    };
    return dir == null ? work.run() : dir.produce(work);
  }

  static Summary summary(Topology t, TopologyMetrics m) {
    Summary s = new Summary().put("command", "topo").put("topology", t.spec().canonical())
        .put("servers", m.servers()).put("switches", m.switches()).put("links", m.links())
        .put("serverPorts", m.serverPorts()).put("switchPorts", m.switchPorts())
        .put("failures.links", m.failedLinks()).put("failures.nodes", m.failedNodes())
        .put("connected", m.connected()).put("components", m.components());
    distances(s, "serverDistance", m.serverDistances());
    distances(s, "switchDistance", m.switchDistances());
    bisection(s, "bisection", m.bisection());
    bisection(s, "bisectionExact", m.bisectionExact());
    if (m.switchEdgeConnectivity() != null) s.put("switchEdgeConnectivity", m.switchEdgeConnectivity());
    PathDiversitySummary d = m.pathDiversity();
    if (d != null) {
      s.put("pathDiversity.mean", d.meanPaths()).put("pathDiversity.min", d.minPaths()).put("pathDiversity.max", d.maxPaths())
          .put("pathDiversity.exanestF2", d.exanestF2()).put("pathDiversity.pairs", d.pairsMeasured())
          .put("pathDiversity.exact", d.exact());
    }
    return s;
  }

  private static void distances(Summary s, String key, DistanceSummary d) {
    if (d == null) return;
    s.put(key + ".diameter", d.diameterHops()).put(key + ".mean", d.meanHops())
        .put(key + ".unreachablePairs", d.unreachablePairs()).put(key + ".exact", d.exact())
        .put(key + ".sources", d.sourcesMeasured());
  }

  private static void bisection(Summary s, String key, BisectionSummary b) {
    if (b == null) return;
    s.put(key + ".links", b.linksCut()).put(key + ".capacityGbps", b.capacityCutBitsPerSecond() / 1e9)
        .put(key + ".halfA", b.weightA()).put(key + ".halfB", b.weightB())
        .put(key + ".method", b.method().name().toLowerCase().replace('_', '-'));
  }

  private static void printTable(Topology t, TopologyMetrics m) {
    System.out.printf("%s%n", t.spec().canonical());
    row("servers", m.servers());
    row("switches", m.switches());
    row("links", m.links());
    row("ports (server / switch)", m.serverPorts() + " / " + m.switchPorts());
    if (m.failedLinks() + m.failedNodes() > 0) row("failed (links / nodes)", m.failedLinks() + " / " + m.failedNodes());
    row("connected", m.connected() ? "yes" : "no (" + m.components() + " components)");
    distanceRows("server-to-server", m.serverDistances());
    distanceRows("switch-to-switch", m.switchDistances());
    BisectionSummary b = m.bisection();
    String noBisection = m.splittable() ? "skipped (network above the size budget)" : "none (one router: no halves to cut)";
    row("bisection width (KL)", b == null ? noBisection
        : b.linksCut() + " links, " + fmt(b.capacityCutBitsPerSecond() / 1e9) + " Gbps (halves " + b.weightA() + " / " + b.weightB() + ")");
    if (m.bisectionExact() != null) row("bisection width (exact)", m.bisectionExact().linksCut() + " links");
    if (m.switchEdgeConnectivity() != null) row("edge connectivity (switches)", m.switchEdgeConnectivity());
    PathDiversitySummary d = m.pathDiversity();
    row("disjoint shortest paths", d == null ? "skipped (network above the size budget)"
        : "mean " + fmt(d.meanPaths()) + ", min " + d.minPaths() + ", max " + d.maxPaths() + ", ExaNeSt f2 " + fmt(d.exanestF2())
            + (d.exact() ? "" : " (sampled, " + d.pairsMeasured() + " pairs)"));
  }

  private static void distanceRows(String what, DistanceSummary d) {
    if (d == null) return;
    String note = d.exact() ? "" : " (sampled from " + d.sourcesMeasured() + " of " + d.sourcesTotal() + " sources; diameter is a lower bound)";
    row("diameter " + what, d.diameterHops() + " hops" + note);
    row("mean distance " + what, fmt(d.meanHops()) + " hops");
  }

  private static void row(String label, Object value) { System.out.printf("  %-30s %s%n", label, value); }

  private static String fmt(double x) { return Summary.canonical(x) == null ? "n/a" : Summary.canonical(x).toPlainString(); }
}
