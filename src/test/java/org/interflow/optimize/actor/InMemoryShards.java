package org.interflow.optimize.actor;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.interflow.optimize.search.DesignProblem;
import org.uma.jmetal.solution.Solution;

/**
 * A {@link ShardChannel} without actors for tests: each ask resolves the description with the given
 * resolver and evaluates fresh solutions of the encodings at once, as a shard does; it records the
 * entity and the encodings of every ask, and can be told to fail every ask.
 */
final class InMemoryShards implements ShardChannel<List<Evaluation>> {
  /** One ask: the entity and the encodings it got. */
  record Ask(String entityId, int[][] encodings) {}

  private final ProblemResolver resolver;
  final List<Ask> asked = new ArrayList<>();
  volatile boolean fail;

  InMemoryShards(ProblemResolver resolver) { this.resolver = resolver; }

  @Override
  public synchronized CompletableFuture<List<Evaluation>> ask(String entityId, ProblemDescription problem, int[][] encodings) {
    asked.add(new Ask(entityId, encodings.clone()));
    if (fail) return CompletableFuture.failedFuture(new IllegalStateException("shard down"));
    return CompletableFuture.completedFuture(evaluate(resolver.design(problem), encodings));
  }

  @Override
  public List<Evaluation> evaluations(List<Evaluation> reply) { return reply; }

  private static <S extends Solution<Integer>> List<Evaluation> evaluate(DesignProblem<S> design, int[][] encodings) {
    List<Evaluation> out = new ArrayList<>();
    for (int[] x : encodings) {
      S s = design.solutionOf(x, design.problem().numberOfObjectives());
      out.add(Evaluation.of(design.problem().evaluate(s)));
    }
    return out;
  }
}
