package org.interflow.optimize.routernet;

import java.util.List;
import org.uma.jmetal.operator.crossover.CrossoverOperator;

/**
 * Returns copies of the two parents. The notebook defines only mutations for router networks (no
 * recombination of two databases is known to keep port counts and validity), while jMetal's
 * genetic algorithms require a crossover; this one makes the search mutation-only.
 */
public final class ParentCopyCrossover implements CrossoverOperator<RouterNetSolution> {
  @Override
  public List<RouterNetSolution> execute(List<RouterNetSolution> parents) {
    return List.of(parents.get(0).copy(), parents.get(1).copy());
  }

  @Override
  public double crossoverProbability() { return 1.0; }

  @Override
  public int numberOfRequiredParents() { return 2; }

  @Override
  public int numberOfGeneratedChildren() { return 2; }
}
