package org.interflow.model.topology.jellyfish;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.List;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.TopologyContract;
import org.junit.jupiter.api.Test;

class JellyfishBuilderTest extends TopologyContract {
  private static Topology build(int switches, int ports, int servers, long seed) {
    return JellyfishBuilder.build(new JellyfishSpec(switches, ports, servers, seed), LinkParams.DEFAULT);
  }

  @Override
  protected List<Expected> cases() {
    // Closed forms: N*(k-r) servers, N switches, N*(k-r) + floor(N*r/2) links; the diameter is random (-1).
    return List.of(
        // N=64, k=16, 8 servers: r=8, 512 servers, 512 + 64*8/2 = 768 links.
        new Expected(build(64, 16, 8, 1), 512, 64, 768, -1),
        // N=50, k=7, 2 servers: r=5, 100 servers, 100 + 125 = 225 links.
        new Expected(build(50, 7, 2, 3), 100, 50, 225, -1),
        // N=31, k=4, 1 server: r=3, N*r = 93 is odd, so 46 switch links and one free port: 31 + 46 = 77.
        new Expected(build(31, 4, 1, 9), 31, 31, 77, -1),
        // N=6, k=6, 1 server: r=5 = N-1 forces the complete graph K6 (15 links), diameter 1.
        new Expected(build(6, 6, 1, 2), 6, 6, 21, 1));
  }

  /** Checks simple r-regularity among switches: no self-loop, no parallel link, degree r (one switch r-1 if N*r odd). */
  private static void assertSimpleRegular(Topology t, int r) {
    int n = t.switches();
    int deficient = 0;
    int[] seenBy = new int[t.nodes()];
    java.util.Arrays.fill(seenBy, -1);
    for (int s = t.servers(); s < t.nodes(); s++) {
      int switchNeighbors = 0;
      for (int p = 0; p < t.degree(s); p++) {
        int m = t.neighbor(s, p);
        if (t.isServer(m)) continue;
        if (m == s) fail("self-loop at " + s);
        if (seenBy[m] == s) fail("parallel link " + s + "-" + m);
        seenBy[m] = s;
        switchNeighbors++;
      }
      if (switchNeighbors == r - 1) deficient++;
      else if (switchNeighbors != r) fail("switch " + s + " has " + switchNeighbors + " switch neighbours, not " + r);
    }
    assertEquals((long) n * r % 2, deficient, "only an odd N*r leaves one port free");
  }

  @Test
  void switchGraphsAreSimpleAndRegular() {
    assertSimpleRegular(build(64, 16, 8, 1), 8);
    assertSimpleRegular(build(31, 4, 1, 9), 3);
    assertSimpleRegular(build(6, 6, 1, 2), 5);
    // Dense: r = 8 of N = 10 makes the join step stall often, leaving work for the swap step.
    for (long seed = 0; seed < 20; seed++) assertSimpleRegular(build(10, 9, 1, seed), 8);
  }

  @Test
  void theSameSeedGivesTheSameNetworkAndAnotherSeedAnotherOne() {
    Topology a = build(64, 16, 8, 5);
    Topology b = build(64, 16, 8, 5);
    Topology c = build(64, 16, 8, 6);
    assertArrayEquals(ends(a), ends(b));
    assertFalse(java.util.Arrays.equals(ends(a), ends(c)));
  }

  private static int[] ends(Topology t) {
    int[] e = new int[2 * t.links()];
    for (int l = 0; l < t.links(); l++) {
      e[2 * l] = t.linkA(l);
      e[2 * l + 1] = t.linkB(l);
    }
    return e;
  }

  @Test
  void serversHangFromTheirSwitchInOrderAndSwitchesDeclareAllPorts() {
    // 8 servers per switch: server i is on switch i/8, node 512 + i/8.
    Topology t = build(64, 16, 8, 1);
    for (int s = 0; s < 512; s++) assertEquals(512 + s / 8, t.attachedSwitch(s));
    for (int s = 512; s < t.nodes(); s++) assertEquals(16, t.radix(s));
  }

