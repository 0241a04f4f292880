package org.interflow.optimize.exanest;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.uma.jmetal.solution.integersolution.IntegerSolution;
import org.uma.jmetal.util.pseudorandom.JMetalRandom;

class ParallelEvaluatorTest {
  @Test
  void threeThreadsGiveTheSameObjectivesAsOneInTheSameOrder() {
    // T = (2, 4, 2), 30 random connected vectors: each evaluation depends only on its vector
    ExanestProblem problem = new ExanestProblem(4, 2, 2, 2, 7);
    JMetalRandom.getInstance().setSeed(3);
    List<IntegerSolution> a = new ArrayList<>();
    List<IntegerSolution> b = new ArrayList<>();
    for (int i = 0; i < 30; i++) {
      IntegerSolution s = problem.createSolution();
      a.add(s);
      b.add((IntegerSolution) s.copy());
    }
    try (ParallelEvaluator<IntegerSolution> one = new ParallelEvaluator<>(1);
        ParallelEvaluator<IntegerSolution> three = new ParallelEvaluator<>(3)) {
      assertEquals(a, one.evaluate(a, problem));
      assertEquals(b, three.evaluate(b, problem));
    }
    for (int i = 0; i < a.size(); i++) {
      assertEquals(a.get(i).variables(), b.get(i).variables());
      assertArrayEquals(a.get(i).objectives(), b.get(i).objectives());
      // f3 (stored as is) is the number of non-zero entries of the vector
      long used = a.get(i).variables().stream().filter(v -> v != 0).count();
      assertEquals(used, (long) b.get(i).objectives()[2]);
    }
  }

  @Test
  void fewerThanOneThreadIsRefused() {
    assertThrows(IllegalArgumentException.class, () -> new ParallelEvaluator<IntegerSolution>(0));
  }
}
