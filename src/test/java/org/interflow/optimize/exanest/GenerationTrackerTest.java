package org.interflow.optimize.exanest;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.interflow.optimize.exanest.GenerationTracker.Generation;
import org.junit.jupiter.api.Test;
import org.uma.jmetal.problem.Problem;
import org.uma.jmetal.solution.integersolution.IntegerSolution;
import org.uma.jmetal.solution.integersolution.impl.DefaultIntegerSolution;
import org.uma.jmetal.util.bounds.Bounds;
import org.uma.jmetal.util.evaluator.SolutionListEvaluator;

class GenerationTrackerTest {
  private static final double TOLERANCE = 1e-12;
  private static final double[][] UNIT = {{0, 0, 0}, {1, 1, 1}};

  /** An evaluator that leaves the objectives the test wrote into each solution. */
  private static final class Given implements SolutionListEvaluator<IntegerSolution> {
    int calls;

    @Override
    public List<IntegerSolution> evaluate(List<IntegerSolution> solutions, Problem<IntegerSolution> problem) {
      calls++;
      return solutions;
    }

    @Override
    public void shutdown() {}
  }

  private static IntegerSolution point(double... f) {
    IntegerSolution s = new DefaultIntegerSolution(List.of(Bounds.create(0, 1)), 3, 0);
    System.arraycopy(f, 0, s.objectives(), 0, 3);
    return s;
  }

  @Test
  void eachBatchIsAGenerationAndTheArchiveKeepsOnlyNonDominatedVectors() {
    List<Generation> seen = new ArrayList<>();
    GenerationTracker<IntegerSolution> tracker = new GenerationTracker<>(new Given(), 2, UNIT, seen::add);
    // Generation 0: A = (.5,.5,.5) and (.6,.6,.6), which A dominates: front {A}, volume 0.5^3 = 0.125.
    tracker.evaluate(List.of(point(.5, .5, .5), point(.6, .6, .6)), null);
    // Generation 1: B = (0,.5,.5) dominates A, C = (.5,0,.5): front {B, C}, both at z = .5, so volume
    // 0.5 * area of [0,1]x[.5,1] united with [.5,1]x[0,1] = 0.5 * (0.5 + 0.5 - 0.25) = 0.375.
    tracker.evaluate(List.of(point(0, .5, .5), point(.5, 0, .5)), null);
    assertEquals(2, seen.size());
    assertEquals(0, seen.get(0).generation());
    assertEquals(2, seen.get(0).evaluations());
    assertEquals(1, seen.get(0).frontSize());
    assertEquals(0.125, seen.get(0).hypervolume(), TOLERANCE);
    assertEquals(1, seen.get(1).generation());
    assertEquals(4, seen.get(1).evaluations());
    assertEquals(2, seen.get(1).frontSize());
    assertEquals(0.375, seen.get(1).hypervolume(), TOLERANCE);
  }

  @Test
  void steadyStateSingleEvaluationsMakeAGenerationEveryPopulationEvaluations() {
    // population 3: initial batch of 3 is generation 0; then one report per 3 single evaluations
    List<Generation> seen = new ArrayList<>();
    GenerationTracker<IntegerSolution> tracker = new GenerationTracker<>(new Given(), 3, UNIT, seen::add);
    tracker.evaluate(List.of(point(.9, .9, .9), point(.8, .9, .9), point(.9, .8, .9)), null);
    for (int i = 0; i < 5; i++) tracker.evaluate(List.of(point(.5, .5, .5)), null);
    assertEquals(2, seen.size(), "3 + 5 evaluations: generation 0, then one full generation of 3");
    assertEquals(6, seen.get(1).evaluations());
    // the repeated (.5,.5,.5) dominates the three initial points and is archived once
    assertEquals(1, seen.get(1).frontSize());
  }
}
