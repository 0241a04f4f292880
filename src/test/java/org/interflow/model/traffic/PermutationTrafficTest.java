package org.interflow.model.traffic;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class PermutationTrafficTest extends TrafficPatternContract {
  @Override
  protected List<Case> cases() {
    // a permutation sends exactly one flow per server: N flows
    return List.of(
        new Case("bitreversal 64", 64, 64, () -> PermutationTraffic.bitReversal(64)),
        new Case("shuffle 32", 32, 32, () -> PermutationTraffic.shuffle(32)),
        new Case("transpose 256", 256, 256, () -> PermutationTraffic.transpose(256)),
        new Case("bitcomplement 1", 1, 1, () -> PermutationTraffic.bitComplement(1)),
        new Case("shift 10 by 13", 10, 10, () -> PermutationTraffic.shift(10, 13)),
        new Case("randperm 100", 100, 100, () -> PermutationTraffic.random(100, 4)));
  }


  private static int[] destinations(TrafficPattern p) {
    int[] d = new int[(int) p.flowCount()];
    for (int f = 0; f < d.length; f++) {
      assertEquals(f, p.source(f), "flow f leaves server f");
      d[f] = p.destination(f);
    }
    return d;
  }

  @Test
  void bitReversalOfThreeBitIdsMatchesTheHandTable() {
    // 000->000 001->100 010->010 011->110 100->001 101->101 110->011 111->111
    assertArrayEquals(new int[] {0, 4, 2, 6, 1, 5, 3, 7}, destinations(PermutationTraffic.bitReversal(8)));
  }

  @Test
  void perfectShuffleRotatesThreeBitIdsLeft() {
    // 000->000 001->010 010->100 011->110 100->001 101->011 110->101 111->111
    assertArrayEquals(new int[] {0, 2, 4, 6, 1, 3, 5, 7}, destinations(PermutationTraffic.shuffle(8)));
  }

  @Test
  void transposeSwapsTheTwoBitHalvesOfFourBitIds() {
    // s = hh ll -> ll hh: 0001->0100 (1->4), 0110->1001 (6->9), 0111->1101 (7->13), 1110->1011 (14->11)
    assertArrayEquals(new int[] {0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15},
        destinations(PermutationTraffic.transpose(16)));
  }

  @Test
  void bitComplementFlipsEveryBit() {
    assertArrayEquals(new int[] {7, 6, 5, 4, 3, 2, 1, 0}, destinations(PermutationTraffic.bitComplement(8)));
  }

  @Test
  void shiftWrapsAroundTheLastServer() {
    // (i + 5) mod 8
    assertArrayEquals(new int[] {5, 6, 7, 0, 1, 2, 3, 4}, destinations(PermutationTraffic.shift(8, 5)));
    // a negative shift goes down: (i - 1) mod 5; a shift of N is the identity
    assertArrayEquals(new int[] {4, 0, 1, 2, 3}, destinations(PermutationTraffic.shift(5, -1)));
    assertArrayEquals(new int[] {0, 1, 2}, destinations(PermutationTraffic.shift(3, 3)));
  }

  @Test
  void bitPermutationsRejectACountThatIsNotAPowerOfTwoNamingIt() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> PermutationTraffic.bitReversal(12));
    assertEquals("bitreversal traffic needs a power-of-two number of servers, got 12", e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> PermutationTraffic.shuffle(6));
    assertThrows(IllegalArgumentException.class, () -> PermutationTraffic.bitComplement(0));
  }

  @Test
  void transposeRejectsAnOddNumberOfBits() {
    // 8 = 2^3: three bits cannot be split into two halves
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> PermutationTraffic.transpose(8));
    assertTrue(e.getMessage().contains("got 8 = 2^3"), e.getMessage());
  }

  @Test
  void randomPermutationHitsEveryServerOnceAndDependsOnlyOnTheSeed() {
    int n = 1000;
    int[] a = destinations(PermutationTraffic.random(n, 42));
    boolean[] hit = new boolean[n];
    for (int d : a) {
      assertFalse(hit[d], "destination " + d + " twice");
      hit[d] = true;
    }
    assertArrayEquals(a, destinations(PermutationTraffic.random(n, 42)));
    assertFalse(java.util.Arrays.equals(a, destinations(PermutationTraffic.random(n, 43))));
  }
}
