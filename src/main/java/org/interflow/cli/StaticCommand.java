package org.interflow.cli;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.concurrent.Callable;
import org.interflow.engine.StaticEngine;
import org.interflow.engine.StaticResult;
import org.interflow.io.catalog.TrafficCatalog;
import org.interflow.io.results.RunDirectory;
import org.interflow.model.traffic.TrafficPattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code interflow static}: routes a whole traffic pattern at once and reports INRFlow's static figures. */
@Command(name = "static", mixinStandardHelpOptions = true,
    description = {"Route every flow of a traffic pattern at once; report link loads, hop lengths and throughputs.",
        "Example: interflow static -t fattree:k=4,n=3 --traffic uniform"})
final class StaticCommand implements Callable<Integer> {
  private static final Logger LOG = LoggerFactory.getLogger(StaticCommand.class);

  @Mixin
  RunOptions options;

  @Option(names = "--traffic", paramLabel = "PATTERN", description = "Traffic pattern, e.g. uniform, alltoall, shift:k=5 (interflow list).")
  String traffic;

  @Override
  public Integer call() {
    long start = System.nanoTime();
    RunConfig config = options.load(traffic == null ? List.of() : List.of("traffic=" + RunConfig.quote(traffic)));
    StaticSettings settings = StaticSettings.of(config);
    RunDirectory dir = RunDirectory.prepare(options.out, settings.outputs().root(), "static", options.force);
    StaticResult result = dir.produce(() -> {
      NetworkSetup net = NetworkSetup.load(config);
      TrafficPattern pattern = TrafficCatalog.create(settings.traffic(), net.topology(), settings.seed(),
          settings.selfPairs());
      LOG.info("static: {} | routing {} | traffic {} | {} flows | {} failed links, {} failed switches",
          net.topology(), net.routingName(), settings.traffic(), pattern.flowCount(),
          net.failures().failedLinkCount(), net.failures().failedNodeCount());
      StaticResult routed;
      try (Progress progress = new Progress("static", 2 * pattern.flowCount(), "flow visits")) {
        routed = new StaticEngine(net.topology(), net.routing(), settings.threads()).run(pattern, progress);
      }
      long written = System.nanoTime();
      LOG.info(String.format("static: routed in %.2f s, writing results", (written - start) / 1e9));
      double wall = (written - start) / 1e9;
      StaticReport.write(dir, settings, net, routed, wall);
      LOG.info(String.format("static: results written in %.2f s", (System.nanoTime() - written) / 1e9));
      Files.writeString(dir.file("config.conf"), config.render(), StandardCharsets.UTF_8);
      return routed;
    });
    options.console().printf("%s: %d flows routed of %d, hops mean %.4f max %d, restricted throughput %.4f, unrestricted %.4f, max link load %.4f%n",
        dir.displayTarget(), result.routedFlows(), result.flows(), result.hopsMean(), result.hopsMax(),
        result.restrictedThroughput(), result.unrestrictedThroughput(), result.maxLinkLoad());
    return 0;
  }
}
