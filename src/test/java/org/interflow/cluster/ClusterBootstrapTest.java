package org.interflow.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A coordinator whose workers do not come fails within its join timeout saying how to start them
 * ({@code WorkerCommandTest} covers a worker whose seed does not answer), and
 * simulation shard {@code "shard-i"} lives in sharding shard {@code i}.
 */
class ClusterBootstrapTest {
  private static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0)) {
      return socket.getLocalPort();
    }
  }

  @Test
  void aCoordinatorWhoseWorkersDoNotComeFailsSayingHowToStartThem() throws IOException {
    int port = freePort();
    ClusterSpec coordinator = new ClusterSpec(ClusterSpec.Role.COORDINATOR, "127.0.0.1", "", port, List.of(), 1,
        Duration.ofSeconds(2), true);
    ClusterJoinException e = assertThrows(ClusterJoinException.class, () -> ClusterBootstrap.start(coordinator, 2));
    assertTrue(e.getMessage().startsWith("cluster: 0 of 1 expected worker(s) up after 2 s"), e.getMessage());
    assertTrue(e.getMessage().endsWith("interflow worker --seed-nodes 127.0.0.1:" + port), e.getMessage());
  }

  @Test
  void simulationShardIIsShardingShardIAndOtherIdsHashIntoTheFixedRange() {
    ShardRegions.Numbering numbering = new ShardRegions.Numbering();
    assertEquals("0", numbering.shardId("shard-0"));
    assertEquals("17", numbering.shardId("shard-17"));
    // "a".hashCode() = 97 (the char code), 97 mod 1000 = 97
    assertEquals("h97", numbering.shardId("a"));
    assertEquals("h" + Math.floorMod("shard-x".hashCode(), 1000), numbering.shardId("shard-x"));
  }
}
