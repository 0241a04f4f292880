package org.interflow.optimize.routernet;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.interflow.model.topology.routernet.ConnectionRules;
import org.interflow.model.topology.routernet.RouterConnections;
import org.interflow.model.topology.routernet.RouterNetLayout;
import org.junit.jupiter.api.Test;
import org.uma.jmetal.operator.mutation.MutationOperator;
import org.uma.jmetal.util.pseudorandom.JMetalRandom;

class SwapMutationsTest {
  // 20 nodes x 2 ports on 10 routers of 6 ports: 40 node links and (60 - 40) / 2 = 10 cables.
  private static final RouterNetLayout LAYOUT = RouterNetLayout.uniform(20, 2, 10, 6);
  private static final int APPLICATIONS = 400;

  private static RouterNetSolution start(long seed) {
    RouterConnections c = RouterConnections.random(LAYOUT, new SplittableRandom(seed));
    return new RouterNetSolution(LAYOUT, c.slots(), 4);
  }

  /** Applies {@code op} many times; every result must be a valid database; returns how many changed it. */
  private static int applyAndCheck(MutationOperator<RouterNetSolution> op, long seed) {
    JMetalRandom.getInstance().setSeed(seed);
    RouterNetSolution s = start(seed);
    int changes = 0;
    for (int k = 0; k < APPLICATIONS; k++) {
      int[] before = s.slots();
      op.execute(s);
      int[] after = s.slots();
      RouterConnections.of(LAYOUT, after); // throws when a router's port count changed
      assertTrue(ConnectionRules.valid(LAYOUT, after), "application " + k + " left an invalid network");
      if (!Arrays.equals(before, after)) changes++;
    }
    return changes;
  }

  @Test
  void computerSwapsKeepNetworksValidAndTouchOnlyComputeNodePorts() {
    JMetalRandom.getInstance().setSeed(7);
    RouterNetSolution s = start(7);
    int[] cables = Arrays.copyOfRange(s.slots(), LAYOUT.computeSlots(), LAYOUT.slots());
    SwapComputerConnectionsMutation op = new SwapComputerConnectionsMutation(1);
    for (int k = 0; k < 100; k++) op.execute(s);
    assertArrayEquals(cables, Arrays.copyOfRange(s.slots(), LAYOUT.computeSlots(), LAYOUT.slots()));
    assertTrue(applyAndCheck(op, 11) > APPLICATIONS / 2, "most computer swaps find a valid exchange");
  }

  @Test
  void routerSwapsKeepNetworksValid() {
    assertTrue(applyAndCheck(new SwapRouterConnectionsMutation(1), 12) > APPLICATIONS / 2);
  }

  @Test
  void connectionSetSwapsKeepNetworksValid() {
    assertTrue(applyAndCheck(new SwapConnectionSetsMutation(1), 13) > APPLICATIONS / 4);
  }

  @Test
  void mixedSwapsKeepNetworksValidOverManySeeds() {
    for (long seed = 20; seed < 25; seed++) assertTrue(applyAndCheck(new MixedSwapMutation(1), seed) > 0);
  }

  @Test
  void probabilityZeroNeverChangesASolution() {
    assertTrue(applyAndCheck(new MixedSwapMutation(0), 30) == 0);
  }
}
