package org.interflow.model.topology.hcn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.TopologyContract;
import org.interflow.model.topology.dcell.DCellSpec;
import org.junit.jupiter.api.Test;

class HcnBuilderTest extends TopologyContract {
  static Topology hcn(int a, int b, int h) { return HcnBuilder.build(new HcnSpec(a, b, h), LinkParams.DEFAULT); }

  static Topology bcn(int a, int b, int h, int c, DCellSpec.Rule rule) {
    return HcnBuilder.build(new BcnSpec(a, b, h, c, rule), LinkParams.DEFAULT);
  }

  @Override
  protected List<Expected> cases() {
    // HCN(a, b, h): a^(h+1) leaders, a^h b followers, a^h switches; links = servers
    // (switch links) + (a^(h+1) - a)/2 leader bridges.
    // a=4,b=1,h=2: 64 + 16 = 80 servers, 16 switches, 80 + 30 = 110 links (INRFlow: 110 cables).
    // a=3,b=0,h=1: 9 servers, 3 switches, 9 + 3 = 12 links.
    // BCN(a, b, h, c): G = a^c b + 1 copies; links G (servers per copy) + G (a^(h+1) - a)/2
    // + G a^h b / 2 follower links. a=2,b=1,h=2,c=1: G = 3, 12 servers per copy, 36 servers,
    // 12 switches, 36 + 9 + 6 = 51 links (INRFlow: 51 cables). a=2,b=2,h=1,c=1: G = 5, 4 + 4 = 8
    // servers per copy, 40 servers, 10 switches, 40 + 5 + 10 = 55 links.
    return List.of(
        new Expected(hcn(4, 1, 2), 80, 16, 110, -1),
        new Expected(hcn(3, 0, 1), 9, 3, 12, -1),
        new Expected(bcn(2, 1, 2, 1, DCellSpec.Rule.ALPHA), 36, 12, 51, -1),
        new Expected(bcn(2, 2, 1, 1, DCellSpec.Rule.BETA), 40, 10, 55, -1));
  }

  @Test
  void hcnJoinsLeaderXYToLeaderYX() {
    // HCN(3, 0, 1): leaders 0..8 = digits (x1, x0) base 3; level 1 joins copy x's leader with
    // lower digit y to copy y's leader with lower digit x: (0,1)=1 - (1,0)=3, (0,2)=2 - (2,0)=6,
    // (1,2)=5 - (2,1)=7, created after the 9 switch links as links 9, 10, 11.
    Topology t = hcn(3, 0, 1);
    assertEquals(1, t.linkA(9));
    assertEquals(3, t.linkB(9));
    assertEquals(2, t.linkA(10));
    assertEquals(6, t.linkB(10));
    assertEquals(5, t.linkA(11));
    assertEquals(7, t.linkB(11));
    // leaders 0, 4, 8 (all digits equal) keep their backup port free
    assertEquals(1, t.degree(0));
    assertEquals(1, t.degree(4));
    assertEquals(1, t.degree(8));
  }

  @Test
  void bcnJoinsTheCopiesFollowersLikeADCell() {
    // BCN(2,1,2,1) alpha: 3 copies of 8 leaders + 4 followers (12 servers); sub-cells of a^c = 2
    // switches hold t = 2 followers. Copies u < w, sub-cell v: follower v*2 + (w-1) of u with
    // follower v*2 + u of w. Copies 0,1, v=0: follower 0 of copy 0 = server 8, follower 0 of copy
    // 1 = server 12 + 8 = 20.
    Topology t = bcn(2, 1, 2, 1, DCellSpec.Rule.ALPHA);
    assertEquals(20, t.neighbor(8, 1));
    // copies 1,2, v=1: follower 2 + 1 = 3 of copy 1 (server 12+8+3 = 23), follower 2 + 1 = 3 of copy 2 (24+8+3 = 35)
    assertEquals(35, t.neighbor(23, 1));
  }

  @Test
  void specsRejectBadParameters() {
    assertThrows(IllegalArgumentException.class, () -> new HcnSpec(1, 1, 1));
    assertThrows(IllegalArgumentException.class, () -> new BcnSpec(2, 0, 2, 1, DCellSpec.Rule.ALPHA));
    assertThrows(IllegalArgumentException.class, () -> new BcnSpec(2, 1, 1, 2, DCellSpec.Rule.ALPHA));
    assertEquals("bcn:a=2,b=1,h=2,c=1,rule=alpha", new BcnSpec(2, 1, 2, 1, DCellSpec.Rule.ALPHA).canonical());
  }
}
