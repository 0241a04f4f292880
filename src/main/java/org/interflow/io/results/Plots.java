package org.interflow.io.results;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.style.Styler;

/**
 * PNG plots of result tables (histograms, CDFs, heatmaps), drawn with java.awt (headless). Times
 * are shown in engineering units ({@link SecondsScale}), counts on integer ticks, colour scales
 * with a legend saying what they show.
 */
public final class Plots {
  /** Most points a CDF is drawn with, whatever the sample size. */
  static final int CDF_POINTS = 2000;
  /** A CDF's x axis turns logarithmic when its positive values span more than this ratio (3 decades). */
  static final double LOG_SPAN = 1000;

  private Plots() {}

  /** The value of one cell of a grid: for a link heatmap, the utilisation of link {@code row} in time bin {@code column}. */
  @FunctionalInterface
  public interface CellValues {
    double value(int row, int column);
  }

  /**
   * A histogram, {@value ChartFrame#WIDTH} x {@value ChartFrame#HEIGHT} pixels: bin i spans
   * {@code edges[i]} to {@code edges[i + 1]} at height {@code counts[i]}, each bar at least a pixel
   * wide, the last bin as wide as its edges say; integer ticks for integer edges; the count axis
   * from 0, or logarithmic when the counts span more than {@value HistogramImage#LOG_RATIO} times
   * (see {@link HistogramImage}). O(bins).
   *
   * @param edges bin edges, ascending, one more than the counts (e.g. flows on a link: 0, 1, 2 ...)
   * @param counts counts per bin (e.g. number of links), not negative
   * @throws IllegalArgumentException unless {@code edges.length == counts.length + 1} (or both are empty)
   */
  public static void histogram(Path png, String title, String xLabel, String yLabel, double[] edges,
      double[] counts) {
    if (edges.length != counts.length + 1 && !(edges.length == 0 && counts.length == 0)) {
      throw new IllegalArgumentException(counts.length + " bins need " + (counts.length + 1) + " edges, got " + edges.length);
    }
    HistogramImage.write(png, title, xLabel, yLabel, edges, counts);
  }

  /**
   * The empirical cumulative distribution of a sample (for example flow completion times in
   * seconds), {@value ChartFrame#WIDTH} x {@value ChartFrame#HEIGHT} pixels ({@link CdfImage}): y is the fraction of values at most x, drawn as a right-continuous
   * step line rising from 0 at the minimum to 1 at the maximum. The x axis is logarithmic when the
   * values are all positive and span more than three decades.
   *
   * <p>At most about {@value #CDF_POINTS} points are drawn, so millions of values plot in well
   * under a second: the sample is cut at the fixed quantiles j/{@value #CDF_POINTS} (nearest rank)
   * and each point is placed exactly on the empirical CDF, ties included. The choice depends only
   * on the values, so the same sample always gives the same picture. O(n) when {@code values} is
   * already ascending (checked), else O(n log n) on a sorted copy; the input is never changed. An
   * empty sample gives an empty plot.
   *
   * @throws IllegalArgumentException if a value is NaN or infinite
   */
  public static void cdf(Path png, String title, String xLabel, double[] values) {
    CdfImage.write(png, title, xLabel, cdfPoints(ascending(values), CDF_POINTS));
  }

  /**
   * The CDF of times given in seconds (as {@link #cdf}), drawn in the engineering unit that suits
   * the largest ({@link SecondsScale}): completion times of 12-21 µs read 12 to 21 on an axis
   * titled {@code flow completion time (µs)}, not {@code 1.2E-5}.
   *
   * @param quantity what the times are, e.g. {@code flow completion time}
   * @return the unit used
   */
  public static SecondsScale timeCdf(Path png, String title, String quantity, double[] seconds) {
    SecondsScale unit = SecondsScale.forValues(seconds);
    cdf(png, title, unit.label(quantity), unit.in(seconds));
    return unit;
  }

  /**
   * The points of the empirical CDF of ascending values, at most {@code maxPoints} + 1 of them:
   * {@code (min, 0)}, then for each chosen value v the point (v, F(v)) with F(v) the fraction of
   * values &le; v. All values are chosen when there are at most {@code maxPoints}; otherwise those
   * at 0-based indices &lceil;j n / maxPoints&rceil; - 1 for j = 1..maxPoints. Equal values give
   * one point. An empty sample gives the single point (0, 0).
   *
   * @return {x, y}
   */
  static double[][] cdfPoints(double[] sorted, int maxPoints) {
    int n = sorted.length;
    if (n == 0) return new double[][] {{0}, {0}};
    int picks = Math.min(n, maxPoints);
    double[] x = new double[picks + 1];
    double[] y = new double[picks + 1];
    x[0] = sorted[0];
    int m = 1;
    for (int j = 1; j <= picks; j++) {
      int i = n <= maxPoints ? j - 1 : (int) (((long) j * n + maxPoints - 1) / maxPoints) - 1;
      double v = sorted[i];
      if (v == x[m - 1] && m > 1) continue;
      x[m] = v;
      y[m] = (double) upperBound(sorted, i, v) / n;
      m++;
    }
    return new double[][] {Arrays.copyOf(x, m), Arrays.copyOf(y, m)};
  }

