package org.interflow.optimize.actor;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.uma.jmetal.solution.doublesolution.impl.DefaultDoubleSolution;
import org.uma.jmetal.util.bounds.Bounds;

/**
 * {@link Evaluation} between two solutions of 2 objectives and 1 constraint: what one holds is what
 * the other gets, attribute types included, and attributes a checkpoint could not hold are dropped.
 */
class EvaluationTest {
  private static DefaultDoubleSolution solution() {
    return new DefaultDoubleSolution(List.of(Bounds.create(0.0, 1.0)), 2, 1);
  }

  @Test
  void objectivesConstraintsAndSimpleAttributesCopyOverWithTheirTypes() {
    DefaultDoubleSolution from = solution();
    from.objectives()[0] = -12;
    from.objectives()[1] = 1.0 / 3;
    from.constraints()[0] = -0.5;
    from.attributes().put("connected", false);
    from.attributes().put("hops", 7);
    from.attributes().put("share", 0.25);
    from.attributes().put("label", "not kept");
    from.attributes().put(42, 1);
    Evaluation e = Evaluation.of(from);
    // sorted by key; the string value and the non-string key are dropped
    assertEquals(List.of("connected", "hops", "share"), e.attributes().stream().map(Evaluation.Attribute::key).toList());
    DefaultDoubleSolution to = solution();
    e.writeTo(to);
    assertArrayEquals(new double[] {-12, 1.0 / 3}, to.objectives());
    assertArrayEquals(new double[] {-0.5}, to.constraints());
    assertEquals(Map.of("connected", false, "hops", 7, "share", 0.25), to.attributes());
  }

  @Test
  void anEvaluationOfAnotherShapeIsRefused() {
    Evaluation three = new Evaluation(new double[] {1, 2, 3}, new double[] {0}, List.of());
    assertThrows(IllegalArgumentException.class, () -> three.writeTo(solution()));
  }
}
