package org.interflow.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.typesafe.config.ConfigFactory;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Seed-node syntax, the role rules of a node, and the {@code interflow.cluster} keys. */
class ClusterSpecTest {
  private static ClusterSpec worker(List<ClusterSpec.SeedNode> seeds) {
    return new ClusterSpec(ClusterSpec.Role.WORKER, "10.0.0.2", "", 0, seeds, 0, Duration.ofSeconds(5), true);
  }

  @Test
  void seedNodesParseFromHostColonPortListsAndPrintBack() {
    List<ClusterSpec.SeedNode> seeds = ClusterSpec.SeedNode.parseList("10.0.0.1:2551, node-b.cluster:2552,[::1]:2553");
    assertEquals(List.of(new ClusterSpec.SeedNode("10.0.0.1", 2551), new ClusterSpec.SeedNode("node-b.cluster", 2552),
        new ClusterSpec.SeedNode("::1", 2553)), seeds);
    assertEquals("[::1]:2553", seeds.get(2).toString());
    assertEquals("10.0.0.1:2551", seeds.get(0).toString());
  }

  @Test
  void aSeedNodeWithoutAPortOrWithABadPortIsRejectedWithTheExpectedForm() {
    for (String bad : new String[] {"10.0.0.1", "10.0.0.1:", ":2551", "10.0.0.1:http", "10.0.0.1:0", "10.0.0.1:70000"}) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ClusterSpec.SeedNode.parse(bad), bad);
      assertTrue(e.getMessage().contains("host:port") || e.getMessage().contains("1..65535"), e.getMessage());
    }
    assertThrows(IllegalArgumentException.class, () -> ClusterSpec.SeedNode.parseList("10.0.0.1:2551,"));
  }

  @Test
  void aWorkerNeedsSeedNodesAndAlwaysHostsShards() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> worker(List.of()));
    assertTrue(e.getMessage().contains("--seed-nodes"), e.getMessage());
    ClusterSpec w = worker(List.of(new ClusterSpec.SeedNode("10.0.0.1", 2551)));
    assertEquals(List.of("worker", "shards"), w.akkaRoles());
    assertFalse(w.alone());
  }

  @Test
  void theOneNodeClusterIsACoordinatorHostingShardsOnLoopback() {
    ClusterSpec one = ClusterSpec.oneNode();
    assertTrue(one.alone());
    assertEquals(List.of("coordinator", "shards"), one.akkaRoles());
    assertEquals("127.0.0.1", one.host());
    assertEquals(0, one.port());
  }

  @Test
  void aCoordinatorWithoutShardsMustExpectWorkers() {
    assertThrows(IllegalArgumentException.class, () -> new ClusterSpec(ClusterSpec.Role.COORDINATOR, "h", "", 2551,
        List.of(), 0, Duration.ofSeconds(5), false));
    ClusterSpec proxy = new ClusterSpec(ClusterSpec.Role.COORDINATOR, "h", "", 2551, List.of(), 2, Duration.ofSeconds(5), false);
    assertEquals(List.of("coordinator"), proxy.akkaRoles());
    // a seed on a fixed port is a multi-JVM node even before any worker is expected
    assertFalse(new ClusterSpec(ClusterSpec.Role.COORDINATOR, "h", "", 2551, List.of(), 0, Duration.ofSeconds(5), true).alone());
  }

  @Test
  void theClusterKeysGiveTheSpecAndABadSeedNamesTheKey() {
    ClusterSpec c = ClusterSpec.fromConfig(ConfigFactory.parseString("""
        interflow.cluster { host = "10.1.2.3", bind-host = "0.0.0.0", port = 2551, seed-nodes = ["10.1.2.4:2552"],
          expect-workers = 3, join-timeout = 90s, coordinator-hosts-shards = false }"""), ClusterSpec.Role.COORDINATOR);
    assertEquals(new ClusterSpec(ClusterSpec.Role.COORDINATOR, "10.1.2.3", "0.0.0.0", 2551,
        List.of(new ClusterSpec.SeedNode("10.1.2.4", 2552)), 3, Duration.ofSeconds(90), false), c);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ClusterSpec.fromConfig(
        ConfigFactory.parseString("interflow.cluster.seed-nodes = [\"nohost\"]").withFallback(ConfigFactory.load()),
        ClusterSpec.Role.WORKER));
    assertTrue(e.getMessage().startsWith("interflow.cluster: seed node 'nohost' is not host:port"), e.getMessage());
  }
}
