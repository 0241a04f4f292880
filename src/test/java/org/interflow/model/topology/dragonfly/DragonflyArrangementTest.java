package org.interflow.model.topology.dragonfly;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class DragonflyArrangementTest {
  @Test
  void everyRuleMapsTheSlotsOfAGroupOntoTheOtherGroupsAndBack() {
    // For g groups a group has g-1 slots; each rule must hit every other group exactly once and
    // slot() must undo target().
    for (DragonflyArrangement rule : DragonflyArrangement.values()) {
      for (int g = 2; g <= 13; g++) {
        for (int i = 0; i < g; i++) {
          boolean[] hit = new boolean[g];
          for (int delta = 0; delta < g - 1; delta++) {
            int t = rule.target(i, delta, g);
            assertNotEquals(i, t, rule + " g=" + g + " group " + i + " slot " + delta + " points to itself");
            assertTrue(t >= 0 && t < g);
            hit[t] = true;
            assertEquals(delta, rule.slot(i, t, g), rule + " g=" + g + " inverse");
          }
          for (int t = 0; t < g; t++) assertEquals(t != i, hit[t], rule + " g=" + g + " covers group " + t);
        }
      }
    }
  }

  @Test
  void slotsFollowTheirDefiningFormulas() {
    // g = 9 (a*h = 8): absolute slot 5 of group 3 -> 6 (5 >= 3, so 5+1), slot 2 of group 3 -> 2;
    // relative slot 5 of group 7 -> (7+5+1) mod 9 = 4, and back from 4 on slot 9-2-5 = 2;
    // circulant slot 4 of group 7 -> 7 + (4/2+1) = 10 mod 9 = 1, slot 5 -> 7 - ((5-1)/2+1) = 4.
    assertEquals(6, DragonflyArrangement.ABSOLUTE.target(3, 5, 9));
    assertEquals(2, DragonflyArrangement.ABSOLUTE.target(3, 2, 9));
    assertEquals(4, DragonflyArrangement.RELATIVE.target(7, 5, 9));
    assertEquals(2, DragonflyArrangement.RELATIVE.slot(4, 7, 9));
    assertEquals(1, DragonflyArrangement.CIRCULANT.target(7, 4, 9));
    assertEquals(4, DragonflyArrangement.CIRCULANT.target(7, 5, 9));
    // g = 10: circulant's last slot 8 goes to the antipodal group, 3 + 5 = 8, which answers on slot 8.
    assertEquals(8, DragonflyArrangement.CIRCULANT.target(3, 8, 10));
    assertEquals(8, DragonflyArrangement.CIRCULANT.slot(8, 3, 10));
  }
}
