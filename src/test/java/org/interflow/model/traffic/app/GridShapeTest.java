package org.interflow.model.traffic.app;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class GridShapeTest {
  @Test
  void balancedGridsAreTheMostNearlySquareOrCubicFactorisations() {
    // 12 = 4x3 (not 6x2 or 12x1) in 2D; 3x2x2 (largest side 3, not 4x3x1) in 3D;
    // 64 = 8x8 and 4x4x4; a prime has only the 1-wide grid; 1 task is 1x1.
    assertArrayEquals(new int[] {4, 3}, GridShape.balanced(12, 2, false).dims());
    assertArrayEquals(new int[] {3, 2, 2}, GridShape.balanced(12, 3, false).dims());
    assertArrayEquals(new int[] {8, 8}, GridShape.balanced(64, 2, false).dims());
    assertArrayEquals(new int[] {4, 4, 4}, GridShape.balanced(64, 3, false).dims());
    assertArrayEquals(new int[] {7, 1}, GridShape.balanced(7, 2, false).dims());
    assertArrayEquals(new int[] {1, 1, 1}, GridShape.balanced(1, 3, false).dims());
    // 1,000,000 = 100^3 = 1000^2
    assertArrayEquals(new int[] {100, 100, 100}, GridShape.balanced(1_000_000, 3, false).dims());
    assertArrayEquals(new int[] {1000, 1000}, GridShape.balanced(1_000_000, 2, false).dims());
  }

  @Test
  void neighboursStopAtTheFacesUnlessTheGridIsPeriodic() {
    // 4x4, task = x + 4y. Task 0 = (0,0): +x is 1, +y is 4; -x and -y are off the grid,
    // or, wrapping, (3,0) = 3 and (0,3) = 12. Task 5 = (1,1) has all four: 4, 6, 1, 9.
    GridShape open = new GridShape(new int[] {4, 4}, false);
    GridShape torus = new GridShape(new int[] {4, 4}, true);
    assertEquals(-1, open.neighbour(0, 0, -1));
    assertEquals(1, open.neighbour(0, 0, +1));
    assertEquals(-1, open.neighbour(0, 1, -1));
    assertEquals(4, open.neighbour(0, 1, +1));
    assertEquals(3, torus.neighbour(0, 0, -1));
    assertEquals(12, torus.neighbour(0, 1, -1));
    assertEquals(4, open.neighbour(5, 0, -1));
    assertEquals(6, open.neighbour(5, 0, +1));
    assertEquals(1, open.neighbour(5, 1, -1));
    assertEquals(9, open.neighbour(5, 1, +1));
    assertEquals(2, open.coordinate(14, 0));
    assertEquals(3, open.coordinate(14, 1));
  }

  @Test
  void aSideOfOneHasNoNeighbourEvenWhenPeriodic() {
    GridShape line = new GridShape(new int[] {3, 1}, true);
    assertEquals(-1, line.neighbour(1, 1, +1));
    assertEquals(-1, line.neighbour(1, 1, -1));
    assertEquals(0, line.neighbour(2, 0, +1));
  }

  @Test
  void invalidShapesAreRejectedNamingTheParameter() {
    assertTrue(assertThrows(IllegalArgumentException.class, () -> new GridShape(new int[] {4, 0}, false))
        .getMessage().contains("dims"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> new GridShape(new int[] {1, 2, 3, 4}, false))
        .getMessage().contains("dims"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> GridShape.balanced(0, 2, false))
        .getMessage().contains("tasks"));
  }
}