  @Test
  void aPaperSizeNetworkIsRegularAndConnected() {
    // 8192 switches of 64 ports, 32 servers each: 262,144 servers, 262,144 + 8192*32/2 = 393,216 links.
    Topology t = build(8192, 64, 32, 1);
    assertEquals(262_144, t.servers());
    assertEquals(262_144 + 131_072, t.links());
    assertSimpleRegular(t, 32);
    assertEquals(t.switches(), switchesReachedFromTheFirst(t));
  }

  /** Primitive BFS over switches only (the contract's boxed BFS is slow at this size). */
  private static int switchesReachedFromTheFirst(Topology t) {
    int[] queue = new int[t.switches()];
    boolean[] seen = new boolean[t.nodes()];
    int head = 0;
    int tail = 0;
    queue[tail++] = t.switchNode(0);
    seen[t.switchNode(0)] = true;
    while (head < tail) {
      int n = queue[head++];
      for (int p = 0; p < t.degree(n); p++) {
        int m = t.neighbor(n, p);
        if (t.isSwitch(m) && !seen[m]) {
          seen[m] = true;
          queue[tail++] = m;
        }
      }
    }
    return tail;
  }

  @Test
  void impossibleDegreesAreRejected() {
    assertThrows(IllegalArgumentException.class, () -> new JellyfishSpec(8, 16, 4, 1));   // r = 12 > N-1 = 7
    assertThrows(IllegalArgumentException.class, () -> new JellyfishSpec(8, 4, 5, 1));    // more servers than ports
    assertEquals("jellyfish:switches=64,ports=16,servers=8,seed=1", new JellyfishSpec(64, 16, 8, 1).canonical());
  }

  @Test
  void growingSplicesEachNewSwitchIntoRandomLinksOfTheBaseGraph() {
    // N=32, k=8, 4 servers (r=4), 8 added: each new switch removes floor(r/2) = 2 links and adds 4,
    // so links = 40*4 servers + 32*4/2 + 8*2 = 160 + 64 + 16 = 240, and every switch keeps degree 8.
    JellyfishSpec spec = new JellyfishSpec(32, 8, 4, 5, 8);
    Topology grown = JellyfishBuilder.build(spec, LinkParams.DEFAULT);
    Topology base = build(32, 8, 4, 5);
    assertEquals(160, grown.servers());
    assertEquals(40, grown.switches());
    assertEquals(240, grown.links());
    assertSimpleRegular(grown, 4);
    // the links between two of the first 32 switches are all base links (base switch i is node
    // 128 + i in the base and 160 + i when grown); the 16 splices took apart at most 16 of them
    // (later splices may take links of earlier new switches instead) and at least the first
    // new switch's 2.
    java.util.Set<Long> baseLinks = new java.util.HashSet<>();
    for (int l = base.servers(); l < base.links(); l++) baseLinks.add(pair(base.linkA(l) - 128, base.linkB(l) - 128));
    int kept = 0;
    for (int l = grown.servers(); l < grown.links(); l++) {
      int a = grown.linkA(l) - 160;
      int b = grown.linkB(l) - 160;
      if (a < 32 && b < 32) {
        if (!baseLinks.contains(pair(a, b))) fail("link " + a + "-" + b + " is not in the base graph");
        kept++;
      }
    }
    assertTrue(kept >= 64 - 16 && kept <= 64 - 2, "base links kept: " + kept);
    assertEquals("jellyfish:switches=32,ports=8,servers=4,seed=5,added=8", spec.canonical());
    assertThrows(IllegalArgumentException.class, () -> new JellyfishSpec(32, 8, 4, 5, -1));
  }

  private static long pair(int a, int b) { return (long) Math.min(a, b) << 32 | Math.max(a, b); }
}
