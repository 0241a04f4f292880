package org.interflow.io.results;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Arrays;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;

/** PNG plots of result tables, drawn with XChart (headless), and heatmaps drawn with java.awt. */
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
   * A histogram drawn as a step line (it stays readable with thousands of bins).
   *
   * @param x bin values (e.g. flows on a link)
   * @param y counts per bin (e.g. number of links)
   */
  public static void histogram(Path png, String title, String xLabel, String yLabel, double[] x, double[] y) {
    XYChart chart = chart(title, xLabel, yLabel);
    chart.getStyler().setDefaultSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.StepArea);
    double[] xs = x.length == 0 ? new double[] {0} : x;
    double[] ys = y.length == 0 ? new double[] {0} : y;
    XYSeries s = chart.addSeries(yLabel, xs, ys);
    s.setMarker(SeriesMarkers.NONE);
    save(chart, png);
  }

  /**
   * The empirical cumulative distribution of a sample (for example flow completion times in
   * seconds), 900 x 540 pixels: y is the fraction of values at most x, drawn as a right-continuous
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
    double[][] points = cdfPoints(ascending(values), CDF_POINTS);
    double[] x = points[0];
    XYChart chart = chart(title, xLabel, "fraction of values <= x");
    chart.getStyler().setDefaultSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Step);
    chart.getStyler().setYAxisMin(0.0).setYAxisMax(1.0);
    // without a hint XChart puts a tick every 0.024 on a 0..1 axis; 40 px gives steps of 0.1
    chart.getStyler().setYAxisTickMarkSpacingHint(40).setYAxisDecimalPattern("0.0#");
    if (x.length > 1 && x[0] > 0 && x[x.length - 1] / x[0] > LOG_SPAN) chart.getStyler().setXAxisLogarithmic(true);
    XYSeries s = chart.addSeries("CDF", x, points[1]);
    s.setMarker(SeriesMarkers.NONE);
    save(chart, png);
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
   * A heatmap of a rows x columns grid, such as links x time bins of link utilisation, with a
   * colour bar: values are clamped to 0..1 and coloured on the viridis scale (0 dark purple, 1
   * yellow); NaN cells are light grey. Row 0 is at the top; the x axis runs from {@code xFrom} at
   * the left edge of column 0 to {@code xTo} at the right edge of the last column (e.g. seconds),
   * the y axis counts rows. The image is {@value HeatmapImage#WIDTH} x {@value HeatmapImage#HEIGHT}
   * pixels, drawn straight onto a {@code BufferedImage} so that 200k-row grids take well under a
   * second.
   *
   * <p>Grids larger than the plot area are aggregated: rows into at most
   * {@value HeatmapImage#PLOT_HEIGHT} equal bands of consecutive rows and columns into at most
   * {@value HeatmapImage#PLOT_WIDTH}, each band showing the MAXIMUM of its cells (so a saturated
   * link never disappears into an average); a subtitle then says how many rows and columns each
   * band holds. Each cell is read once, in row-major order: O(rows x columns).
   *
   * @param valueLabel what the colour shows, written beside the colour bar (e.g. "utilisation")
   * @throws IllegalArgumentException if {@code xTo <= xFrom} or the grid is ragged
   */
  public static void heatmap(Path png, String title, String xLabel, String yLabel, String valueLabel, double[][] values,
      double xFrom, double xTo) {
    int columns = values.length == 0 ? 0 : values[0].length;
    for (double[] row : values) {
      if (row.length != columns) throw new IllegalArgumentException("ragged grid: rows of " + columns + " and " + row.length + " columns");
    }
    heatmap(png, title, xLabel, yLabel, valueLabel, values.length, columns, (r, c) -> values[r][c], xFrom, xTo);
  }

  /**
   * The heatmap of a grid given cell by cell, for grids too large to hold as {@code double[][]}
   * (a link utilisation series gives {@code (index, bin) -> utilisation(index, bin)}). Otherwise as
   * {@link #heatmap(Path, String, String, String, String, double[][], double, double)}.
   */
  public static void heatmap(Path png, String title, String xLabel, String yLabel, String valueLabel, int rows,
      int columns, CellValues cells, double xFrom, double xTo) {
    HeatmapImage.write(png, title, xLabel, yLabel, valueLabel, rows, columns, cells, xFrom, xTo);
  }

  /**
   * A heatmap as {@link #heatmap(Path, String, String, String, String, int, int, CellValues, double,
   * double)} whose colour scale runs from 0 to {@code valueMax} in the values' own unit (e.g. GiB/s)
   * instead of 0..1; the colour bar is labelled in that unit.
   */
  public static void heatmap(Path png, String title, String xLabel, String yLabel, String valueLabel, int rows,
      int columns, CellValues cells, double xFrom, double xTo, double valueMax) {
    HeatmapImage.write(png, title, xLabel, yLabel, valueLabel, rows, columns, cells, xFrom, xTo, valueMax);
  }

  /**
   * Lines with markers, one series per name (e.g. a collective's time over message sizes, one line
   * per node count), 900 x 540 pixels, with a legend; logarithmic axes on request (their values
   * must then be positive). Series may differ in length.
   */
  public static void lines(Path png, String title, String xLabel, String yLabel, String[] names, double[][] x, double[][] y,
      boolean logX, boolean logY) {
    XYChart chart = chart(title, xLabel, yLabel);
    chart.getStyler().setLegendVisible(names.length > 1);
    chart.getStyler().setXAxisLogarithmic(logX).setYAxisLogarithmic(logY);
    // plain numbers with thousands separators, never 1E4
    chart.getStyler().setXAxisDecimalPattern("#,##0.###").setYAxisDecimalPattern("#,##0.###");
    for (int i = 0; i < names.length; i++) chart.addSeries(names[i], x[i], y[i]);
    save(chart, png);
  }

  private static XYChart chart(String title, String xLabel, String yLabel) {
    System.setProperty("java.awt.headless", "true");
    XYChart chart = new XYChartBuilder().width(900).height(540).title(title).xAxisTitle(xLabel).yAxisTitle(yLabel).build();
    chart.getStyler().setLegendVisible(false);
    chart.getStyler().setChartBackgroundColor(java.awt.Color.WHITE);
    chart.getStyler().setLegendPosition(Styler.LegendPosition.InsideNE);
    return chart;
  }

  private static void save(XYChart chart, Path png) {
    try {
      BitmapEncoder.saveBitmap(chart, png.toString(), BitmapEncoder.BitmapFormat.PNG);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + png, e);
    }
  }
}
