package org.interflow.io.results;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
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
  void aLightlyLoadedUtilisationHeatmapIsScaledToItsLargestValue(@TempDir Path tmp) throws IOException {
    // A 2 x 2 grid [[0, 0.01], [0.01, NaN]]: the largest value, 0.01, is the top of the scale, so it is
    // viridis' top colour #FDE725 (on a fixed 0..1 scale it would be nearly the bottom's #440154).
    // The 768 x 512 plot area at (90, 56) is split in quarters of 384 x 256 pixels.
    Path png = tmp.resolve("heat.png");
    ColourScale scale = Plots.utilisationHeatmap(png, "Link utilisation", "link", 2, 2,
        (r, c) -> new double[][] {{0, 0.01}, {0.01, Double.NaN}}[r][c], 1e-3);
    assertEquals("utilisation, 0 to 0.01 (largest value)", scale.legend());
    assertFalse(scale.logarithmic());
    BufferedImage image = ImageIO.read(png.toFile());
    assertEquals(1000, image.getWidth());
    assertEquals(640, image.getHeight());
    assertEquals(0x440154, image.getRGB(90 + 192, 56 + 128) & 0xFFFFFF, "top left is 0");
    assertEquals(0xFDE725, image.getRGB(90 + 576, 56 + 128) & 0xFFFFFF, "top right is the largest value");
    assertEquals(0xFDE725, image.getRGB(90 + 192, 56 + 384) & 0xFFFFFF, "bottom left is the largest value");
    assertEquals(0xDDDDDD, image.getRGB(90 + 576, 56 + 384) & 0xFFFFFF, "bottom right is missing");
  }

  @Test
  void theLinearScaleRunsFromZeroToTheLargestValueWithNiceTicks() {
    // largest 0.0123: about 4 steps of 0.0123 / 4 = 0.003 -> 0.005; ticks 0, 0.005, 0.010 (at
    // 0.010 / 0.0123 = 0.81 of the bar), then the top value itself, to 3 significant digits.
    ColourScale s = ColourScale.linearToLargest("utilisation").of(0.001, 0.0123);
    assertEquals(List.of("0", "0.005", "0.010", "0.0123"), s.ticks().stream().map(ColourScale.Tick::label).toList());
    assertEquals(0.010 / 0.0123, s.ticks().get(2).position(), TOLERANCE);
    assertEquals(0.5, s.position(0.00615), TOLERANCE);
    assertEquals(1, s.position(0.0123), TOLERANCE);
    // a full scale: ticks 0, 0.5, 1 and nothing added; an idle grid keeps 0..1
    assertEquals(List.of("0", "0.5", "1.0"), ColourScale.linearToLargest("u").of(0.2, 1).ticks().stream().map(ColourScale.Tick::label).toList());
    assertEquals("u (every value 0)", ColourScale.linearToLargest("u").of(Double.NaN, 0).legend());
    assertEquals(0.25, ColourScale.linearToLargest("u").of(Double.NaN, 0).position(0.25), TOLERANCE);
  }

  @Test
  void trafficIsColouredOnALogScaleInBytes() {
    // 3 B to 25.9 MB: whole decades 10^0 .. 10^8 (ceil(log10 2.59e7) = 8), a tick per decade.
    // 3 B sits at log10(3) / 8 = 0.0596 of the bar and 25.9 MB at log10(2.59e7) / 8 = 0.927:
    // different colours, where a linear scale made both the top colour.
    ColourScale s = ColourScale.logBytes("payload bytes sent").of(3, 25.9e6);
    assertTrue(s.logarithmic());
    assertEquals(List.of("1 B", "10 B", "100 B", "1 kB", "10 kB", "100 kB", "1 MB", "10 MB", "100 MB"),
        s.ticks().stream().map(ColourScale.Tick::label).toList());
    assertEquals(Math.log10(3) / 8, s.position(3), TOLERANCE);
    assertEquals(Math.log10(25.9e6) / 8, s.position(25.9e6), TOLERANCE);
    assertNotEquals(s.rgb(3), s.rgb(25.9e6));
    assertTrue(Double.isNaN(s.position(0)), "no traffic has no place on a log scale");
    assertEquals(ColourScale.GREY_RGB, s.rgb(0));
    assertEquals("payload bytes sent (log scale; grey: 0)", s.legend());
    // equal messages of 4096 B span the one decade 10^3 .. 10^4
    ColourScale one = ColourScale.logBytes("b").of(4096, 4096);
    assertEquals(List.of("1 kB", "10 kB"), one.ticks().stream().map(ColourScale.Tick::label).toList());
    // 1 B .. 1 TB: 12 decades, ticked every ceil(12 / 8) = 2
    assertEquals(List.of("1 B", "100 B", "10 kB", "1 MB", "100 MB", "10 GB", "1 TB"),
        ColourScale.logBytes("b").of(1, 1e12).ticks().stream().map(ColourScale.Tick::label).toList());
  }

  @Test
  void aTrafficMatrixPaintsItsCellsOnTheLogScale(@TempDir Path tmp) throws IOException {
    // [[0, 3], [25.9 MB, 0]]: the diagonal is grey, 3 B and 25.9 MB get the colours at 0.0596 and 0.927
    Path png = tmp.resolve("matrix.png");
    double[][] m = {{0, 3}, {25.9e6, 0}};
    ColourScale s = Plots.trafficMatrix(png, "Traffic matrix", 2, (a, b) -> m[a][b]);
    BufferedImage image = ImageIO.read(png.toFile());
    assertEquals(ColourScale.GREY_RGB, image.getRGB(90 + 192, 56 + 128) & 0xFFFFFF);
    assertEquals(ColourScale.rgbAt(Math.log10(3) / 8), image.getRGB(90 + 576, 56 + 128) & 0xFFFFFF);
    assertEquals(ColourScale.rgbAt(Math.log10(25.9e6) / 8), image.getRGB(90 + 192, 56 + 384) & 0xFFFFFF);
    assertEquals(s.rgb(3), image.getRGB(90 + 576, 56 + 128) & 0xFFFFFF);
  }

  @Test
  void rankAxesTickWholeRanksAtTheCellCentres() {
    // 4 ranks: a step of max(1, round(niceStep(4, 8) = 0.5)) = 1; rank t's cell spans t/4..(t+1)/4
    PlotAxis four = PlotAxis.indices("source rank", 4);
    assertEquals(List.of("0", "1", "2", "3"), four.ticks().stream().map(PlotAxis.Tick::label).toList());
    assertEquals(List.of(0.125, 0.375, 0.625, 0.875), four.ticks().stream().map(PlotAxis.Tick::position).toList());
    // 200,000 links: steps of 50,000 (niceStep of 25,000)
    assertEquals(List.of("0", "50000", "100000", "150000"),
        PlotAxis.indices("link", 200_000).ticks().stream().map(PlotAxis.Tick::label).toList());
    assertEquals(List.of(), PlotAxis.indices("link", 0).ticks());
  }

  @Test
  void timeAxesAreInEngineeringUnits() {
    // 312.715 µs: about 8 steps of 39 µs -> 50 µs; ticks 0, 50, ..., 300 µs
    PlotAxis a = PlotAxis.time("time", 0, 3.12715e-4);
    assertEquals("time (µs)", a.title());
    assertEquals(List.of("0", "50", "100", "150", "200", "250", "300"), a.ticks().stream().map(PlotAxis.Tick::label).toList());
    assertEquals(50 / 312.715, a.ticks().get(1).position(), TOLERANCE);
    // 41.9 s stays in seconds: 41.9 / 8 = 5.2 s rounds up to steps of 10 s, ticks 0, 10, ..., 40
    assertEquals("time (s)", PlotAxis.time("time", 0, 41.9).title());
    assertEquals(List.of("0", "10", "20", "30", "40"),
        PlotAxis.time("time", 0, 41.9).ticks().stream().map(PlotAxis.Tick::label).toList());
    assertThrows(IllegalArgumentException.class, () -> PlotAxis.time("time", 1, 1));
  }

  @Test
  void theSecondsScalePicksTheLargestUnitInWhichTheValuesReachOne() {
    assertEquals("µs", SecondsScale.forLargest(2.1e-5).unit());
    assertEquals(21, SecondsScale.forLargest(2.1e-5).in(2.1e-5), 1e-9);
    assertEquals("ms", SecondsScale.forLargest(0.5).unit());
    assertEquals("ms", SecondsScale.forLargest(1e-3).unit());
    assertEquals("s", SecondsScale.forLargest(41.9).unit());
    assertEquals("ns", SecondsScale.forLargest(5e-10).unit());  // below a ns: still ns (0.5 ns)
    assertEquals("s", SecondsScale.forLargest(0).unit());
    assertEquals("ms", SecondsScale.forValues(1e-6, -2e-3, Double.NaN).unit());
    assertEquals("flow completion time (µs)", SecondsScale.forLargest(1e-5).label("flow completion time"));
  }

  @Test
  void aTimeCdfIsDrawnInMicrosecondsForMicrosecondTimes(@TempDir Path tmp) throws IOException {
    // completion times of 12 µs to 21 µs: the axis reads 12..21 in µs, not 1.2E-5
    SecondsScale unit = Plots.timeCdf(tmp.resolve("fct.png"), "FCT", "flow completion time", new double[] {1.2e-5, 1.43e-5, 2.13e-5});
    assertEquals("µs", unit.unit());
    assertEquals(900, ImageIO.read(tmp.resolve("fct.png").toFile()).getWidth());
  }

  @Test
  void aCdfHasTenthsOnItsFractionAxisAndALogTimeAxisOverManyDecades() {
    // 1 us .. 100 ms in ms (the unit of the largest): 0.001 .. 100, five decades > 1000 times, so
    // whole decades 10^-3 .. 10^2 ticked at 0.001, 0.01, 0.1, 1, 10, 100; y in tenths. (XChart put
    // y ticks at every 1/33 of the data on a log-x chart.)
    CdfImage.Layout log = CdfImage.layout("flow completion time (ms)", new double[] {0.001, 0.5, 100});
    assertTrue(log.logarithmic());
    assertEquals("flow completion time (ms) (log scale)", log.x().title());
    assertEquals(List.of("0.001", "0.01", "0.1", "1", "10", "100"), log.x().ticks().stream().map(PlotAxis.Tick::label).toList());
    assertEquals(List.of("0.0", "0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7", "0.8", "0.9", "1.0"),
        log.y().ticks().stream().map(PlotAxis.Tick::label).toList());
    assertEquals(0.6, log.position(1), TOLERANCE);  // log10(1) = 0 is 3/5 of the way from -3 to 2
    // 12 .. 21 us: linear from the smallest to the largest value, about 8 steps of 1.1 -> 2
    CdfImage.Layout linear = CdfImage.layout("t (µs)", new double[] {12, 14.3, 21.3});
    assertFalse(linear.logarithmic());
    assertEquals(List.of("12", "14", "16", "18", "20"), linear.x().ticks().stream().map(PlotAxis.Tick::label).toList());
  }

  @Test
  void theLastHistogramBinIsDrawnAsWideAsTheOthers(@TempDir Path tmp) throws IOException {
    // loads 0..3 flows on 121/187/63/13 links, bins [k, k+1): the x axis runs over the edges 0..4,
    // ticked at each integer; counts span 187 / 13 < 100 times, so a linear axis from 0 to the
    // nice step above 187 (about 6 steps of 31 -> 50: 0..200).
    double[] edges = {0, 1, 2, 3, 4};
    double[] counts = {121, 187, 63, 13};
    HistogramImage.Layout layout = HistogramImage.layout("flows", "links", edges, counts);
    assertEquals(List.of("0", "1", "2", "3", "4"), layout.x().ticks().stream().map(PlotAxis.Tick::label).toList());
    assertFalse(layout.logarithmic());
    assertEquals(200, layout.countTo(), TOLERANCE);
    assertEquals(List.of("0", "50", "100", "150", "200"), layout.y().ticks().stream().map(PlotAxis.Tick::label).toList());
    Path png = tmp.resolve("h.png");
    Plots.histogram(png, "Link load", "flows", "links", edges, counts);
    BufferedImage image = ImageIO.read(png.toFile());
    // the last bin spans x = 90 + 780 * 3/4 .. 90 + 780 and rises 13 / 200 of 410 px = 27 px from the bottom (y = 460)
    assertEquals(HistogramImage.BAR_RGB, image.getRGB(90 + 780 * 7 / 8, 460 - 10) & 0xFFFFFF, "the most loaded links show");
    assertEquals(0xFFFFFF, image.getRGB(90 + 780 * 7 / 8, 460 - 40) & 0xFFFFFF, "and stop at their count");
    assertThrows(IllegalArgumentException.class, () -> Plots.histogram(png, "t", "x", "y", new double[] {0, 1}, new double[] {1, 2}));
  }

  @Test
  void aLongTailTurnsTheCountAxisLogarithmicSoThatSingleLinksShow() {
    // 2791 links with 2 flows down to single links with up to 1329 flows: 2791 / 1 > 100, so a log
    // axis from 10^(0 - log10 2) = 0.5 (a count of 1 is half a decade tall) to 10^4, ticked 1, 10, 100, 1000, 10000
    double[] counts = new double[1330];
    counts[2] = 2791;
    counts[1329] = 1;
    double[] edges = new double[1331];
    for (int i = 0; i < edges.length; i++) edges[i] = i;
    HistogramImage.Layout layout = HistogramImage.layout("flows", "links", edges, counts);
    assertTrue(layout.logarithmic());
    assertEquals("links (log scale)", layout.y().title());
    assertEquals(List.of("1", "10", "100", "1000", "10000"), layout.y().ticks().stream().map(PlotAxis.Tick::label).toList());
    assertEquals(Math.log10(2) / (4 + Math.log10(2)), layout.position(1), TOLERANCE);
    // 1331 edges: about 10 ticks of 133 -> 200
    assertEquals(List.of("0", "200", "400", "600", "800", "1000", "1200"), layout.x().ticks().stream().map(PlotAxis.Tick::label).toList());
  }

  @Test
  void aLargeGridIsAggregatedAndDrawnQuickly(@TempDir Path tmp) throws IOException {
    // 200,000 links x 10 bins (2 M cells, read through the cell function) become 512 x 10 bands.
    // Link r is busy (1.0) only in bin r mod 10, so every band of ~390 links has a busy cell in
    // every bin and the whole plot area is yellow.
    Path png = tmp.resolve("big-heat.png");
    Plots.utilisationHeatmap(png, "Link utilisation", "directed link", 200_000, 10, (r, c) -> r % 10 == c ? 1.0 : 0.0, 0.05);
    BufferedImage image = ImageIO.read(png.toFile());
    assertEquals(1000, image.getWidth());
    assertEquals(0xFDE725, image.getRGB(90 + 400, 56 + 300) & 0xFFFFFF);
    assertThrows(IllegalArgumentException.class,
        () -> Plots.utilisationHeatmap(tmp.resolve("x.png"), "t", "y", 1, 1, (r, c) -> 1, 0));
  }

  @Test
  void niceStepsAreOneTwoOrFiveTimesAPowerOfTen() {
    // 2 ms over about 8 steps: raw 0.25 ms -> 0.5 ms; 200,000 rows: raw 25,000 -> 50,000; 7: raw 0.875 -> 1.
    assertEquals(5e-4, PlotAxis.niceStep(2e-3, 8), 1e-15);
    assertEquals(50_000, PlotAxis.niceStep(200_000, 8), TOLERANCE);
    assertEquals(1, PlotAxis.niceStep(7, 8), TOLERANCE);
  }

  @Test
  void aLogarithmicAxisWithAZeroValueStaysLinearInsteadOfFailing(@TempDir Path tmp) throws IOException {
    // a collective on one node takes 0 s: XChart refuses a logarithmic axis with a value <= 0
    Path png = tmp.resolve("zero.png");
    Plots.lines(png, "t", "bytes", "seconds", new String[] {"1 node"}, new double[][] {{8, 1024, 65536}},
        new double[][] {{0, 0, 0}}, true, true);
    BufferedImage image = ImageIO.read(png.toFile());
    assertEquals(900, image.getWidth());
    assertEquals(540, image.getHeight());
  }
}
