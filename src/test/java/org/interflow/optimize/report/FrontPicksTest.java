package org.interflow.optimize.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import org.interflow.optimize.run.OptimizeTarget;
import org.interflow.optimize.run.Outcome;
import org.junit.jupiter.api.Test;

/** Which designs {@code --evaluate} picks, worked by hand, and how a design in several roles is named. */
class FrontPicksTest {
  private static final List<OptimizeTarget.Objective> OBJECTIVES = List.of(new OptimizeTarget.Objective("f1", "f1", true, true),
      new OptimizeTarget.Objective("f2", "f2", true, false), new OptimizeTarget.Objective("f3", "f3", false, true));

  private static Outcome.Scored design(double f1, double f2) {
    return new Outcome.Scored(0, new int[] {(int) f1}, new double[] {-f1, -f2, 4}, "exact", (int) f1);
  }

  @Test
  void theKneeThatIsAlsoBestOnF2IsListedOnceWithBothRoles() {
    // (f1, f2) = (8, 1.353), (8, 1.882), (16, 1.588), (12, 2.353). Best f1: the third; best f2: the
    // fourth. Scaled to [0, 1] by distance from the best (f1 over [8, 16], f2 over [1.353, 2.353]):
    // (1, 1), (1, 0.471), (0, 0.765), (0.5, 0); squared distances 2, 1.22, 0.585, 0.25: the knee is
    // the fourth, which is also best on f2.
    List<Outcome.Scored> front = List.of(design(8, 1.353), design(8, 1.882), design(16, 1.588), design(12, 2.353));
    List<FrontPicks.Pick> picks = FrontPicks.of(front, new int[] {0, 1}, OBJECTIVES);
    assertEquals(2, picks.size());
    assertSame(front.get(2), picks.get(0).design());
    assertEquals("best-f1", picks.get(0).roles());
    assertSame(front.get(3), picks.get(1).design());
    assertEquals("best-f2+knee", picks.get(1).roles());
    assertEquals("best-f2 = knee", picks.get(1).label());
  }

  @Test
  void aLoneDesignFillsEveryRole() {
    List<FrontPicks.Pick> picks = FrontPicks.of(List.of(design(10, 2)), new int[] {0, 1}, OBJECTIVES);
    assertEquals(1, picks.size());
    assertEquals("best-f1+best-f2+knee", picks.get(0).roles());
  }

  @Test
  void threeDistinctDesignsKeepOneRoleEach() {
    // (10, 1), (1, 10), (6, 6): scaled distances from the ideal (10, 10): (0, 1), (1, 0),
    // (4/9, 4/9) with squared distance 0.395: the middle design is the knee.
    List<Outcome.Scored> front = List.of(design(10, 1), design(1, 10), design(6, 6));
    List<FrontPicks.Pick> picks = FrontPicks.of(front, new int[] {0, 1}, OBJECTIVES);
    assertEquals(List.of("best-f1", "best-f2", "knee"), picks.stream().map(FrontPicks.Pick::roles).toList());
    assertSame(front.get(2), picks.get(2).design());
  }
}
