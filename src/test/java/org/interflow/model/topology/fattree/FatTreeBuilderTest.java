package org.interflow.model.topology.fattree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.TopologyContract;
import org.junit.jupiter.api.Test;

class FatTreeBuilderTest extends TopologyContract {
  private static Topology tree(int k, int n) { return FatTreeBuilder.build(new FatTreeSpec(k, n), LinkParams.DEFAULT); }

  @Override
  protected List<Expected> cases() {
    // k-ary n-tree (Petrini & Vanneschi): k^n servers, n*k^(n-1) switches, n*k^n links,
    // switch diameter 2(n-1) (leaf to leaf across the root).
    return List.of(
        new Expected(tree(2, 1), 2, 1, 2, 0),        // 2^1; 1*2^0; 1*2^1
        new Expected(tree(4, 2), 16, 8, 32, 2),      // 4^2; 2*4; 2*16
        new Expected(tree(4, 3), 64, 48, 192, 4),    // 4^3; 3*16; 3*64
        new Expected(tree(3, 4), 81, 108, 324, 6),   // 3^4; 4*27; 4*81
        new Expected(tree(8, 2), 64, 16, 128, 2));   // 8^2; 2*8; 2*64
  }

  @Test
  void leafSwitchIHoldsServersIkToIkPlusKMinusOneOnPortsZeroToKMinusOne() {
    // 4-ary 3-tree: 64 servers, so leaf switch i is node 64 + i; leaf 5 holds servers 20..23.
    Topology t = tree(4, 3);
    for (int port = 0; port < 4; port++) assertEquals(20 + port, t.neighbor(64 + 5, port));
    assertEquals(64 + 5, t.attachedSwitch(22));
  }

  @Test
  void adjacentLevelSwitchesDifferOnlyInTheDigitOfTheLowerLevel() {
    // 4-ary 3-tree, switch words of 2 base-4 digits; levels 1, 2, 3 are nodes 64..79, 80..95,
    // 96..111. Level-1 switch 6 = (1,2) links to level-2 switches (1,x) = 4..7, level-2 switch
    // 6 = (1,2) links up to level-3 switches (x,2) = 2, 6, 10, 14 and down to level-1 (1,x) = 4..7.
    Topology t = tree(4, 3);
    int[] upOfLeaf6 = {80 + 4, 80 + 5, 80 + 6, 80 + 7};
    int[] upOfMiddle6 = {96 + 2, 96 + 6, 96 + 10, 96 + 14};
    for (int b = 0; b < 4; b++) {
      assertEquals(upOfLeaf6[b], t.neighbor(64 + 6, 4 + b), "leaf 6 up port " + (4 + b));
      assertEquals(upOfMiddle6[b], t.neighbor(80 + 6, 4 + b), "middle 6 up port " + (4 + b));
      assertEquals(64 + 4 + b, t.neighbor(80 + 6, b), "middle 6 down port " + b);
    }
  }

  @Test
  void serverToServerDiameterIsTwoNHops() {
    // Server 0 reaches a server in another top-level subtree (e.g. 63 in the 4-ary 3-tree) only
    // through a top switch: n hops up, n down. No pair needs more, since every pair meets at level n.
    for (int[] kn : new int[][] {{4, 3}, {3, 4}, {2, 1}}) {
      Topology t = tree(kn[0], kn[1]);
      int[] dist = bfs(t, 0);
      int farthest = 0;
      for (int s = 0; s < t.servers(); s++) farthest = Math.max(farthest, dist[s]);
      assertEquals(2 * kn[1], farthest, t.toString());
    }
  }

  @Test
  void everySwitchDeclaresRadixTwoKIncludingTheTopLevel() {
    Topology t = tree(4, 3);
    for (int s = 0; s < t.switches(); s++) assertEquals(8, t.radix(t.switchNode(s)));
    assertEquals(4, t.degree(t.switchNode(47)), "a top switch uses only its k down ports");
  }

  @Test
  void specPrintsItselfInCliSyntaxAndRejectsBadParameters() {
    assertEquals("fattree:k=4,n=3", new FatTreeSpec(4, 3).canonical());
    assertThrows(IllegalArgumentException.class, () -> new FatTreeSpec(0, 3));
    assertThrows(IllegalArgumentException.class, () -> new FatTreeSpec(4, 0));
    assertThrows(IllegalArgumentException.class, () -> tree(1024, 4), "2^40 servers do not fit");
  }
}
