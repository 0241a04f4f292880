package org.interflow.model.topology;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class MixedRadixTest {
  // dims 3x4x5: strides 1, 3, 12 and 60 cells; cell (2,1,3) = 2 + 3*1 + 12*3 = 41.
  private static final MixedRadix DIMS = new MixedRadix(3, 4, 5);

  @Test
  void theFirstDimensionVariesFastest() {
    assertEquals(60, DIMS.cells());
    assertEquals(1, DIMS.stride(0));
    assertEquals(3, DIMS.stride(1));
    assertEquals(12, DIMS.stride(2));
    assertEquals(41, DIMS.index(new int[] {2, 1, 3}));
    assertArrayEquals(new int[] {2, 1, 3}, DIMS.coordinates(41, new int[3]));
    assertEquals(3, DIMS.coordinate(41, 2));
    assertEquals(1, DIMS.coordinate(41, 1));
  }

  @Test
  void everyCellRoundTripsThroughItsCoordinates() {
    int[] c = new int[3];
    for (int i = 0; i < DIMS.cells(); i++) assertEquals(i, DIMS.index(DIMS.coordinates(i, c)));
  }

  @Test
  void itPrintsTheCliFormAndComparesByValue() {
    assertEquals("3x4x5", DIMS.toString());
    assertEquals(new MixedRadix(3, 4, 5), DIMS);
    assertEquals(new MixedRadix(3, 4, 5).hashCode(), DIMS.hashCode());
    assertNotEquals(new MixedRadix(4, 3, 5), DIMS);
    // two of 1x4x1x2 are above 1
    assertEquals(2, new MixedRadix(1, 4, 1, 2).nontrivialDimensions());
  }

  @Test
  void sizesBelowOneAndMissingDimensionsAreRejected() {
    assertThrows(IllegalArgumentException.class, () -> new MixedRadix(4, 0));
    assertThrows(IllegalArgumentException.class, () -> new MixedRadix());
    assertThrows(IllegalArgumentException.class, () -> new MixedRadix(1 << 16, 1 << 16));
    assertThrows(IndexOutOfBoundsException.class, () -> DIMS.index(new int[] {3, 0, 0}));
  }
}
