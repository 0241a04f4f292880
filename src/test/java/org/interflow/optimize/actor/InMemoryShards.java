package org.interflow.optimize.actor;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * A {@link ShardChannel} without actors for tests: each ask is answered at once by {@link
 * DesignEvaluations}, as a shard answers; it records the entity and the encodings of every ask, and
 * can be told to fail every ask.
 */
final class InMemoryShards implements ShardChannel<List<Evaluation>> {
  /** One ask: the entity and the encodings it got. */
  record Ask(String entityId, int[][] encodings) {}

  private final DesignEvaluations evaluations;
  final List<Ask> asked = new ArrayList<>();
  volatile boolean fail;

  InMemoryShards(ProblemResolver resolver) { this.evaluations = new DesignEvaluations(resolver); }

  @Override
  public synchronized CompletableFuture<List<Evaluation>> ask(String entityId, ProblemDescription problem, int[][] encodings) {
    asked.add(new Ask(entityId, encodings.clone()));
    if (fail) return CompletableFuture.failedFuture(new IllegalStateException("shard down"));
    return CompletableFuture.completedFuture(evaluations.evaluate(problem, encodings));
  }

  @Override
  public List<Evaluation> evaluations(List<Evaluation> reply) { return reply; }
}
