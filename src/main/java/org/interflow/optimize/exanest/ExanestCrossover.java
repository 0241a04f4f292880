package org.interflow.optimize.exanest;

import java.util.List;
import org.uma.jmetal.operator.crossover.CrossoverOperator;
import org.uma.jmetal.solution.integersolution.IntegerSolution;
import org.uma.jmetal.util.pseudorandom.JMetalRandom;

/**
 * The guided crossover of the ExaNeSt optimiser (Pascual, Navaridas, et al., CEC 2017, section
 * V.C.1). With probability {@code pCross} two cut points {@code 1 <= c1 <= R} and {@code R + 1 <= c2
 * <= 2R} are drawn uniformly; the children swap the first router's entries {@code s(1)..s(c1)} and
 * the second router's entries {@code s(R+1)..s(c2)} of the parents (the paper prints "R + 1 to R +
 * c2", which would run past 2R; we read it as up to {@code c2}). Each position keeps its own range,
 * so children are always valid; a child whose network is disconnected is discarded, as the paper
 * says, and replaced by a copy of its parent (child 1 of parent 1, child 2 of parent 2), since jMetal
 * needs two children. Without crossover the children are copies of the parents.
 *
 * <p>Randomness from {@link JMetalRandom}, reseeded at every generation by the search ({@code SearchLoop}). O(R) plus one
 * connectivity check, O(N M R), per child.
 */
public final class ExanestCrossover implements CrossoverOperator<IntegerSolution> {
  private final ExanestProblem problem;
  private final double probability;

  /**
   * @param probability Pcross in [0, 1] (0.8 in the paper)
   * @throws IllegalArgumentException if the probability is outside [0, 1]
   */
  public ExanestCrossover(ExanestProblem problem, double probability) {
    if (!(probability >= 0 && probability <= 1)) throw new IllegalArgumentException("Pcross must be in [0, 1], got " + probability);
    this.problem = problem;
    this.probability = probability;
  }

  @Override
  public List<IntegerSolution> execute(List<IntegerSolution> parents) {
    if (parents.size() != 2) throw new IllegalArgumentException("crossover needs 2 parents, got " + parents.size());
    IntegerSolution child1 = (IntegerSolution) parents.get(0).copy();
    IntegerSolution child2 = (IntegerSolution) parents.get(1).copy();
    JMetalRandom random = JMetalRandom.getInstance();
    if (random.nextDouble() >= probability) return List.of(child1, child2);
    int r = problem.r();
    int c1 = random.nextInt(1, r);
    int c2 = random.nextInt(r + 1, 2 * r);
    int[] a = ExanestProblem.vector(parents.get(0));
    int[] b = ExanestProblem.vector(parents.get(1));
    int[] x = cross(a, b, r, c1, c2);
    int[] y = cross(b, a, r, c1, c2);
    if (problem.feasible(x)) ExanestProblem.write(child1, x);
    if (problem.feasible(y)) ExanestProblem.write(child2, y);
    return List.of(child1, child2);
  }

  /**
   * {@code base} with entries {@code 1..c1} and {@code R+1..c2} (1-based, inclusive) taken from
   * {@code other}; requires {@code 1 <= c1 <= R < c2 <= 2R}.
   */
  static int[] cross(int[] base, int[] other, int r, int c1, int c2) {
    if (c1 < 1 || c1 > r || c2 <= r || c2 > 2 * r) {
      throw new IllegalArgumentException("cut points need 1 <= c1 <= R < c2 <= 2R, got c1=" + c1 + ", c2=" + c2 + ", R=" + r);
    }
    int[] child = base.clone();
    System.arraycopy(other, 0, child, 0, c1);
    System.arraycopy(other, r, child, r, c2 - r);
    return child;
  }

  @Override
  public double crossoverProbability() { return probability; }

  @Override
  public int numberOfRequiredParents() { return 2; }

  @Override
  public int numberOfGeneratedChildren() { return 2; }
}
