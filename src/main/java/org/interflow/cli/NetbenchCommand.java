package org.interflow.cli;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import org.interflow.engine.benchmark.BenchmarkNetwork;
import org.interflow.engine.benchmark.NetworkBenchmarks;
import org.interflow.io.catalog.PlacementCatalog;
import org.interflow.io.catalog.SharingCatalog;
import org.interflow.io.catalog.SpecException;
import org.interflow.io.results.NetbenchReport;
import org.interflow.io.results.RunDirectory;
import org.interflow.model.benchmark.BisectionBandwidths;
import org.interflow.model.benchmark.CollectiveTiming;
import org.interflow.model.benchmark.PairBandwidths;
import org.interflow.model.network.PriorityPolicy;
import org.interflow.model.routing.VirtualLaneRouting;
import org.interflow.model.topology.Topology;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code interflow netbench mpigraph|ebb|collective}: the seed's MPI network benchmarks (mpiGraph,
 * Netgauge's effective bisection bandwidth, IMB collectives) run as simulated workloads on a
 * network, routing and rank placement; results in a run directory ({@link NetbenchReport}).
 */
@Command(name = "netbench", mixinStandardHelpOptions = true,
    description = {"Run MPI network benchmarks (mpiGraph, Netgauge eBB, IMB collectives) on a simulated network.",
        "Example: interflow netbench mpigraph -t hyperx:dims=12x8,t=7 -r dfsssp --nodes 28"},
    subcommands = {NetbenchCommand.MpiGraph.class, NetbenchCommand.Ebb.class, NetbenchCommand.Collective.class})
final class NetbenchCommand implements Runnable {
  @picocli.CommandLine.Spec
  picocli.CommandLine.Model.CommandSpec command;

  /** Without a sub-command: the usage, under the full command name ({@code interflow netbench}). */
  @Override
  public void run() { command.commandLine().usage(System.out); }

  /** Options every benchmark takes besides the run options. */
  static final class Placement {
    @Option(names = "--placement", paramLabel = "SPEC", description = "linear (default), random, clustered[:p=0.8] or file:<path>.")
    String placement;

    @Option(names = "--nodes", paramLabel = "N", description = "Ranks, one per server (default: every server).")
    Integer nodes;

    void addTo(List<String> overrides) {
      RunConfig.override(overrides, "netbench.placement", placement);
      if (nodes != null) overrides.add("netbench.nodes=" + nodes);
    }
  }

  @Command(name = "mpigraph", mixinStandardHelpOptions = true,
      description = {"mpiGraph: every node pair's observable bandwidth over N-1 shift steps (heatmap, CSV, mean).",
          "Example: interflow netbench mpigraph -t hyperx:dims=12x8,t=7 -r dfsssp --nodes 28"})
  static final class MpiGraph implements Callable<Integer> {
    @Mixin RunOptions options;
    @Mixin Placement placement;

    @Option(names = "--bytes", paramLabel = "SIZE", description = "Message size (default 16KiB).")
    String bytes;

    @Option(names = "--window", paramLabel = "N", description = "Messages in flight per partner (default 50).")
    Integer window;

    @Override
    public Integer call() {
      List<String> extra = new ArrayList<>();
      placement.addTo(extra);
      RunConfig.override(extra, "netbench.mpigraph.bytes", bytes);
      if (window != null) extra.add("netbench.mpigraph.window=" + window);
      return execute(options, extra, "mpigraph", (net, s, setup, dir, start) -> {
        if (net.ranks() < 2) {
          throw new UserInputException("interflow.netbench.nodes: mpiGraph measures pairs of nodes: at least 2, got " + net.ranks());
        }
        var m = NetworkBenchmarks.mpiGraph(net, s.mpiGraphBytes(), s.window());
        PairBandwidths b = m.result();
        NetbenchReport.mpiGraph(dir, setup, b, s.mpiGraphBytes(), s.window(), m.traffic(), seconds(start));
        return String.format("mean pair bandwidth %.6g B/s (%.4f GiB/s), min %.4f, max %.4f GiB/s over %d nodes", b.mean(),
            b.mean() / GIB, b.min() / GIB, b.max() / GIB, b.ranks());
      });
    }
  }

  @Command(name = "ebb", mixinStandardHelpOptions = true,
      description = {"Netgauge eBB: effective bisection bandwidth over random bisections (mean, min, max, histogram).",
          "Example: interflow netbench ebb -t hyperx:dims=12x8,t=7 -r parx --rounds 1000"})
  static final class Ebb implements Callable<Integer> {
    @Mixin RunOptions options;
    @Mixin Placement placement;

    @Option(names = "--rounds", paramLabel = "N", description = "Random bisections (default 1000).")
    Integer rounds;

    @Option(names = "--bytes", paramLabel = "SIZE", description = "Message each pair exchanges (default 1MiB).")
    String bytes;

