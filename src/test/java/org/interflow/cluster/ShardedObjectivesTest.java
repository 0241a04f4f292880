package org.interflow.cluster;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import akka.actor.typed.ActorSystem;
import akka.cluster.sharding.typed.javadsl.ClusterSharding;
import akka.cluster.sharding.typed.javadsl.Entity;
import akka.cluster.typed.Cluster;
import com.typesafe.config.ConfigFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.interflow.model.metrics.ExanestObjectives;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A one-node cluster from {@link ClusterBootstrap} with {@code serialize-messages = on}, so every
 * message to and from the sharded {@link SimulationShard}s goes through the jackson-cbor serializer
 * as if it crossed JVMs. System T = (R, N, M) = (2, 4, 2).
 */
class ShardedObjectivesTest {
  private static ActorSystem<Void> system;

  @BeforeAll
  static void startCluster() {
    system = ClusterBootstrap.start("sharded-objectives-test", 2, ConfigFactory.parseString(
        "akka.actor.serialize-messages = on\nakka.actor.no-serialization-verification-needed-class-prefix = [\"akka.\"]"));
    ClusterSharding.get(system).init(Entity.of(SimulationShard.KEY, context -> SimulationShard.create()));
  }

  @AfterAll
  static void stopCluster() { ClusterBootstrap.stop(system); }

  @Test
  void theNodeIsUpAndSizedForTenShardsPerSimulationShard() {
    assertEquals(akka.cluster.MemberStatus.up(), Cluster.get(system).selfMember().status());
    // 2 simulation shards -> 10 x 2 sharding shards
    assertEquals(20, system.settings().config().getInt("akka.cluster.sharding.number-of-shards"));
  }

  @Test
  void shardedEntitiesAnswerWithTheDirectObjectives() {
    ShardedObjectives channel = new ShardedObjectives(system);
    // s(1) = 4, s(2) = 8 and s(3) = 16 used (f3 = 3); the second vector drops s(2) (f3 = 2)
    int[][] vectors = {{4, 8, 16, 0}, {4, 0, 16, 0}, {4, 8, 16, 0}};
    List<CompletableFuture<SimulationShard.Evaluated>> asks = new ArrayList<>();
    for (int i = 0; i < vectors.length; i++) {
      asks.add(channel.ask("shard-" + (i % 2), 2, 4, 2, vectors[i], 2, 13));
    }
    CompletableFuture.allOf(asks.toArray(new CompletableFuture<?>[0])).join();
    int[] f3 = {3, 2, 3};
    for (int i = 0; i < vectors.length; i++) {
      SimulationShard.Evaluated reply = asks.get(i).join();
      ExanestObjectives.Values direct = ExanestObjectives.evaluate(4, 2, 2, vectors[i], 2, 13);
      assertArrayEquals(vectors[i], reply.s());
      assertEquals(direct, channel.values(reply));
      assertEquals(f3[i], channel.values(reply).activeLinks());
    }
  }
}
