package org.interflow.io.results;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;

/**
 * Draws {@link Plots} heatmaps with java.awt (XChart's heat map boxes every cell and labels
 * every category, which is unusable at 200k rows). Outline: aggregate the grid into at most one
 * band per plot pixel by maximum, pick the colour scale from the bands' range, paint the bands,
 * then draw the frame, the axes' ticks, the titles and the colour bar with its legend.
 */
final class HeatmapImage {
  static final int WIDTH = 1000;
  static final int HEIGHT = 640;
  static final int PLOT_WIDTH = 768;
  static final int PLOT_HEIGHT = 512;
  /** Top-left corner of the plot area. */
  static final int PLOT_X = 90;
  static final int PLOT_Y = 56;

  private HeatmapImage() {}

  /**
   * Writes the heatmap of a rows x columns grid, row 0 at the top, and returns the colour scale it
   * used (chosen from the range of the values by {@code colours}).
   */
  static ColourScale write(Path png, String title, PlotAxis x, PlotAxis y, ColourScale.Choice colours, int rows,
      int columns, Plots.CellValues cells) {
    if (rows < 0 || columns < 0) throw new IllegalArgumentException("negative grid size " + rows + " x " + columns);
    System.setProperty("java.awt.headless", "true");
    int bandRows = Math.min(rows, PLOT_HEIGHT);
    int bandColumns = Math.min(columns, PLOT_WIDTH);
    float[] bands = aggregate(rows, columns, cells, bandRows, bandColumns);
    ColourScale scale = colours.of(smallestPositive(bands), largest(bands));
    BufferedImage image = new BufferedImage(WIDTH, HEIGHT, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = image.createGraphics();
    try {
      g.setColor(Color.WHITE);
      g.fillRect(0, 0, WIDTH, HEIGHT);
      paintBands(image, bands, bandRows, bandColumns, scale);
      g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
      g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
      g.setColor(ChartFrame.INK);
      g.setStroke(new BasicStroke(1f));
      g.drawRect(PLOT_X - 1, PLOT_Y - 1, PLOT_WIDTH + 1, PLOT_HEIGHT + 1);
      g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 16));
      ChartFrame.centred(g, title, PLOT_X + PLOT_WIDTH / 2, 24);
      g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
      if (bandRows < rows || bandColumns < columns) {
        ChartFrame.centred(g, String.format(Locale.ROOT, "maximum over bands of %s rows x %s columns",
            bandSize(rows, bandRows), bandSize(columns, bandColumns)), PLOT_X + PLOT_WIDTH / 2, 44);
      }
      xTicks(g, x);
      yTicks(g, y);
      colourBar(g, image, scale);
      g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 13));
      ChartFrame.centred(g, x.title(), PLOT_X + PLOT_WIDTH / 2, PLOT_Y + PLOT_HEIGHT + 48);
      ChartFrame.vertical(g, y.title(), 22, PLOT_Y + PLOT_HEIGHT / 2);
      ChartFrame.vertical(g, scale.legend(), WIDTH - 18, PLOT_Y + PLOT_HEIGHT / 2);
    } finally {
      g.dispose();
    }
    ChartFrame.save(image, png);
    return scale;
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

  private static double largest(float[] bands) {
    double max = Double.NaN;
    for (float b : bands) if (!Float.isNaN(b) && !(b <= max)) max = b;
    return max;
  }

  private static double smallestPositive(float[] bands) {
    double min = Double.NaN;
    for (float b : bands) if (b > 0 && !(b >= min)) min = b;
    return min;
  }

  private static void paintBands(BufferedImage image, float[] bands, int bandRows, int bandColumns, ColourScale scale) {
    if (bandRows == 0 || bandColumns == 0) {
      for (int py = 0; py < PLOT_HEIGHT; py++) {
        for (int px = 0; px < PLOT_WIDTH; px++) image.setRGB(PLOT_X + px, PLOT_Y + py, ColourScale.GREY_RGB);
      }
      return;
    }
    int[] line = new int[PLOT_WIDTH];
    for (int py = 0; py < PLOT_HEIGHT; py++) {
      int base = (int) ((long) py * bandRows / PLOT_HEIGHT) * bandColumns;
      for (int px = 0; px < PLOT_WIDTH; px++) line[px] = scale.rgb(bands[base + (int) ((long) px * bandColumns / PLOT_WIDTH)]);
      image.setRGB(PLOT_X, PLOT_Y + py, PLOT_WIDTH, 1, line, 0, PLOT_WIDTH);
    }
  }

  private static void xTicks(Graphics2D g, PlotAxis x) {
    for (PlotAxis.Tick t : x.ticks()) {
      int px = PLOT_X + (int) Math.round(t.position() * PLOT_WIDTH);
      g.drawLine(px, PLOT_Y + PLOT_HEIGHT, px, PLOT_Y + PLOT_HEIGHT + 5);
      ChartFrame.centred(g, t.label(), px, PLOT_Y + PLOT_HEIGHT + 20);
    }
  }

  private static void yTicks(Graphics2D g, PlotAxis y) {
    FontMetrics fm = g.getFontMetrics();
    for (PlotAxis.Tick t : y.ticks()) {
      int py = PLOT_Y + (int) Math.round(t.position() * PLOT_HEIGHT);
      g.drawLine(PLOT_X - 6, py, PLOT_X - 1, py);
      g.drawString(t.label(), PLOT_X - 9 - fm.stringWidth(t.label()), py + fm.getAscent() / 2 - 1);
    }
  }

  /** A vertical colour bar right of the plot, the top of the scale at the top, with the scale's ticks. */
  private static void colourBar(Graphics2D g, BufferedImage image, ColourScale scale) {
    int x = PLOT_X + PLOT_WIDTH + 24;
    int width = 18;
    for (int py = 0; py < PLOT_HEIGHT; py++) {
      int rgb = ColourScale.rgbAt(1 - (double) py / (PLOT_HEIGHT - 1));
      for (int px = 0; px < width; px++) image.setRGB(x + px, PLOT_Y + py, rgb);
    }
    g.drawRect(x - 1, PLOT_Y - 1, width + 1, PLOT_HEIGHT + 1);
    FontMetrics fm = g.getFontMetrics();
    for (ColourScale.Tick t : scale.ticks()) {
      int py = PLOT_Y + PLOT_HEIGHT - (int) Math.round(t.position() * PLOT_HEIGHT);
      g.drawLine(x + width, py, x + width + 4, py);
      g.drawString(t.label(), x + width + 7, py + fm.getAscent() / 2 - 1);
    }
  }

  private static String bandSize(int items, int bands) {
    if (bands == 0) return "0";
    int low = items / bands;
    return items % bands == 0 ? Integer.toString(low) : low + "-" + (low + 1);
  }
}
