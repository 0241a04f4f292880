package org.interflow.io.results;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import javax.imageio.ImageIO;

/**
 * Draws {@link Plots#histogram} images with java.awt: one bar per bin, at least a pixel wide so
 * that a bin of one link among a thousand still shows, on integer ticks when the bin edges are
 * integers. The count axis starts at 0, or turns logarithmic when the counts span more than
 * {@value #LOG_RATIO} times (the few most loaded links next to thousands of idle ones); zero bins
 * then draw nothing. Outline: choose the axes, paint the bars, then frame, ticks and titles.
 */
final class HistogramImage {
  static final int WIDTH = 900;
  static final int HEIGHT = 540;
  static final int PLOT_X = 90;
  static final int PLOT_Y = 50;
  static final int PLOT_WIDTH = 780;
  static final int PLOT_HEIGHT = 410;
  /** The count axis is logarithmic when the largest count exceeds the smallest positive one this many times. */
  static final double LOG_RATIO = 100;
  static final int BAR_RGB = 0x3B6FD4;
  private static final Color INK = new Color(0x222222);

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
    System.setProperty("java.awt.headless", "true");
    BufferedImage image = new BufferedImage(WIDTH, HEIGHT, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = image.createGraphics();
    try {
      g.setColor(Color.WHITE);
      g.fillRect(0, 0, WIDTH, HEIGHT);
      g.setColor(new Color(BAR_RGB));
      double from = edges.length == 0 ? 0 : edges[0];
      double span = edges.length == 0 ? 1 : Math.max(edges[edges.length - 1] - from, Double.MIN_NORMAL);
      for (int i = 0; i < counts.length; i++) {
        if (counts[i] <= 0) continue;
        int x0 = PLOT_X + (int) Math.floor((edges[i] - from) / span * PLOT_WIDTH);
        int x1 = PLOT_X + (int) Math.floor((edges[i + 1] - from) / span * PLOT_WIDTH);
        int top = PLOT_Y + PLOT_HEIGHT - (int) Math.round(layout.position(counts[i]) * PLOT_HEIGHT);
        g.fillRect(x0, top, Math.max(1, x1 - x0), PLOT_Y + PLOT_HEIGHT - top);
      }
      g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
      g.setColor(INK);
      g.setStroke(new BasicStroke(1f));
      g.drawRect(PLOT_X - 1, PLOT_Y - 1, PLOT_WIDTH + 1, PLOT_HEIGHT + 1);
      g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 15));
      centred(g, title, WIDTH / 2, 28);
      g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
      FontMetrics fm = g.getFontMetrics();
      for (PlotAxis.Tick t : layout.x().ticks()) {
        int px = PLOT_X + (int) Math.round(t.position() * PLOT_WIDTH);
        g.drawLine(px, PLOT_Y + PLOT_HEIGHT, px, PLOT_Y + PLOT_HEIGHT + 5);
        centred(g, t.label(), px, PLOT_Y + PLOT_HEIGHT + 19);
      }
      for (PlotAxis.Tick t : layout.y().ticks()) {
        int py = PLOT_Y + PLOT_HEIGHT - (int) Math.round(t.position() * PLOT_HEIGHT);
        g.drawLine(PLOT_X - 6, py, PLOT_X - 1, py);
        g.drawString(t.label(), PLOT_X - 9 - fm.stringWidth(t.label()), py + fm.getAscent() / 2 - 1);
      }
      g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 13));
      centred(g, layout.x().title(), PLOT_X + PLOT_WIDTH / 2, PLOT_Y + PLOT_HEIGHT + 45);
      AffineTransform saved = g.getTransform();
      g.rotate(-Math.PI / 2, 24, PLOT_Y + PLOT_HEIGHT / 2);
      centred(g, layout.y().title(), 24, PLOT_Y + PLOT_HEIGHT / 2 + g.getFontMetrics().getAscent() / 2);
      g.setTransform(saved);
    } finally {
      g.dispose();
    }
    try {
      if (!ImageIO.write(image, "png", png.toFile())) throw new IOException("no PNG writer");
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + png, e);
    }
    return layout;
  }

  private static boolean allIntegers(double[] v) {
    for (double d : v) if (d != Math.rint(d)) return false;
    return true;
  }

  private static void centred(Graphics2D g, String text, int x, int baseline) {
    g.drawString(text, x - g.getFontMetrics().stringWidth(text) / 2, baseline);
  }
}
