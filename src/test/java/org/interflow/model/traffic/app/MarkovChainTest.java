package org.interflow.model.traffic.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class MarkovChainTest {
  private static final double[] TO_COMP = {0, 1, 0, 0, 0, 0};

  @Test
  void aRowThatDoesNotSumToOneIsRejectedNamingTheRow() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new MarkovChain(new double[][] {
        TO_COMP, {0, 0.5, 0.3, 0, 0, 0.1}, TO_COMP, TO_COMP, TO_COMP}));
    assertTrue(e.getMessage().startsWith("row Comp of the transition matrix sums to 0.9"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> MarkovChain.parse("0:1:0:0:0:0/0:0:0:0:0:1/0:1:0:0:0:0/0:1:0:0:0:0/0:0.5:0:0:0:0.6"));
    assertTrue(e.getMessage().startsWith("row Write of the transition matrix sums to 1.1"), e.getMessage());
  }

  @Test
  void malformedMatricesAreRejectedNamingWhatIsWrong() {
    assertTrue(assertThrows(IllegalArgumentException.class, () -> MarkovChain.parse("0:1:0:0:0:0/0:x:0:0:0:1/0:1:0:0:0:0/0:1:0:0:0:0/0:1:0:0:0:0"))
        .getMessage().contains("row Comp of the transition matrix: 'x' is not a number"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> MarkovChain.parse("0:1:0:0:0:0/0:0:0:0:1/0:1:0:0:0:0/0:1:0:0:0:0/0:1:0:0:0:0"))
        .getMessage().contains("row Comp of the transition matrix has 5 entries"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> MarkovChain.parse("0:1:0:0:0:0/0:0:0:0:0:1"))
        .getMessage().contains("5 rows"));
    // Comp only returns to itself: End is never reached
    assertTrue(assertThrows(IllegalArgumentException.class, () -> MarkovChain.parse("0:1:0:0:0:0/0:1:0:0:0:0/0:1:0:0:0:0/0:1:0:0:0:0/0:1:0:0:0:0"))
        .getMessage().contains("never reaches End"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> MarkovChain.parse("0:1:0:0:0:0/0:0:0:0:0:1/0:1:0:0:0:0/0:1:0:0:0:0/0:1:0:0:0:0/1:0:0:0:0:0"))
        .getMessage().contains("row End"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> MarkovChain.parse("0.5:0.5:0:0:0:0/0:0:0:0:0:1/0:1:0:0:0:0/0:1:0:0:0:0/0:1:0:0:0:0"))
        .getMessage().contains("row Init"));
  }

  @Test
  void theParsedFormIsTheFormattedOne() {
    for (MarkovPreset p : MarkovPreset.values()) assertEquals(p.chain(), MarkovChain.parse(p.chain().format()));
  }

  @Test
  void drawsFollowTheRow() {
    // row Comp: Comp 0.5, Comm 0.25, End 0.25. 100,000 draws: each count within 5 standard errors
    // (sd of a count = sqrt(n p (1-p)) <= 158), a bound a correct sampler misses with p < 1e-6.
    MarkovChain c = MarkovChain.parse("0:1:0:0:0:0/0:0.5:0.25:0:0:0.25/0:1:0:0:0:0/0:1:0:0:0:0/0:1:0:0:0:0");
    SplittableRandom random = new SplittableRandom(7);
    int[] counts = new int[6];
    int n = 100_000;
    for (int i = 0; i < n; i++) counts[c.next(MarkovState.COMP, random).ordinal()]++;
    assertEquals(n * 0.5, counts[1], 5 * 158);
    assertEquals(n * 0.25, counts[2], 5 * 137);
    assertEquals(n * 0.25, counts[5], 5 * 137);
    assertEquals(0, counts[0] + counts[3] + counts[4]);
  }

  @Test
  void presetsVisitTheirPhasesAsDocumented() {
    // Expected visits per job from the fundamental matrix (I - Q)^-1 (docs/storage.md): io Comp 10,
    // Read 6.67, Write 6.67, Comm 1; compute Comp 10, Comm 1, Read and Write 0.5; comm Comp 10,
    // Comm 16. Comp visits are geometric (End 0.1 per visit, every other phase returns to Comp):
    // sd = sqrt(0.9)/0.1 = 9.5; the widest spread is comm's Comm visits, a geometric sum (mean 10)
    // of per-Comp runs X (0.8 x a geometric run of mean 2): var = 10 var X + 90 (E X)^2 = 10 x 2.24
    // + 90 x 2.56 = 253, sd 15.9. Over 50,000 walks one standard error is at most 0.071; we allow
    // 0.35 (about 5 se).
    double[][] expected = {{10, 1, 20.0 / 3, 20.0 / 3}, {10, 1, 0.5, 0.5}, {10, 16, 0.5, 0.5}};
    for (MarkovPreset p : MarkovPreset.values()) {
      SplittableRandom random = new SplittableRandom(11);
      double[] visits = new double[6];
      int walks = 50_000;
      for (int w = 0; w < walks; w++) {
        for (MarkovState s = p.chain().next(MarkovState.INIT, random); s != MarkovState.END; s = p.chain().next(s, random)) visits[s.ordinal()]++;
      }
      for (int s = 1; s <= 4; s++) assertEquals(expected[p.ordinal()][s - 1], visits[s] / walks, 0.35, p + " " + MarkovState.values()[s]);
    }
  }
}
