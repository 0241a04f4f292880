package org.interflow.model.topology.routernet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class RouterCountBoundsTest {
  @Test
  void notebookWorkedExampleGives553000RoutersAtMostFor1000NodesOn24PortRouters() {
    // N = 1000, m = 24, n = 1: 23^2 = 529 < 999 <= 23^3, so k = 3 (log 999 / log 23 = 2.20, ceil 3)
    // and M_max = 1000 * (1 + 23 + 529) = 553,000 (notebook section 6.1, solution 1).
    assertEquals(553_000L, RouterCountBounds.maximumRouters(1000, 1, 24));
  }

  @Test
  void notebookWorkedExampleGives46RoutersAtLeastFor1000NodesOn24PortRouters() {
    // Eq. 7: (1000 - 2 * 23) / 22 + 2 = 954 / 22 + 2 = 45.36, so 46 whole routers (solution 2).
    assertEquals(46L, RouterCountBounds.minimumRouters(1000, 24));
  }

  @Test
  void daisyChainsOfTheNotebookFiguresNeedTheirRouterCounts() {
    // Figures 11-13, m = 5: 2 routers host 4 + 4 = 8 nodes, 3 host 4 + 3 + 4 = 11, 4 host 14.
    assertEquals(2L, RouterCountBounds.minimumRouters(8, 5));
    assertEquals(3L, RouterCountBounds.minimumRouters(11, 5));
    assertEquals(4L, RouterCountBounds.minimumRouters(14, 5));
    // One node more than a full chain of 3 needs a fourth router: (12 - 8) / 3 = 1.33 -> 2, + 2.
    assertEquals(4L, RouterCountBounds.minimumRouters(12, 5));
  }

  @Test
  void exactPowerNeedsNoExtraTreeLevel() {
    // m = 5, N = 65: N - 1 = 64 = 4^3 exactly, so k = 3 (Figure 9) and M' = 1 + 4 + 16 = 21 per
    // node: M_max = 65 * 21 = 1365. A floating-point ceil of log 64 / log 4 may round up to 4.
    assertEquals(1365L, RouterCountBounds.maximumRouters(65, 1, 5));
  }

  @Test
  void morePortsPerNodeLowerTheMaximum() {
    // Eq. 10 with N = 1000, m = 24. n = 2: 2 * 23 = 46 < 999 <= 2 * 529, k = 2, M' = 2 * (1 + 23) = 48,
    // M_max = 48,000. n = 3: 3 * 23 = 69 < 999 <= 3 * 529, k = 2, M_max = 1000 * 3 * 24 = 72,000 --
    // the 72,000 the notebook prints for "n = 2" is this n = 3 value of its own formula.
    assertEquals(48_000L, RouterCountBounds.maximumRouters(1000, 2, 24));
    assertEquals(72_000L, RouterCountBounds.maximumRouters(1000, 3, 24));
  }

  @Test
  void parametersOutsideTheFormulasAreRejected() {
    assertThrows(IllegalArgumentException.class, () -> RouterCountBounds.minimumRouters(8, 2));
    assertThrows(IllegalArgumentException.class, () -> RouterCountBounds.minimumRouters(8, 6)); // N < 2(m-1) = 10
    assertThrows(IllegalArgumentException.class, () -> RouterCountBounds.maximumRouters(2, 1, 5));
  }
}
