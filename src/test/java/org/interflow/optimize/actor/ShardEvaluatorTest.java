package org.interflow.optimize.actor;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.interflow.model.metrics.ExanestObjectives;
import org.interflow.optimize.exanest.ExanestProblem;
import org.junit.jupiter.api.Test;
import org.uma.jmetal.solution.integersolution.IntegerSolution;
import org.uma.jmetal.util.pseudorandom.JMetalRandom;

/**
 * {@link ShardEvaluator} over an in-memory channel that records the entity asked and answers with
 * {@link ExanestObjectives}, on the seed's small system T = (R, N, M) = (2, 4, 2).
 */
class ShardEvaluatorTest {
  /** Answers at once; remembers the entity ids asked, in order. */
  private static final class RecordingChannel implements ShardChannel<ExanestObjectives.Values> {
    final List<String> asked = new ArrayList<>();
    boolean fail;

    @Override
    public synchronized CompletableFuture<ExanestObjectives.Values> ask(String entityId, int r, int n, int m, int[] s,
        int restarts, long seed) {
      asked.add(entityId);
      if (fail) return CompletableFuture.failedFuture(new IllegalStateException("shard down"));
      return CompletableFuture.completedFuture(ExanestObjectives.evaluate(n, m, r, s, restarts, seed));
    }

    @Override
    public ExanestObjectives.Values values(ExanestObjectives.Values reply) { return reply; }
  }

  private static List<IntegerSolution> population(ExanestProblem problem, int size) {
    JMetalRandom.getInstance().setSeed(9);
    List<IntegerSolution> list = new ArrayList<>();
    for (int i = 0; i < size; i++) list.add(problem.createSolution());
    return list;
  }

  @Test
  void solutionIGoesToShardIModK() {
    // 5 solutions on K = 2 shards: indices 0..4 mod 2 = 0, 1, 0, 1, 0
    ExanestProblem problem = new ExanestProblem(4, 2, 2, 2, 7);
    RecordingChannel channel = new RecordingChannel();
    new ShardEvaluator<>(channel, 2, 2, 7).evaluate(population(problem, 5), problem);
    assertEquals(List.of("shard-0", "shard-1", "shard-0", "shard-1", "shard-0"), channel.asked);
    assertEquals("shard-2", ShardEvaluator.entityId(7, 5));
  }

  @Test
  void objectivesAreWrittenBackInOrderExactlyAsTheProblemWritesThem() {
    ExanestProblem problem = new ExanestProblem(4, 2, 2, 3, 21);
    List<IntegerSolution> sharded = population(problem, 6);
    List<IntegerSolution> local = new ArrayList<>();
    for (IntegerSolution x : sharded) local.add((IntegerSolution) x.copy());
    new ShardEvaluator<>(new RecordingChannel(), 3, 3, 21).evaluate(sharded, problem);
    for (int i = 0; i < local.size(); i++) {
      problem.evaluate(local.get(i));
      assertArrayEquals(local.get(i).objectives(), sharded.get(i).objectives(), "solution " + i);
      assertEquals(local.get(i).attributes().get(ExanestProblem.CONNECTED),
          sharded.get(i).attributes().get(ExanestProblem.CONNECTED));
    }
  }

  @Test
  void aFailedShardFailsTheBatch() {
    ExanestProblem problem = new ExanestProblem(4, 2, 2, 1, 0);
    RecordingChannel channel = new RecordingChannel();
    channel.fail = true;
    ShardEvaluator<ExanestObjectives.Values> evaluator = new ShardEvaluator<>(channel, 1, 1, 0);
    assertThrows(IllegalStateException.class, () -> evaluator.evaluate(population(problem, 2), problem));
    assertThrows(IllegalArgumentException.class, () -> new ShardEvaluator<>(channel, 0, 1, 0));
  }
}
