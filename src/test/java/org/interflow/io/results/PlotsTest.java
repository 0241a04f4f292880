package org.interflow.io.results;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PlotsTest {
  private static final double TOLERANCE = 1e-12;

  @Test
  void aSmallSampleKeepsEveryStepOfItsCdf() {
    // Values 3, 1, 4, 2 sorted are 1, 2, 3, 4: the CDF starts at (1, 0) and steps by 1/4 at each value.
    double[][] p = Plots.cdfPoints(new double[] {1, 2, 3, 4}, 2000);
    assertArrayEquals(new double[] {1, 1, 2, 3, 4}, p[0], TOLERANCE);
    assertArrayEquals(new double[] {0, 0.25, 0.5, 0.75, 1}, p[1], TOLERANCE);
  }

  @Test
  void tiedValuesMakeOneStepAsHighAsAllOfThem() {
    // 1, 1, 2: two of three values are <= 1, so F(1) = 2/3 and the tie gives a single point.
    double[][] p = Plots.cdfPoints(new double[] {1, 1, 2}, 2000);
    assertArrayEquals(new double[] {1, 1, 2}, p[0], TOLERANCE);
    assertArrayEquals(new double[] {0, 2.0 / 3, 1}, p[1], TOLERANCE);
    // A million equal values: one vertical step from 0 to 1.
    double[] same = new double[1_000_000];
    java.util.Arrays.fill(same, 7.5);
    double[][] q = Plots.cdfPoints(same, 2000);
    assertArrayEquals(new double[] {7.5, 7.5}, q[0], TOLERANCE);
    assertArrayEquals(new double[] {0, 1}, q[1], TOLERANCE);
  }

  @Test
  void largeSamplesAreCutAtFixedQuantiles() {
    // Values 1..10,000 cut at 2,000 quantiles: point j is the value at index ceil(j * 10000 / 2000) - 1
    // = 5j - 1, i.e. 5j, with F = 5j / 10,000; plus the starting point (1, 0): 2,001 points.
    double[] v = new double[10_000];
    for (int i = 0; i < v.length; i++) v[i] = i + 1;
    double[][] p = Plots.cdfPoints(v, 2000);
    assertEquals(2001, p[0].length);
    assertEquals(1, p[0][0], TOLERANCE);
    assertEquals(0, p[1][0], TOLERANCE);
    assertEquals(5, p[0][1], TOLERANCE);
    assertEquals(0.0005, p[1][1], TOLERANCE);
    assertEquals(3705, p[0][741], TOLERANCE);
    assertEquals(0.3705, p[1][741], TOLERANCE);
    assertEquals(10_000, p[0][2000], TOLERANCE);
    assertEquals(1, p[1][2000], TOLERANCE);
  }

  @Test
  void aCdfOfManyScrambledValuesRendersAtItsSize(@TempDir Path tmp) throws IOException {
    // Completion times from 1 us to 1 s (6 decades, so a log x axis), scrambled so the plot must sort.
    double[] v = new double[200_000];
    for (int i = 0; i < v.length; i++) v[i] = 1e-6 * Math.pow(1e6, ((i * 7919L) % v.length) / (double) v.length);
    Path png = tmp.resolve("fct-cdf.png");
    Plots.cdf(png, "Flow completion time", "completion time (s)", v);
    BufferedImage image = ImageIO.read(png.toFile());
    assertEquals(900, image.getWidth());
    assertEquals(540, image.getHeight());
    Path empty = tmp.resolve("empty-cdf.png");
    Plots.cdf(empty, "No flows", "completion time (s)", new double[0]);
    assertEquals(900, ImageIO.read(empty.toFile()).getWidth());
    assertThrows(IllegalArgumentException.class, () -> Plots.cdf(tmp.resolve("x.png"), "t", "x", new double[] {1, Double.NaN}));
  }

  @Test
  void aggregationKeepsTheMaximumOfEachBand() {
    // A 4 x 3 grid with value 10 r + c, NaN at (0, 0), reduced to 2 x 2 bands: rows {0,1} and
    // {2,3} (floor(r * 2 / 4)); columns {0,1} and {2} (floor(c * 2 / 3) = 0, 0, 1).
    // Band (0,0) = max(NaN, 1, 10, 11) = 11; (0,1) = max(2, 12) = 12; (1,0) = 31; (1,1) = 32.
    Plots.CellValues cells = (r, c) -> r == 0 && c == 0 ? Double.NaN : 10 * r + c;
    float[] bands = HeatmapImage.aggregate(4, 3, cells, 2, 2);
    assertArrayEquals(new float[] {11, 12, 31, 32}, bands);
    float[] allMissing = HeatmapImage.aggregate(2, 2, (r, c) -> Double.NaN, 1, 1);
    assertTrue(Float.isNaN(allMissing[0]));
  }

  @Test
  void aHeatmapPaintsEachCellInItsViridisColour(@TempDir Path tmp) throws IOException {
    // A 2 x 2 grid [[0, 1], [1, NaN]] fills the 768 x 512 plot area at (90, 56) in quarters of
    // 384 x 256 pixels. Viridis is #440154 at 0 and #FDE725 at 1; a missing cell is grey #DDDDDD.
    Path png = tmp.resolve("heat.png");
    Plots.heatmap(png, "Link utilisation", "time (s)", "link", "utilisation", new double[][] {{0, 1}, {1, Double.NaN}}, 0, 2e-3);
    BufferedImage image = ImageIO.read(png.toFile());
    assertEquals(1000, image.getWidth());
    assertEquals(640, image.getHeight());
    assertEquals(0x440154, image.getRGB(90 + 192, 56 + 128) & 0xFFFFFF, "top left is 0");
    assertEquals(0xFDE725, image.getRGB(90 + 576, 56 + 128) & 0xFFFFFF, "top right is 1");
    assertEquals(0xFDE725, image.getRGB(90 + 192, 56 + 384) & 0xFFFFFF, "bottom left is 1");
    assertEquals(0xDDDDDD, image.getRGB(90 + 576, 56 + 384) & 0xFFFFFF, "bottom right is missing");
    // Values outside 0..1 are clamped.
    assertEquals(0xFDE725, HeatmapImage.colour(3.5));
    assertEquals(0x440154, HeatmapImage.colour(-1));
  }

  @Test
  void aLargeGridIsAggregatedAndDrawnQuickly(@TempDir Path tmp) throws IOException {
    // 200,000 links x 10 bins (2 M cells, read through the cell function) become 512 x 10 bands.
    // Link r is busy (1.0) only in bin r mod 10, so every band of ~390 links has a busy cell in
    // every bin and the whole plot area is yellow.
    Path png = tmp.resolve("big-heat.png");
    Plots.heatmap(png, "Link utilisation", "time (s)", "directed link", "utilisation", 200_000, 10,
        (r, c) -> r % 10 == c ? 1.0 : 0.0, 0, 0.5);
    BufferedImage image = ImageIO.read(png.toFile());
    assertEquals(1000, image.getWidth());
    assertEquals(0xFDE725, image.getRGB(90 + 400, 56 + 300) & 0xFFFFFF);
    assertThrows(IllegalArgumentException.class,
        () -> Plots.heatmap(tmp.resolve("x.png"), "t", "x", "y", "v", new double[][] {{1, 2}, {3}}, 0, 1));
    assertThrows(IllegalArgumentException.class,
        () -> Plots.heatmap(tmp.resolve("x.png"), "t", "x", "y", "v", new double[][] {{1}}, 1, 1));
  }

  @Test
  void niceStepsAreOneTwoOrFiveTimesAPowerOfTen() {
    // 2 ms over about 8 steps: raw 0.25 ms -> 0.5 ms; 200,000 rows: raw 25,000 -> 50,000; 7: raw 0.875 -> 1.
    assertEquals(5e-4, HeatmapImage.niceStep(2e-3, 8), 1e-15);
    assertEquals(50_000, HeatmapImage.niceStep(200_000, 8), TOLERANCE);
    assertEquals(1, HeatmapImage.niceStep(7, 8), TOLERANCE);
  }
}
