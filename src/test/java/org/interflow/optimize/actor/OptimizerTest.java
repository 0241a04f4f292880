package org.interflow.optimize.actor;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import akka.actor.testkit.typed.javadsl.ActorTestKit;
import akka.actor.testkit.typed.javadsl.TestProbe;
import akka.actor.typed.ActorRef;
import akka.actor.typed.DispatcherSelector;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.interflow.optimize.exanest.ExanestOptimization;
import org.interflow.optimize.exanest.ExanestSearch;
import org.interflow.optimize.search.Checkpoint;
import org.interflow.optimize.search.DesignSearch;
import org.interflow.optimize.search.SearchAlgorithm;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The {@link Optimizer} on the blocking dispatcher with {@link InMemoryShards}, on the seed's small
 * system T = (R, N, M) = (2, 4, 2): NSGA-II, population 8, 2 generations, so 3 batches (generations
 * 0, 1, 2) of 8 evaluations and 24 in all. The second method is {@link DesignSearch#runLocally} of
 * the same problem and plan on one thread.
 */
class OptimizerTest {
  private static final ExanestOptimization.Request REQUEST = new ExanestOptimization.Request(4, 2, 2,
      new ExanestSearch.Settings(SearchAlgorithm.NSGA_II, 8, 2, 0.8, 0.8, 0.5, 0.5), 2, 17, 1);
  private static final DesignSearch.Plan PLAN = ExanestOptimization.plan(REQUEST, ExanestOptimization.fingerprint(REQUEST));
  private static ActorTestKit testKit;

  @BeforeAll
  static void startTestKit() { testKit = ActorTestKit.create(); }

  @AfterAll
  static void stopTestKit() { testKit.shutdownTestKit(); }

  private static InMemoryShards shards() { return new InMemoryShards(d -> ExanestOptimization.design(REQUEST, d.run())); }

  private static Optimizer.Search search(int run, List<Checkpoint> sink, Checkpoint resume) {
    return new Optimizer.Search(ExanestOptimization.design(REQUEST, run), PLAN, new ProblemDescription("exanest", run), sink::add,
        resume);
  }

  private static DesignSearch.Result local(int run) {
    return DesignSearch.runLocally(ExanestOptimization.design(REQUEST, run), PLAN, run, 1, g -> {}, c -> {}, null);
  }

  private static void assertSameResult(DesignSearch.Result expected, DesignSearch.Result actual) {
    assertEquals(expected.run(), actual.run());
    assertEquals(expected.evaluations(), actual.evaluations());
    assertEquals(expected.generations(), actual.generations());
    assertEquals(expected.front().size(), actual.front().size());
    for (int i = 0; i < expected.front().size(); i++) {
      assertArrayEquals(expected.front().get(i).encoding(), actual.front().get(i).encoding());
      assertArrayEquals(expected.front().get(i).objectives(), actual.front().get(i).objectives());
    }
  }

  @Test
  void reportsEveryGenerationAndCheckpointThenTheSameFrontAsTheLocalRun() {
    ActorRef<Optimizer.Command> optimizer = testKit.spawn(Optimizer.create(shards(), 3), "optimizer",
        DispatcherSelector.blocking());
    TestProbe<Optimizer.Report> probe = testKit.createTestProbe();
    List<Checkpoint> checkpoints = new ArrayList<>();
    optimizer.tell(new Optimizer.Run(search(1, checkpoints, null), probe.getRef()));
    for (int g = 0; g <= 2; g++) {
      Optimizer.GenerationDone done = probe.expectMessageClass(Optimizer.GenerationDone.class, Duration.ofSeconds(20));
      assertEquals(g, done.generation().generation());
      assertEquals(8L * (g + 1), done.generation().evaluations());
    }
    DesignSearch.Result sharded = probe.expectMessageClass(Optimizer.Finished.class).result();
    assertEquals(24, sharded.evaluations());
    assertSameResult(local(1), sharded);
    // one checkpoint per generation 0, 1, 2
    assertEquals(List.of(0, 1, 2), checkpoints.stream().map(Checkpoint::generation).toList());
    testKit.stop(optimizer);
  }

  @Test
  void aRunResumedFromItsFirstGenerationEndsAsTheStraightRun() {
    ActorRef<Optimizer.Command> optimizer = testKit.spawn(Optimizer.create(shards(), 2), DispatcherSelector.blocking());
    TestProbe<Optimizer.Report> probe = testKit.createTestProbe();
    List<Checkpoint> first = new ArrayList<>();
    optimizer.tell(new Optimizer.Run(search(0, first, null), probe.getRef()));
    List<Integer> reported = new ArrayList<>();
    DesignSearch.Result straight = finished(probe, reported);
    assertEquals(List.of(0, 1, 2), reported);
    // continue from generation 1's checkpoint: only generation 2 (8 evaluations) is evaluated again
    List<Checkpoint> second = new ArrayList<>();
    optimizer.tell(new Optimizer.Run(search(0, second, first.get(1)), probe.getRef()));
    reported.clear();
    DesignSearch.Result resumed = finished(probe, reported);
    assertEquals(List.of(2), reported);
    assertSameResult(straight, resumed);
    assertSameResult(local(0), resumed);
    assertEquals(1, second.size());
    testKit.stop(optimizer);
  }

  /** The result the probe gets after the generations, whose numbers go to {@code generations}. */
  private static DesignSearch.Result finished(TestProbe<Optimizer.Report> probe, List<Integer> generations) {
    while (true) {
      Optimizer.Report r = probe.receiveMessage(Duration.ofSeconds(20));
      if (r instanceof Optimizer.Finished f) return f.result();
      generations.add(assertInstanceOf(Optimizer.GenerationDone.class, r).generation().generation());
    }
  }

  @Test
  void aFailingShardEndsTheRunWithFailed() {
    InMemoryShards channel = shards();
    channel.fail = true;
    ActorRef<Optimizer.Command> optimizer = testKit.spawn(Optimizer.create(channel, 1), DispatcherSelector.blocking());
    TestProbe<Optimizer.Report> probe = testKit.createTestProbe();
    optimizer.tell(new Optimizer.Run(search(0, new ArrayList<>(), null), probe.getRef()));
    Optimizer.Failed failed = probe.expectMessageClass(Optimizer.Failed.class, Duration.ofSeconds(20));
    assertEquals(0, failed.run());
    assertInstanceOf(IllegalStateException.class, failed.cause());
    testKit.stop(optimizer);
  }
}
