package org.interflow.cli;

import org.interflow.io.catalog.RoutingCatalog;
import org.interflow.io.catalog.SpecException;
import org.interflow.io.catalog.StorageCatalog;
import org.interflow.io.catalog.TopologyCatalog;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.RoutingAlgorithm;
import org.interflow.model.storage.CentralStorage;
import org.interflow.model.storage.DataPlacement;
import org.interflow.model.storage.LocalStorage;
import org.interflow.model.storage.StorageNetwork;
import org.interflow.model.storage.StorageSpec;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.TopologySpec;

/** The {@code interflow.storage} section read into the storage model: the devices, the SAN, the default placement. */
final class StorageSettings {
  private StorageSettings() {}

  /** True when {@code storage.enabled} asks for storage whatever the jobs do. */
  static boolean enabled(RunConfig config) { return config.bool("storage.enabled"); }

  /** The default data placement ({@code storage.placement}). */
  static DataPlacement placement(RunConfig config) {
    try {
      return StorageCatalog.placement(config.string("storage.placement"));
    } catch (SpecException e) {
      throw new UserInputException("interflow.storage.placement: " + e.getMessage());
    }
  }

  /** The servers of {@code fabric} that run jobs once the storage is built (the storage servers on it run none). */
  static int computeNodes(RunConfig config, Topology fabric) { return spec(config).computeNodes(fabric.servers()); }

  /** The storage network over {@code net}'s fabric. */
  static StorageNetwork network(RunConfig config, NetworkSetup net) {
    StorageSpec spec = spec(config);
    try {
      if (!spec.hasCentral() || spec.central().attachment() == CentralStorage.Attachment.FABRIC) {
        return StorageNetwork.onFabric(net.topology(), net.routing(), spec);
      }
      TopologySpec sanSpec = TopologyCatalog.parse(config.string("storage.central.network"), config.bool("conventions.direct-networks"));
      Topology san = TopologyCatalog.build(sanSpec, config.linkParams());
      String routing = RoutingCatalog.resolveName(config.string("storage.central.san-routing"), sanSpec);
      RoutingAlgorithm sanRouting = RoutingCatalog.create(routing, san, FailureSet.NONE, config.longValue("seed"),
          config.bool("conventions.random-ties"));
      return StorageNetwork.withSan(net.topology(), net.routing(), spec, san, sanRouting);
    } catch (SpecException e) {
      throw new UserInputException("interflow.storage.central.network: " + e.getMessage());
    } catch (IllegalArgumentException e) {
      throw new UserInputException("interflow.storage: " + e.getMessage());
    }
  }

  /** The storage asked for; every setting is checked, of a kind left off too (a bad value is a mistake either way). */
  private static StorageSpec spec(RunConfig config) {
    try {
      LocalStorage local = new LocalStorage(config.bandwidth("storage.local.read"),
          config.bandwidth("storage.local.write"), config.bandwidth("storage.local.pcie"), config.nanos("storage.local.pcie-latency"),
          config.nanos("storage.local.latency"));
      int servers = config.integer("storage.central.servers");
      if (servers < 0) throw new UserInputException("interflow.storage.central.servers: expected 0 (none) or a count, got " + servers);
      CentralStorage central = new CentralStorage(Math.max(1, servers), config.bandwidth("storage.central.read"),
          config.bandwidth("storage.central.write"), config.nanos("storage.central.latency"),
          config.string("storage.central.network").equals("fabric") ? CentralStorage.Attachment.FABRIC : CentralStorage.Attachment.SAN);
      return new StorageSpec(config.bool("storage.local.enabled") ? local : null, servers == 0 ? null : central);
    } catch (IllegalArgumentException e) {
      throw new UserInputException("interflow.storage: " + e.getMessage() + " (storage.local.enabled or storage.central.servers)");
    }
  }
}
