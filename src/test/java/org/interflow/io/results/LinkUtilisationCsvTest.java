package org.interflow.io.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.star.StarBuilder;
import org.interflow.model.topology.star.StarSpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LinkUtilisationCsvTest {
  @Test
  void aStarOfTwoServersListsEachRecordedLinkPerBin(@TempDir Path tmp) throws IOException {
    // Star of 2 servers: nodes 0, 1 are servers, node 2 the switch; link l joins server l to the
    // switch, so directed link 1 runs 2 -> 0 and directed link 2 runs 1 -> 2. Bins of 1.5 us
    // (1,500,000 ps) start at 0 and 0.0000015 s. Utilisation of row i in bin b is (i + 1) / 3 + b / 4:
    // 1/3 -> 0.333333333, 7/12 -> 0.583333333, 2/3 -> 0.666666667, 11/12 -> 0.916666667.
    Topology star = StarBuilder.build(new StarSpec(2), LinkParams.DEFAULT);
    Path f = tmp.resolve("link-utilisation.csv");
    LinkUtilisationCsv.write(f, star, new int[] {1, 2}, 1_500_000, 2, (i, b) -> (i + 1) / 3.0 + b / 4.0);
    assertEquals("link,from,to,binStartSeconds,utilisation\n"
        + "1,2,0,0,0.333333333\n"
        + "1,2,0,0.0000015,0.583333333\n"
        + "2,1,2,0,0.666666667\n"
        + "2,1,2,0.0000015,0.916666667\n", Files.readString(f));
  }

  @Test
  void twoHundredThousandRowsAreWrittenQuickly(@TempDir Path tmp) throws IOException {
    // 2,000 directed links of a 1,000-server star x 100 bins = 200,000 rows; half the cells are
    // idle (0) and half busy at 0.5. The bound is loose (2 cores shared): it guards against a
    // per-cell cost of several microseconds, not against a slow machine.
    Topology star = StarBuilder.build(new StarSpec(1000), LinkParams.DEFAULT);
    int[] links = new int[2_000];
    for (int i = 0; i < links.length; i++) links[i] = i;
    Path f = tmp.resolve("big.csv");
    long start = System.nanoTime();
    LinkUtilisationCsv.write(f, star, links, 1_000_000, 100, (i, b) -> (i + b) % 2 == 0 ? 0 : 0.5);
    double seconds = (System.nanoTime() - start) / 1e9;
    assertTrue(seconds < 2, "took " + seconds + " s");
    // Last row: link 1,999 (switch 1000 -> server 999), bin 99 starting at 99 us; (1999 + 99) is even -> 0.
    try (var lines = Files.lines(f)) {
      assertEquals("1999,1000,999,0.000099,0", lines.skip(200_000).findFirst().orElseThrow());
    }
  }

  @Test
  void theFastUtilisationTextMatchesTheCanonicalBigDecimalText() {
    // Summary.canonical (BigDecimal, exact) is the definition; the fast path must agree with it
    // wherever it answers, and must answer for ordinary utilisations.
    java.util.SplittableRandom random = new java.util.SplittableRandom(42);
    int answered = 0;
    for (int i = 0; i < 20_000; i++) {
      double x = i % 4 == 0 ? random.nextInt(1_000_001) / 1e6 : random.nextDouble() * (i % 3 == 0 ? 999 : 1);
      String fast = LinkUtilisationCsv.canonicalFraction(x);
      if (fast == null) continue;
      answered++;
      assertEquals(Summary.canonical(x).toPlainString(), fast, "x = " + x);
    }
    assertTrue(answered > 19_000, "answered " + answered);
    assertEquals("0", LinkUtilisationCsv.canonicalFraction(0));
    assertEquals("1", LinkUtilisationCsv.canonicalFraction(0.9999999999));
    assertEquals("0.000000001", LinkUtilisationCsv.canonicalFraction(1e-9));
    assertEquals(null, LinkUtilisationCsv.canonicalFraction(-0.5));
  }
}
