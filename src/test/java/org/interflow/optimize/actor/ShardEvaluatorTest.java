package org.interflow.optimize.actor;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.interflow.optimize.exanest.ExanestOptimization;
import org.interflow.optimize.exanest.ExanestProblem;
import org.interflow.optimize.exanest.ExanestSearch;
import org.interflow.optimize.search.DesignProblem;
import org.interflow.optimize.search.SearchAlgorithm;
import org.junit.jupiter.api.Test;
import org.uma.jmetal.solution.integersolution.IntegerSolution;
import org.uma.jmetal.util.pseudorandom.JMetalRandom;

/**
 * {@link ShardEvaluator} over {@link InMemoryShards} on the seed's small system T = (R, N, M) =
 * (2, 4, 2): vectors of 2R = 4 entries, evaluated by run 1 of a request with seed 20 (Kernighan-Lin
 * seed 21, 3 restarts).
 */
class ShardEvaluatorTest {
  private static final ExanestOptimization.Request REQUEST = new ExanestOptimization.Request(4, 2, 2,
      new ExanestSearch.Settings(SearchAlgorithm.NSGA_II, 8, 2, 0.8, 0.8, 0.5, 0.5), 3, 20, 1);
  private static final ProblemDescription RUN_1 = new ProblemDescription("exanest T=(2,4,2)", 1);

  private static DesignProblem<IntegerSolution> design(ProblemDescription d) {
    return ExanestOptimization.design(REQUEST, d.run());
  }

  private static InMemoryShards shards() { return new InMemoryShards(ShardEvaluatorTest::design); }

  private static ShardEvaluator<IntegerSolution, List<Evaluation>> evaluator(ShardChannel<List<Evaluation>> channel, int shards) {
    return new ShardEvaluator<>(channel, shards, RUN_1);
  }

  private static List<IntegerSolution> population(int size) {
    JMetalRandom.getInstance().setSeed(9);
    List<IntegerSolution> list = new ArrayList<>();
    for (int i = 0; i < size; i++) list.add(design(RUN_1).problem().createSolution());
    return list;
  }

  @Test
  void solutionIGoesToShardIModKWithOneAskPerShard() {
    // 5 solutions on K = 2 shards: shard-0 gets solutions 0, 2, 4 and shard-1 gets 1, 3, in one ask each
    InMemoryShards channel = shards();
    List<IntegerSolution> batch = population(5);
    evaluator(channel, 2).evaluate(batch, design(RUN_1).problem());
    assertEquals(2, channel.asked.size());
    assertEquals("shard-0", channel.asked.get(0).entityId());
    assertEquals("shard-1", channel.asked.get(1).entityId());
    int[][] even = channel.asked.get(0).encodings();
    int[][] odd = channel.asked.get(1).encodings();
    assertEquals(3, even.length);
    assertEquals(2, odd.length);
    for (int j = 0; j < 3; j++) assertArrayEquals(ExanestProblem.vector(batch.get(2 * j)), even[j]);
    for (int j = 0; j < 2; j++) assertArrayEquals(ExanestProblem.vector(batch.get(2 * j + 1)), odd[j]);
    assertEquals("shard-2", ShardEvaluator.entityId(7, 5));
  }

  @Test
  void aBatchSmallerThanKAsksOnlyAsManyShards() {
    InMemoryShards channel = shards();
    evaluator(channel, 3).evaluate(population(2), design(RUN_1).problem());
    assertEquals(List.of("shard-0", "shard-1"), channel.asked.stream().map(InMemoryShards.Ask::entityId).toList());
  }

  @Test
  void objectivesAndAttributesAreWrittenBackInOrderExactlyAsTheProblemWritesThem() {
    // the second method: the problem itself on copies of the same solutions
    List<IntegerSolution> sharded = population(6);
    List<IntegerSolution> local = new ArrayList<>();
    for (IntegerSolution x : sharded) local.add((IntegerSolution) x.copy());
    evaluator(shards(), 3).evaluate(sharded, design(RUN_1).problem());
    ExanestProblem problem = new ExanestProblem(4, 2, 2, 3, 21);
    for (int i = 0; i < local.size(); i++) {
      problem.evaluate(local.get(i));
      assertArrayEquals(local.get(i).objectives(), sharded.get(i).objectives(), "solution " + i);
      assertEquals(local.get(i).attributes().get(ExanestProblem.CONNECTED),
          sharded.get(i).attributes().get(ExanestProblem.CONNECTED));
    }
  }

  @Test
  void aFailedShardOrAShortReplyFailsTheBatch() {
    InMemoryShards channel = shards();
    channel.fail = true;
    assertThrows(IllegalStateException.class,
        () -> evaluator(channel, 1).evaluate(population(2), design(RUN_1).problem()));
    ShardChannel<List<Evaluation>> shortReplies = new ShardChannel<>() {
      @Override
      public CompletableFuture<List<Evaluation>> ask(String entityId, ProblemDescription problem, int[][] encodings) {
        return CompletableFuture.completedFuture(List.of());
      }

      @Override
      public List<Evaluation> evaluations(List<Evaluation> reply) { return reply; }
    };
    assertThrows(IllegalStateException.class,
        () -> evaluator(shortReplies, 2).evaluate(population(3), design(RUN_1).problem()));
    assertThrows(IllegalArgumentException.class, () -> new ShardEvaluator<IntegerSolution, List<Evaluation>>(channel, 0, RUN_1));
  }
}