    @Override
    public Integer call() {
      List<String> extra = new ArrayList<>();
      placement.addTo(extra);
      if (rounds != null) extra.add("netbench.ebb.rounds=" + rounds);
      RunConfig.override(extra, "netbench.ebb.bytes", bytes);
      return execute(options, extra, "ebb", (net, s, setup, dir, start) -> {
        if (net.ranks() % 2 != 0) {
          throw new UserInputException("interflow.netbench.nodes: a bisection needs an even number of nodes, got " + net.ranks());
        }
        var m = NetworkBenchmarks.effectiveBisection(net, s.ebbBytes(), s.ebbRounds(), setup.seed());
        BisectionBandwidths b = m.result();
        NetbenchReport.effectiveBisection(dir, setup, b, s.ebbBytes(), s.ebbBins(), m.traffic(), seconds(start));
        return String.format("eBB %.6g B/s (%.4f GiB/s), rounds min %.4f, max %.4f GiB/s, %d rounds on %d nodes", b.mean(),
            b.mean() / GIB, b.min() / GIB, b.max() / GIB, b.rounds(), net.ranks());
      });
    }
  }

  @Command(name = "collective", mixinStandardHelpOptions = true,
      description = {"IMB collectives over message sizes and node counts: t_min/t_avg/t_max, and gains against a baseline run.",
          "Example: interflow netbench collective -t hyperx:dims=12x8,t=7 -r dfsssp --baseline runs/ft"})
  static final class Collective implements Callable<Integer> {
    @Mixin RunOptions options;
    @Mixin Placement placement;

    @Option(names = "--baseline", paramLabel = "DIR", description = "An earlier collective run: report gains against its times.")
    String baseline;

    @Override
    public Integer call() {
      List<String> extra = new ArrayList<>();
      placement.addTo(extra);
      RunConfig.override(extra, "netbench.collective.baseline", baseline);
      return execute(options, extra, "collective", (net, s, setup, dir, start) -> {
        List<CollectiveTiming> base = null;
        if (!s.baseline().isEmpty()) {
          try {
            base = NetbenchReport.readCollectives(Path.of(s.baseline()));
          } catch (IllegalArgumentException e) {
            throw new UserInputException("interflow.netbench.collective.baseline: " + e.getMessage());
          }
        }
        int[] counts = s.collectiveNodes().length == 0 ? new int[] {net.ranks()} : s.collectiveNodes();
        var m = NetworkBenchmarks.collectives(net, s.mpi(), s.operations(), counts, s.sizes(),
            s.iterations(), setup.seed());
        NetbenchReport.collectives(dir, setup, m.result(), base, s.iterations(), m.traffic(), seconds(start));
        return String.format("%d collective measurements on %s nodes%s", m.result().size(), Arrays.toString(counts),
            base == null ? "" : ", gains against " + s.baseline());
      });
    }
  }

  private static final double GIB = 1L << 30;

  /** One benchmark's run on the prepared network; returns the line printed when it succeeds. */
  @FunctionalInterface
  interface Benchmark {
    String run(BenchmarkNetwork net, NetbenchSettings settings, NetbenchReport.Setup setup, RunDirectory dir,
        long startNanos);
  }

  private static double seconds(long startNanos) { return (System.nanoTime() - startNanos) / 1e9; }

  /** Loads the configuration, places the ranks, runs the benchmark into a run directory, prints its line. */
  private static int execute(RunOptions options, List<String> extra, String benchmark, Benchmark work) {
    long start = System.nanoTime();
    RunConfig config = options.load(extra);
    NetbenchSettings settings = NetbenchSettings.of(config);
    RunDirectory dir = RunDirectory.prepare(options.out, settings.outputs().root(), "netbench-" + benchmark,
        options.force);
    String line = dir.produce(() -> {
      NetworkSetup net = NetworkSetup.load(config);
      Topology t = net.topology();
      int ranks = settings.nodes() == 0 ? t.servers() : settings.nodes();
      if (benchmark.equals("collective") && settings.collectiveNodes().length > 0) {
        ranks = Arrays.stream(settings.collectiveNodes()).max().getAsInt();
      }
      if (ranks > t.servers()) {
        throw new UserInputException("interflow.netbench.nodes: " + ranks + " nodes asked for; " + t + " has " + t.servers());
      }
      long seed = settings.seed();
      int[] servers;
      try {
        servers = PlacementCatalog.place(settings.placement(), ranks, t.servers(), seed);
      } catch (SpecException e) {
        throw new UserInputException("interflow.netbench.placement: " + e.getMessage());
      }
      BenchmarkNetwork bn;
      try {
        bn = new BenchmarkNetwork(t, net.failures(), net.routing(),
            SharingCatalog.factory(settings.sharing(), t, PriorityPolicy.NONE), servers);
      } catch (IllegalArgumentException e) {
        throw new UserInputException("interflow.netbench.placement: " + e.getMessage());
      }
      double capacity = 0;
      for (int l = 0; l < t.links(); l++) capacity = Math.max(capacity, t.capacityBitsPerSecond(l));
      Integer lanes = net.routing() instanceof VirtualLaneRouting v ? v.virtualLanes() : null;
      NetbenchReport.Setup setup = new NetbenchReport.Setup(benchmark, t.spec().canonical(), net.routingName(),
          settings.placement(), seed, servers, lanes, capacity, settings.outputs().plots());
      String result = work.run(bn, settings, setup, dir, start);
      Files.writeString(dir.file("config.conf"), config.render(), StandardCharsets.UTF_8);
      return result;
    });
    System.out.printf("%s: %s%n", dir.displayTarget(), line);
    return 0;
  }
}
