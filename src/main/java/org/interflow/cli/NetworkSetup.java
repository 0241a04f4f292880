package org.interflow.cli;

import org.interflow.io.catalog.FailureTargetCatalog;
import org.interflow.io.catalog.RoutingCatalog;
import org.interflow.io.catalog.SpecException;
import org.interflow.io.catalog.TopologyCatalog;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.RoutingAlgorithm;
import org.interflow.model.routing.VirtualLaneRouting;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.TopologySpec;
import org.slf4j.LoggerFactory;

/**
 * A run's network, read from the configuration: the topology, the failures drawn for it and the
 * routing built over the survivors.
 */
record NetworkSetup(TopologySpec spec, Topology topology, FailureSet failures, String routingName, RoutingAlgorithm routing) {

  static Topology topology(RunConfig config) {
    TopologySpec spec = TopologyCatalog.parse(config.string("topology"), config.bool("conventions.direct-networks"));
    Topology built;
    try {
      built = TopologyCatalog.build(spec, config.linkParams());
    } catch (SpecException | UserInputException e) {
      throw e;
    } catch (IllegalArgumentException e) {
      throw new UserInputException("interflow.topology = " + spec.canonical() + ": " + e.getMessage());
    }
    String fromServers = config.string("link.capacity-from-servers");
    String fromSwitches = config.string("link.capacity-from-switches");
    if (fromServers.isEmpty() && fromSwitches.isEmpty()) return built;
    double fallback = config.bandwidth("link.capacity").bitsPerSecond();
    return built.withCapacityByTail(fromServers.isEmpty() ? fallback : config.bandwidth("link.capacity-from-servers").bitsPerSecond(),
        fromSwitches.isEmpty() ? fallback : config.bandwidth("link.capacity-from-switches").bitsPerSecond());
  }

  static NetworkSetup load(RunConfig config) { return of(config, topology(config)); }

  /** The failures, routing and spec of {@code topology} as {@code config} sets them ({@code failures.*}, {@code routing}). */
  static NetworkSetup of(RunConfig config, Topology topology) {
    FailureSet failures = failures(config, topology);
    String routingName = RoutingCatalog.resolveName(config.string("routing"), topology.spec());
    RoutingAlgorithm routing = RoutingCatalog.create(routingName, topology, failures, config.longValue("seed"),
        config.bool("conventions.random-ties"));
    if (routing instanceof VirtualLaneRouting layered) {
      LoggerFactory.getLogger(NetworkSetup.class).info("routing {}: {} virtual lane(s) needed", routingName, layered.virtualLanes());
    }
    return new NetworkSetup(topology.spec(), topology, failures, routingName, routing);
  }

  static FailureSet failures(RunConfig config, Topology topology) {
    double amount = config.real("failures.amount");
    String target = config.string("failures.target");
    FailureSet.Target t;
    try {
      t = FailureTargetCatalog.forName(target);
    } catch (SpecException e) {
      throw new UserInputException("interflow.failures.target: " + e.getMessage());
    }
    if (amount < 0) throw new UserInputException("interflow.failures.amount: expected a fraction in [0,1) or a count >= 1, got " + amount);
    long seed = config.longValue("seed") ^ 0x5DEECE66DL;  // failures draw from their own stream
    try {
      if (amount == 0) return FailureSet.NONE;
      if (amount < 1) return FailureSet.randomFraction(topology, t, amount, seed);
      if (amount != Math.rint(amount)) throw new UserInputException("interflow.failures.amount: a count must be whole, got " + amount);
      return FailureSet.random(topology, t, (int) amount, seed);
    } catch (IllegalArgumentException e) {
      throw new UserInputException("interflow.failures.amount: " + e.getMessage());
    }
  }
}
