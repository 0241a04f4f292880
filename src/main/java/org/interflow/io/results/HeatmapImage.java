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
import java.util.Arrays;
import java.util.Locale;
import javax.imageio.ImageIO;

/**
 * Draws {@link Plots#heatmap} images with java.awt (XChart's heat map boxes every cell and labels
 * every category, which is unusable at 200k rows). Outline: aggregate the grid into at most one
 * band per plot pixel by maximum, paint the bands, then draw the frame, nice ticks on both axes,
 * the titles and a viridis colour bar.
 */
final class HeatmapImage {
  static final int WIDTH = 1000;
  static final int HEIGHT = 640;
  static final int PLOT_WIDTH = 768;
  static final int PLOT_HEIGHT = 512;
  /** Top-left corner of the plot area. */
  static final int PLOT_X = 90;
  static final int PLOT_Y = 56;
  /** Colour of a cell (or band) with no value. */
  static final int MISSING_RGB = 0xDDDDDD;
  /** Viridis at 0, 1/8, ..., 1 (van der Walt and Smith, matplotlib 2.0); colours in between are interpolated. */
  private static final int[] VIRIDIS = {0x440154, 0x472D7B, 0x3B528B, 0x2C728E, 0x21908C, 0x27AD81, 0x5DC863, 0xAADC32, 0xFDE725};
  private static final int[] PALETTE = palette(256);
  private static final Color INK = new Color(0x222222);

  private HeatmapImage() {}

