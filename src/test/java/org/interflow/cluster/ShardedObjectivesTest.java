package org.interflow.cluster;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import akka.actor.typed.ActorSystem;
import akka.cluster.sharding.typed.javadsl.ClusterSharding;
import akka.cluster.sharding.typed.javadsl.Entity;
import akka.cluster.typed.Cluster;
import com.typesafe.config.ConfigFactory;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.interflow.model.metrics.ExanestObjectives;
import org.interflow.optimize.actor.Evaluation;
import org.interflow.optimize.actor.ProblemDescription;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A one-node cluster from {@link ClusterBootstrap} with {@code serialize-messages = on}, so every
 * message to and from the sharded {@link SimulationShard}s goes through the jackson-cbor serializer
 * as if it crossed JVMs. {@link ExanestFixture}: T = (R, N, M) = (2, 4, 2), run 0, so Kernighan-Lin
 * seed 23 with 2 restarts.
 */
class ShardedObjectivesTest {
  private static ActorSystem<Void> system;

  @BeforeAll
  static void startCluster() {
    system = ClusterBootstrap.start("sharded-objectives-test", 2, ConfigFactory.parseString(
        "akka.actor.serialize-messages = on\nakka.actor.no-serialization-verification-needed-class-prefix = [\"akka.\"]"));
    ClusterSharding.get(system).init(Entity.of(SimulationShard.KEY, context -> SimulationShard.create(ExanestFixture.RESOLVER)));
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
  void shardedEntitiesAnswerWithTheDirectObjectivesAndCountEvaluationsPerNode() {
    ShardedObjectives channel = new ShardedObjectives(system);
    // s(1) = 4, s(2) = 8 and s(3) = 16 used (f3 = 3); the second vector drops s(2) (f3 = 2)
    int[][] vectors = {{4, 8, 16, 0}, {4, 0, 16, 0}, {4, 8, 16, 0}};
    CompletableFuture<SimulationShard.Evaluated> first = channel.ask("shard-0", ExanestFixture.run(0),
        new int[][] {vectors[0], vectors[2]});
    CompletableFuture<SimulationShard.Evaluated> second = channel.ask("shard-1", ExanestFixture.run(0), new int[][] {vectors[1]});
    CompletableFuture.allOf(first, second).join();
    List<Evaluation> evaluations = new java.util.ArrayList<>(channel.evaluations(first.join()));
    evaluations.add(1, channel.evaluations(second.join()).get(0));
    int[] f3 = {3, 2, 3};
    for (int i = 0; i < vectors.length; i++) {
      ExanestObjectives.Values direct = ExanestObjectives.evaluate(4, 2, 2, vectors[i], 2, 23);
      assertArrayEquals(new double[] {-direct.bisectionWidth(), -direct.pathDiversity(), f3[i]},
          evaluations.get(i).objectives(), "vector " + i);
    }
    assertEquals(Map.of(ClusterBootstrap.hostPort(system.address()), 3L), channel.evaluationsByNode());
    assertEquals(0, channel.pending());
    channel.close();
  }

  @Test
  void aRefusedAskFailsWithTheShardsReason() {
    ShardedObjectives channel = new ShardedObjectives(system);
    CompletableFuture<SimulationShard.Evaluated> ask = channel.ask("shard-1", new ProblemDescription("other", 0),
        new int[][] {{4, 8, 16, 0}});
    CompletionException e = assertThrows(CompletionException.class, ask::join);
    ShardRefusedException refused = assertInstanceOf(ShardRefusedException.class, e.getCause());
    assertEquals(true, refused.getMessage().contains("shard-1") && refused.getMessage().contains("unknown problem"),
        refused.getMessage());
    channel.close();
  }
}