  /** The index of the first value greater than {@code v}, searching from {@code from} (where sorted[from] == v). */
  private static int upperBound(double[] sorted, int from, double v) {
    int lo = from + 1;
    int hi = sorted.length;
    while (lo < hi) {
      int mid = (lo + hi) >>> 1;
      if (sorted[mid] <= v) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The values themselves when ascending, else a sorted copy; refuses NaN and infinities. */
  private static double[] ascending(double[] values) {
    boolean sorted = true;
    for (int i = 0; i < values.length; i++) {
      if (!Double.isFinite(values[i])) throw new IllegalArgumentException("value " + i + " is " + values[i]);
      if (i > 0 && values[i] < values[i - 1]) sorted = false;
    }
    if (sorted) return values;
    double[] copy = values.clone();
    Arrays.sort(copy);
    return copy;
  }

  /**
   * A heatmap of link utilisation over time: {@code links} rows (row 0 at the top) by {@code bins}
   * time bins of {@code binSeconds} each, from time 0. The time axis is in the engineering unit
   * that suits the run's length (ms, µs, ...); the colour runs linearly from 0 to the largest
   * utilisation in the grid, which the legend gives, so a lightly loaded run still shows its
   * pattern (see {@link ColourScale#linearToLargest}).
   *
   * <p>The image is {@value HeatmapImage#WIDTH} x {@value HeatmapImage#HEIGHT} pixels, drawn
   * straight onto a {@code BufferedImage} so that 200k-row grids take well under a second. Grids
   * larger than the plot area are aggregated: rows into at most {@value HeatmapImage#PLOT_HEIGHT}
   * equal bands of consecutive rows and columns into at most {@value HeatmapImage#PLOT_WIDTH},
   * each band showing the MAXIMUM of its cells (so a saturated link never disappears into an
   * average); a subtitle then says how many rows and columns each band holds. Each cell is read
   * once, in row-major order: O(rows x columns). NaN cells are light grey.
   *
   * @param rowTitle what a row is, e.g. {@code directed link (recorded, by id)}
   * @return the colour scale used
   * @throws IllegalArgumentException if {@code binSeconds} is not positive
   */
  public static ColourScale utilisationHeatmap(Path png, String title, String rowTitle, int links, int bins,
      CellValues utilisation, double binSeconds) {
    if (!(binSeconds > 0)) throw new IllegalArgumentException("bin width must be positive, got " + binSeconds + " s");
    return HeatmapImage.write(png, title, PlotAxis.time("time", 0, Math.max(1, bins) * binSeconds),
        PlotAxis.indices(rowTitle, links), ColourScale.linearToLargest("utilisation"), links, bins, utilisation);
  }

  /**
   * Utilisation over time of named rows (e.g. each storage device's read and write direction),
   * one row per label (every label up to 32 rows, else about 32 of them), coloured linearly from 0
   * to the largest value as {@link #utilisationHeatmap}, the legend giving it; an empty {@code
   * rowTitle} leaves the row axis untitled (room for long labels). Drawn and aggregated as {@link
   * #utilisationHeatmap}.
   *
   * @return the colour scale used
   * @throws IllegalArgumentException if {@code binSeconds} is not positive
   */
  public static ColourScale labelledUtilisationHeatmap(Path png, String title, String rowTitle, List<String> rows, int bins,
      CellValues utilisation, double binSeconds) {
    if (!(binSeconds > 0)) throw new IllegalArgumentException("bin width must be positive, got " + binSeconds + " s");
    return HeatmapImage.write(png, title, PlotAxis.time("time", 0, Math.max(1, bins) * binSeconds),
        PlotAxis.labelled(rowTitle, rows), ColourScale.linearToLargest("utilisation of the bandwidth"), rows.size(), bins, utilisation);
  }

  /**
   * The traffic matrix of {@code ranks} ranks: source rank by row (0 at the top), destination
   * rank by column, each cell the payload bytes sent, on a logarithmic colour scale in bytes over
   * whole decades (so 3 bytes and 25.9 MB get colours seven decades apart; pairs that exchange
   * nothing are light grey), with integer rank ticks at the cells' centres. Drawn and aggregated
   * as {@link #utilisationHeatmap}.
   *
   * @return the colour scale used
   */
  public static ColourScale trafficMatrix(Path png, String title, int ranks, CellValues bytes) {
    return HeatmapImage.write(png, title, PlotAxis.indices("destination rank", ranks), PlotAxis.indices("source rank", ranks),
        ColourScale.logBytes("payload bytes sent"), ranks, ranks, bytes);
  }

  /**
   * A rows x columns matrix (e.g. mpiGraph's bandwidth of every sending rank, row, to every
   * receiving rank, column) on a linear colour scale from 0 to {@code valueMax} in the values'
   * own unit (e.g. GiB/s, a link's capacity at the top), integer rank ticks. Drawn and aggregated
   * as {@link #utilisationHeatmap}.
   *
   * @return the colour scale used
   * @throws IllegalArgumentException if {@code valueMax} is not positive
   */
  public static ColourScale matrix(Path png, String title, String xTitle, String yTitle, String quantity, int rows,
      int columns, CellValues cells, double valueMax) {
    return HeatmapImage.write(png, title, PlotAxis.indices(xTitle, columns), PlotAxis.indices(yTitle, rows),
        ColourScale.linearTo(quantity, valueMax), rows, columns, cells);
  }

  /**
   * Lines with markers, one series per name (e.g. a collective's time over message sizes, one line
   * per node count), 900 x 540 pixels, with a legend; logarithmic axes on request, where every
   * value on that axis is positive (else it stays linear: a collective on one node takes 0 s).
   * Series may differ in length.
   */
  public static void lines(Path png, String title, String xLabel, String yLabel, String[] names, double[][] x, double[][] y,
      boolean logX, boolean logY) {
    XYChart chart = chart(title, xLabel, yLabel);
    chart.getStyler().setLegendVisible(names.length > 1);
    chart.getStyler().setXAxisLogarithmic(logX && allPositive(x)).setYAxisLogarithmic(logY && allPositive(y));
    // plain numbers with thousands separators, never 1E4
    chart.getStyler().setXAxisDecimalPattern("#,##0.###").setYAxisDecimalPattern("#,##0.###");
    for (int i = 0; i < names.length; i++) chart.addSeries(names[i], x[i], y[i]);
    save(chart, png);
  }

  /**
   * One bar per category (e.g. a job's slowdown), 900 x 540 pixels, each labelled with its value
   * (two decimals); bars at or above {@code highlight} (e.g. 1.005: a slowdown that shows at two
   * decimals) in a warm colour, the others grey, with a legend naming both. The value axis starts at
   * 0 and the category names slant when there are more than four. A NaN value draws no bar (its
   * category stays, so a job without a value is still named). O(categories).
   *
   * @param names legend names of the highlighted bars and of the others
   * @throws IllegalArgumentException unless there are as many values as categories
   */
  public static void bars(Path png, String title, String xLabel, String yLabel, List<String> categories, double[] values,
      double highlight, String[] names) {
    if (categories.size() != values.length) {
      throw new IllegalArgumentException(categories.size() + " categories, " + values.length + " values");
    }
    System.setProperty("java.awt.headless", "true");
    CategoryChart chart = new CategoryChartBuilder().width(900).height(540).title(title).xAxisTitle(xLabel).yAxisTitle(yLabel)
        .build();
    chart.getStyler().setChartBackgroundColor(java.awt.Color.WHITE).setLegendPosition(Styler.LegendPosition.OutsideS)
        .setLegendLayout(Styler.LegendLayout.Horizontal);
    chart.getStyler().setLabelsVisible(true).setLabelsPosition(0.97).setLabelsFontColorAutomaticEnabled(false)
        .setLabelsFontColor(java.awt.Color.WHITE).setLabelsFont(new java.awt.Font(java.awt.Font.SANS_SERIF, java.awt.Font.BOLD, 14));
    chart.getStyler().setOverlapped(true).setYAxisMin(0.0).setYAxisDecimalPattern("0.00");
    if (categories.size() > 4) chart.getStyler().setXAxisLabelRotation(20);
    List<Double> high = new java.util.ArrayList<>();
    List<Double> low = new java.util.ArrayList<>();
    for (double v : values) {
      boolean shown = !Double.isNaN(v);
      high.add(shown && v >= highlight ? v : null);
      low.add(shown && v < highlight ? v : null);
    }
    chart.addSeries(names[0], categories, high).setFillColor(new java.awt.Color(0xC4, 0x4E, 0x32));
    chart.addSeries(names[1], categories, low).setFillColor(new java.awt.Color(0x8A, 0x93, 0x9E));
    try {
      BitmapEncoder.saveBitmap(chart, png.toString(), BitmapEncoder.BitmapFormat.PNG);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + png, e);
    }
  }

  private static XYChart chart(String title, String xLabel, String yLabel) {
    System.setProperty("java.awt.headless", "true");
    XYChart chart = new XYChartBuilder().width(900).height(540).title(title).xAxisTitle(xLabel).yAxisTitle(yLabel).build();
    chart.getStyler().setLegendVisible(false);
    chart.getStyler().setChartBackgroundColor(java.awt.Color.WHITE);
    chart.getStyler().setLegendPosition(Styler.LegendPosition.InsideNE);
    return chart;
  }

  private static boolean allPositive(double[][] series) {
    for (double[] values : series) for (double v : values) if (!(v > 0)) return false;
    return true;
  }

  private static void save(XYChart chart, Path png) {
    try {
      BitmapEncoder.saveBitmap(chart, png.toString(), BitmapEncoder.BitmapFormat.PNG);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + png, e);
    }
  }
}
