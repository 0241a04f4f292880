package org.interflow.optimize.actor;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.interflow.optimize.search.DesignProblem;
import org.uma.jmetal.solution.Solution;

/**
 * The evaluations a simulation shard computes (the cluster layer's entity owns one): the design
 * problem of a description, built by a {@link ProblemResolver} on first use and kept (the {@link
 * #CACHED} most recently used, so a long-lived worker serving several searches does not grow), then
 * one fresh solution per encoding, evaluated by the problem as a local evaluator would.
 * Deterministic; the cache only saves the resolver's time. Not thread-safe: each entity owns one.
 */
public final class DesignEvaluations {
  /** Problems kept: the runs of one search use one each, and a search evaluates one run at a time. */
  public static final int CACHED = 4;

  private final ProblemResolver resolver;
  private final Map<ProblemDescription, DesignProblem<?>> problems = new LinkedHashMap<>(8, 0.75f, true) {
    private static final long serialVersionUID = 1L;

    @Override
    protected boolean removeEldestEntry(Map.Entry<ProblemDescription, DesignProblem<?>> eldest) { return size() > CACHED; }
  };

  /** Evaluations of the problems {@code resolver} builds. */
  public DesignEvaluations(ProblemResolver resolver) { this.resolver = resolver; }

  /**
   * The evaluations of {@code encodings} in the problem of {@code description}, in order.
   *
   * @throws IllegalArgumentException if the description is not valid, or an encoding has the wrong length
   */
  public List<Evaluation> evaluate(ProblemDescription description, int[][] encodings) {
    DesignProblem<?> design = problems.get(description);
    if (design == null) {
      design = resolver.design(description);
      problems.put(description, design);
    }
    return evaluate(design, encodings);
  }

  private static <S extends Solution<Integer>> List<Evaluation> evaluate(DesignProblem<S> design, int[][] encodings) {
    int variables = design.problem().numberOfVariables();
    int objectives = design.problem().numberOfObjectives();
    List<Evaluation> out = new ArrayList<>(encodings.length);
    for (int[] x : encodings) {
      if (x.length != variables) {
        throw new IllegalArgumentException("encoding of " + x.length + " variables for a problem of " + variables);
      }
      S s = design.solutionOf(x, objectives);
      out.add(Evaluation.of(design.problem().evaluate(s)));
    }
    return out;
  }
}
