package org.interflow.io.results;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Arrays;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * A quantity over simulated time that changes in steps (machine utilisation, queue length), drawn
 * with XChart as a step line, 900 x 540 pixels, time since the run's start on the x axis in a unit
 * fitted to the span (s, min, h or days).
 */
final class StepPlot {
  /** Pixel columns a series is reduced to (about the plot's width). */
  static final int COLUMNS = 1000;

  private StepPlot() {}

  /**
   * @param times sample times in seconds since the start, ascending; each value holds until the next
   * @param values the value from each time on
   * @param endSeconds where the last step ends
   * @param integers true for counts (integer ticks on the y axis)
   * @param yMax the y axis' top, or NaN to fit the data
   */
  static void write(Path png, String title, String yLabel, double[] times, double[] values, double endSeconds, boolean integers,
      double yMax) {
    System.setProperty("java.awt.headless", "true");
    SecondsScale axis = SecondsScale.forSpan(endSeconds);
    double[] t = new double[times.length];
    for (int i = 0; i < times.length; i++) t[i] = axis.in(times[i]);
    double end = axis.in(Math.max(endSeconds, times.length > 0 ? times[times.length - 1] : 0));
    double[][] points = columns(t, values, Math.max(end, 1e-9), COLUMNS);
    double[] x = points[0];
    double[] y = points[1];
    int n = x.length - 1;
    XYChart chart = new XYChartBuilder().width(900).height(540).title(title)
        .xAxisTitle("time since the first submission (" + axis.unit() + ")").yAxisTitle(yLabel).build();
    chart.getStyler().setLegendVisible(false);
    chart.getStyler().setChartBackgroundColor(java.awt.Color.WHITE);
    chart.getStyler().setDefaultSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Line);
    chart.getStyler().setXAxisMin(0.0).setXAxisMax(Math.max(x[n], 1e-9));
    chart.getStyler().setYAxisMin(0.0);
    if (!Double.isNaN(yMax)) chart.getStyler().setYAxisMax(yMax);
    if (integers) chart.getStyler().setYAxisDecimalPattern("#,##0");
    XYSeries s = chart.addSeries(yLabel, x, y);
    s.setMarker(SeriesMarkers.NONE);
    try {
      BitmapEncoder.saveBitmap(chart, png.toString(), BitmapEncoder.BitmapFormat.PNG);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + png, e);
    }
  }

  /**
   * The step function as a polyline of at most four points per column of {@code columns} equal
   * columns of [0, end], at the left edge of each column with samples: the level held until then,
   * the column's lowest and highest level, and the level it leaves with. Drawn as lines this looks
   * like the full step line at that width (every level reached in a column shows), with O(columns)
   * points instead of one per sample; O(samples + columns).
   *
   * @param times sample times in axis units, ascending
   * @return {x, y} in axis units
   */
  static double[][] columns(double[] times, double[] values, double end, int columns) {
    double[] x = new double[4 * columns + 1];
    double[] y = new double[4 * columns + 1];
    int m = 0;
    int i = 0;
    double width = end / columns;
    while (i < times.length) {
      int column = Math.min(columns - 1, (int) (times[i] / width));
      double left = column * width;
      double limit = column + 1 == columns ? Double.POSITIVE_INFINITY : (column + 1) * width;
      double min = values[i];
      double max = values[i];
      if (m > 0) {
        // the level held since the last column with samples
        x[m] = left;
        y[m] = y[m - 1];
        m++;
      }
      double last = values[i];
      for (; i < times.length && times[i] < limit; i++) {
        last = values[i];
        min = Math.min(min, last);
        max = Math.max(max, last);
      }
      for (double level : new double[] {min, max, last}) {
        x[m] = left;
        y[m++] = level;
      }
    }
    x[m] = end;
    y[m] = m > 0 ? y[m - 1] : 0;
    m++;
    return new double[][] {Arrays.copyOf(x, m), Arrays.copyOf(y, m)};
  }
}