  static void write(Path png, String title, String xLabel, String yLabel, String valueLabel, int rows, int columns,
      Plots.CellValues cells, double xFrom, double xTo) {
    if (!(xTo > xFrom)) throw new IllegalArgumentException("the x axis needs xTo > xFrom, got " + xFrom + ".." + xTo);
    if (rows < 0 || columns < 0) throw new IllegalArgumentException("negative grid size " + rows + " x " + columns);
    System.setProperty("java.awt.headless", "true");
    int bandRows = Math.min(rows, PLOT_HEIGHT);
    int bandColumns = Math.min(columns, PLOT_WIDTH);
    float[] bands = aggregate(rows, columns, cells, bandRows, bandColumns);
    BufferedImage image = new BufferedImage(WIDTH, HEIGHT, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = image.createGraphics();
    try {
      g.setColor(Color.WHITE);
      g.fillRect(0, 0, WIDTH, HEIGHT);
      paintBands(image, bands, bandRows, bandColumns);
      g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
      g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
      g.setColor(INK);
      g.setStroke(new BasicStroke(1f));
      g.drawRect(PLOT_X - 1, PLOT_Y - 1, PLOT_WIDTH + 1, PLOT_HEIGHT + 1);
      g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 16));
      centred(g, title, PLOT_X + PLOT_WIDTH / 2, 24);
      g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
      if (bandRows < rows || bandColumns < columns) {
        centred(g, String.format(Locale.ROOT, "maximum over bands of %s rows x %s columns",
            bandSize(rows, bandRows), bandSize(columns, bandColumns)), PLOT_X + PLOT_WIDTH / 2, 44);
      }
      xTicks(g, xFrom, xTo);
      yTicks(g, rows);
      colourBar(g, image);
      g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 13));
      centred(g, xLabel, PLOT_X + PLOT_WIDTH / 2, PLOT_Y + PLOT_HEIGHT + 48);
      vertical(g, yLabel, 22, PLOT_Y + PLOT_HEIGHT / 2);
      vertical(g, valueLabel, WIDTH - 22, PLOT_Y + PLOT_HEIGHT / 2);
    } finally {
      g.dispose();
    }
    try {
      if (!ImageIO.write(image, "png", png.toFile())) throw new IOException("no PNG writer");
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + png, e);
    }
  }

  /**
   * The grid reduced to {@code bandRows x bandColumns} bands (row-major) by maximum, ignoring NaN;
   * row r falls in band floor(r * bandRows / rows), and likewise for columns, so bands are runs of
   * consecutive rows whose sizes differ by at most one. A band with no value is NaN.
   */
  static float[] aggregate(int rows, int columns, Plots.CellValues cells, int bandRows, int bandColumns) {
    float[] bands = new float[bandRows * bandColumns];
    Arrays.fill(bands, Float.NaN);
    int[] columnBand = new int[columns];
    for (int c = 0; c < columns; c++) columnBand[c] = (int) ((long) c * bandColumns / columns);
    for (int r = 0; r < rows; r++) {
      int base = (int) ((long) r * bandRows / rows) * bandColumns;
      for (int c = 0; c < columns; c++) {
        double v = cells.value(r, c);
        int i = base + columnBand[c];
        if (!Double.isNaN(v) && !(v <= bands[i])) bands[i] = (float) v;
      }
    }
    return bands;
  }

  /** The viridis colour (0xRRGGBB) of a value, clamped to 0..1; NaN is {@link #MISSING_RGB}. */
  static int colour(double value) {
    if (Double.isNaN(value)) return MISSING_RGB;
    double v = Math.max(0, Math.min(1, value));
    return PALETTE[(int) Math.round(v * (PALETTE.length - 1))];
  }

  private static void paintBands(BufferedImage image, float[] bands, int bandRows, int bandColumns) {
    if (bandRows == 0 || bandColumns == 0) {
      for (int py = 0; py < PLOT_HEIGHT; py++) {
        for (int px = 0; px < PLOT_WIDTH; px++) image.setRGB(PLOT_X + px, PLOT_Y + py, MISSING_RGB);
      }
      return;
    }
    int[] line = new int[PLOT_WIDTH];
    for (int py = 0; py < PLOT_HEIGHT; py++) {
      int base = (int) ((long) py * bandRows / PLOT_HEIGHT) * bandColumns;
      for (int px = 0; px < PLOT_WIDTH; px++) line[px] = colour(bands[base + (int) ((long) px * bandColumns / PLOT_WIDTH)]);
      image.setRGB(PLOT_X, PLOT_Y + py, PLOT_WIDTH, 1, line, 0, PLOT_WIDTH);
    }
  }

  private static void xTicks(Graphics2D g, double from, double to) {
    double step = niceStep(to - from, 8);
    int decimals = decimals(step);
    for (long k = (long) Math.ceil(from / step - 1e-9); k * step <= to + step * 1e-9; k++) {
      double t = k * step;
      int px = PLOT_X + (int) Math.round((t - from) / (to - from) * PLOT_WIDTH);
      g.drawLine(px, PLOT_Y + PLOT_HEIGHT, px, PLOT_Y + PLOT_HEIGHT + 5);
      centred(g, String.format(Locale.ROOT, "%." + decimals + "f", t), px, PLOT_Y + PLOT_HEIGHT + 20);
    }
  }

  private static void yTicks(Graphics2D g, int rows) {
    if (rows == 0) return;
    double step = Math.max(1, niceStep(rows, 8));
    FontMetrics fm = g.getFontMetrics();
    for (long k = 0; k * step <= rows; k++) {
      long t = Math.round(k * step);
      int py = PLOT_Y + (int) Math.round((double) t / rows * PLOT_HEIGHT);
      g.drawLine(PLOT_X - 6, py, PLOT_X - 1, py);
      String label = Long.toString(t);
      g.drawString(label, PLOT_X - 9 - fm.stringWidth(label), py + fm.getAscent() / 2 - 1);
    }
  }

  /** A vertical colour bar right of the plot, 1 at the top and 0 at the bottom, with ticks every 0.25. */
  private static void colourBar(Graphics2D g, BufferedImage image) {
    int x = PLOT_X + PLOT_WIDTH + 24;
    int width = 18;
    for (int py = 0; py < PLOT_HEIGHT; py++) {
      int rgb = colour(1 - (double) py / (PLOT_HEIGHT - 1));
      for (int px = 0; px < width; px++) image.setRGB(x + px, PLOT_Y + py, rgb);
    }
    g.drawRect(x - 1, PLOT_Y - 1, width + 1, PLOT_HEIGHT + 1);
    FontMetrics fm = g.getFontMetrics();
    for (int k = 0; k <= 4; k++) {
      int py = PLOT_Y + PLOT_HEIGHT - (int) Math.round(k / 4.0 * PLOT_HEIGHT);
      g.drawLine(x + width, py, x + width + 4, py);
      g.drawString(String.format(Locale.ROOT, "%.2f", k / 4.0), x + width + 7, py + fm.getAscent() / 2 - 1);
    }
  }

  /** 1, 2 or 5 times a power of ten, giving about {@code target} steps over {@code span}. */
  static double niceStep(double span, int target) {
    double raw = span / target;
    double magnitude = Math.pow(10, Math.floor(Math.log10(raw)));
    double f = raw / magnitude;
    return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * magnitude;
  }

  static int decimals(double step) {
    return Math.max(0, (int) -Math.floor(Math.log10(step) + 1e-9));
  }

  private static String bandSize(int items, int bands) {
    if (bands == 0) return "0";
    int low = items / bands;
    return items % bands == 0 ? Integer.toString(low) : low + "-" + (low + 1);
  }

  static void centred(Graphics2D g, String text, int x, int baseline) {
    g.drawString(text, x - g.getFontMetrics().stringWidth(text) / 2, baseline);
  }

  static void vertical(Graphics2D g, String text, int x, int centreY) {
    AffineTransform saved = g.getTransform();
    g.rotate(-Math.PI / 2, x, centreY);
    centred(g, text, x, centreY + g.getFontMetrics().getAscent() / 2);
    g.setTransform(saved);
  }

  private static int[] palette(int size) {
    int[] p = new int[size];
    int segments = VIRIDIS.length - 1;
    for (int i = 0; i < size; i++) {
      double pos = (double) i / (size - 1) * segments;
      int s = Math.min(segments - 1, (int) pos);
      double f = pos - s;
      int a = VIRIDIS[s];
      int b = VIRIDIS[s + 1];
      p[i] = mix(a >> 16, b >> 16, f) << 16 | mix(a >> 8 & 0xFF, b >> 8 & 0xFF, f) << 8 | mix(a & 0xFF, b & 0xFF, f);
    }
    return p;
  }

  private static int mix(int a, int b, double f) {
    return (int) Math.round(a + (b - a) * f);
  }
}
