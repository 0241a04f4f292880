package org.interflow.io.results;

import java.awt.Color;
import java.nio.file.Path;

/**
 * Draws {@link Plots#histogram} images on a {@link ChartFrame}: one bar per bin, at least a pixel
 * wide so that a bin of one link among a thousand still shows, on integer ticks when the bin edges
 * are integers. The count axis starts at 0, or turns logarithmic when the counts span more than
 * {@value #LOG_RATIO} times (the few most loaded links next to thousands of idle ones); zero bins
 * then draw nothing. O(bins).
 */
final class HistogramImage {
  /** The count axis is logarithmic when the largest count exceeds the smallest positive one this many times. */
  static final double LOG_RATIO = 100;
  static final int BAR_RGB = 0x3B6FD4;

  private HistogramImage() {}

  /** The axes a histogram is drawn on: bin edges across, counts up (from {@code countFrom} to {@code countTo}). */
  record Layout(PlotAxis x, PlotAxis y, boolean logarithmic, double countFrom, double countTo) {
    /** Where a count falls on the y axis, 0 (bottom) to 1 (top); 0 for counts below the axis. */
    double position(double count) {
      if (logarithmic) return count <= 0 ? 0 : Math.max(0, (Math.log10(count) - countFrom) / (countTo - countFrom));
      return count / countTo;
    }
  }

  /** The axes for {@code counts} in bins of {@code edges} (one more edge than counts, ascending). */
  static Layout layout(String xTitle, String yTitle, double[] edges, double[] counts) {
    double max = 0;
    double minPositive = Double.POSITIVE_INFINITY;
    for (double c : counts) {
      max = Math.max(max, c);
      if (c > 0) minPositive = Math.min(minPositive, c);
    }
    double from = edges.length == 0 ? 0 : edges[0];
    double to = edges.length == 0 ? 1 : edges[edges.length - 1];
    if (!(to > from)) to = from + 1;
    boolean integers = from == Math.rint(from) && to == Math.rint(to) && allIntegers(edges);
    PlotAxis x = integers ? PlotAxis.integers(xTitle, (long) from, (long) to, 10) : PlotAxis.linear(xTitle, from, to, 10);
    if (max > 0 && max / minPositive > LOG_RATIO) {
      // a count of 1 (the smallest possible) rises from 0.5: half a decade of bar
      double bottom = Math.floor(Math.log10(minPositive)) - Math.log10(2);
      double top = Math.ceil(Math.log10(max) - 1e-9);
      return new Layout(x, PlotAxis.logarithmic(yTitle + " (log scale)", bottom, top), true, bottom, top);
    }
    double step = PlotAxis.niceStep(max > 0 ? max : 1, 6);
    double top = Math.max(step, Math.ceil(max / step - 1e-9) * step);
    return new Layout(x, PlotAxis.linear(yTitle, 0, top, 6), false, 0, top);
  }

  /** Writes the histogram and returns the layout it used. */
  static Layout write(Path png, String title, String xTitle, String yTitle, double[] edges, double[] counts) {
    Layout layout = layout(xTitle, yTitle, edges, counts);
    double from = edges.length == 0 ? 0 : edges[0];
    double span = edges.length == 0 ? 1 : Math.max(edges[edges.length - 1] - from, Double.MIN_NORMAL);
    ChartFrame.write(png, title, layout.x(), layout.y(), g -> {
      g.setColor(new Color(BAR_RGB));
      for (int i = 0; i < counts.length; i++) {
        if (counts[i] <= 0) continue;
        int x0 = ChartFrame.PLOT_X + (int) Math.floor((edges[i] - from) / span * ChartFrame.PLOT_WIDTH);
        int x1 = ChartFrame.PLOT_X + (int) Math.floor((edges[i + 1] - from) / span * ChartFrame.PLOT_WIDTH);
        int top = ChartFrame.y(layout.position(counts[i]));
        g.fillRect(x0, top, Math.max(1, x1 - x0), ChartFrame.y(0) - top);
      }
    });
    return layout;
  }

  private static boolean allIntegers(double[] v) {
    for (double d : v) if (d != Math.rint(d)) return false;
    return true;
  }
}
