package org.interflow.optimize.actor;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import akka.actor.testkit.typed.javadsl.ActorTestKit;
import akka.actor.testkit.typed.javadsl.TestProbe;
import akka.actor.typed.ActorRef;
import akka.actor.typed.DispatcherSelector;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.interflow.model.metrics.ExanestObjectives;
import org.interflow.optimize.exanest.ExanestOptimization;
import org.interflow.optimize.exanest.ExanestSearch;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The {@link Optimizer} on the blocking dispatcher with an in-memory {@link ShardChannel}, on the
 * seed's small system T = (R, N, M) = (2, 4, 2): NSGA-II, population 8, 2 generations, so 3 batches
 * (generations 0, 1, 2) of 8 evaluations and 24 in all.
 */
class OptimizerTest {
  private static ActorTestKit testKit;

  @BeforeAll
  static void startTestKit() { testKit = ActorTestKit.create(); }

  @AfterAll
  static void stopTestKit() { testKit.shutdownTestKit(); }

  /** Answers with {@link ExanestObjectives}, or fails every ask. */
  private record DirectChannel(boolean fail) implements ShardChannel<ExanestObjectives.Values> {
    @Override
    public CompletableFuture<ExanestObjectives.Values> ask(String entityId, int r, int n, int m, int[] s, int restarts,
        long seed) {
      if (fail) return CompletableFuture.failedFuture(new IllegalStateException("no shard"));
      return CompletableFuture.completedFuture(ExanestObjectives.evaluate(n, m, r, s, restarts, seed));
    }

    @Override
    public ExanestObjectives.Values values(ExanestObjectives.Values reply) { return reply; }
  }

  private static final ExanestOptimization.Request REQUEST = new ExanestOptimization.Request(4, 2, 2,
      new ExanestSearch.Settings(org.interflow.optimize.search.SearchAlgorithm.NSGA_II, 8, 2, 0.8, 0.8, 0.5, 0.5), 2, 17, 1);

  @Test
  void reportsEveryGenerationThenTheSameFrontAsTheLocalRun() {
    ActorRef<Optimizer.Command> optimizer = testKit.spawn(Optimizer.create(new DirectChannel(false), 3), "optimizer",
        DispatcherSelector.blocking());
    TestProbe<Optimizer.Report> probe = testKit.createTestProbe();
    optimizer.tell(new Optimizer.Run(REQUEST, 1, probe.getRef()));
    for (int g = 0; g <= 2; g++) {
      Optimizer.GenerationDone done = probe.expectMessageClass(Optimizer.GenerationDone.class, Duration.ofSeconds(20));
      assertEquals(g, done.generation().generation());
      assertEquals(8L * (g + 1), done.generation().evaluations());
    }
    ExanestOptimization.Result sharded = probe.expectMessageClass(Optimizer.Finished.class).result();
    ExanestOptimization.Result local = ExanestOptimization.run(REQUEST, 1, g -> {});
    assertEquals(1, sharded.run());
    assertEquals(24, sharded.evaluations());
    assertEquals(local.generations(), sharded.generations());
    List<ExanestOptimization.Design> a = local.front();
    List<ExanestOptimization.Design> b = sharded.front();
    assertEquals(a.size(), b.size());
    for (int i = 0; i < a.size(); i++) {
      assertArrayEquals(a.get(i).s(), b.get(i).s());
      assertEquals(a.get(i).bisectionWidth(), b.get(i).bisectionWidth());
      assertEquals(a.get(i).pathDiversity(), b.get(i).pathDiversity());
      assertEquals(a.get(i).activeLinks(), b.get(i).activeLinks());
    }
    testKit.stop(optimizer);
  }

  @Test
  void aFailingShardEndsTheRunWithFailed() {
    ActorRef<Optimizer.Command> optimizer = testKit.spawn(Optimizer.create(new DirectChannel(true), 1),
        DispatcherSelector.blocking());
    TestProbe<Optimizer.Report> probe = testKit.createTestProbe();
    optimizer.tell(new Optimizer.Run(REQUEST, 0, probe.getRef()));
    Optimizer.Failed failed = probe.expectMessageClass(Optimizer.Failed.class, Duration.ofSeconds(20));
    assertEquals(0, failed.run());
    assertInstanceOf(IllegalStateException.class, failed.cause());
    testKit.stop(optimizer);
  }
}
