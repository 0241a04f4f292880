package org.interflow.io.results;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.RenderingHints;
import java.nio.file.Path;

/**
 * Draws {@link Plots#cdf} images on a {@link ChartFrame}: the empirical CDF as a right-continuous
 * step line, y from 0 to 1 ticked every 0.1, x over the values' range (plus a 3% margin),
 * logarithmic (whole decades) when they are all positive and span more than {@value
 * Plots#LOG_SPAN} times. O(points).
 */
final class CdfImage {
  static final int LINE_RGB = 0x3B6FD4;

  private CdfImage() {}

  /** The axes of a CDF over {@code x} (ascending): the x axis, and whether it is logarithmic. */
  record Layout(PlotAxis x, PlotAxis y, boolean logarithmic, double from, double to) {
    /** Where {@code v} falls along the x axis, 0 to 1. */
    double position(double v) {
      return logarithmic ? (Math.log10(v) - from) / (to - from) : (v - from) / (to - from);
    }
  }

  static Layout layout(String xTitle, double[] x) {
    PlotAxis y = PlotAxis.linear("fraction of values <= x", 0, 1, 10);
    double lo = x[0];
    double hi = x[x.length - 1];
    if (lo > 0 && hi / lo > Plots.LOG_SPAN) {
      double from = Math.floor(Math.log10(lo) + 1e-9);
      double to = Math.ceil(Math.log10(hi) - 1e-9);
      return new Layout(PlotAxis.logarithmic(xTitle + " (log scale)", from, to), y, true, from, to);
    }
    // a margin of 3% of the range (5% of the value for a single one) keeps the first and last
    // steps off the frame
    double margin = hi > lo ? 0.03 * (hi - lo) : lo == 0 ? 0.5 : Math.abs(lo) * 0.05;
    lo -= margin;
    hi += margin;
    return new Layout(PlotAxis.linear(xTitle, lo, hi, 8), y, false, lo, hi);
  }

  /** Draws the step line through {@code points} ({x, y}, as {@link Plots#cdfPoints} gives them) and returns the layout. */
  static Layout write(Path png, String title, String xTitle, double[][] points) {
    double[] x = points[0];
    double[] y = points[1];
    Layout layout = layout(xTitle, x);
    ChartFrame.write(png, title, layout.x(), layout.y(), g -> {
      g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
      g.setColor(new Color(LINE_RGB));
      g.setStroke(new BasicStroke(1.6f));
      int px = ChartFrame.x(layout.position(x[0]));
      int py = ChartFrame.y(y[0]);
      for (int i = 1; i < x.length; i++) {
        int nx = ChartFrame.x(layout.position(x[i]));
        int ny = ChartFrame.y(y[i]);
        g.drawLine(px, py, nx, py);
        g.drawLine(nx, py, nx, ny);
        px = nx;
        py = ny;
      }
    });
    return layout;
  }
}
