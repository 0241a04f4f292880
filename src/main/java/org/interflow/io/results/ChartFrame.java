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
import java.util.function.Consumer;
import javax.imageio.ImageIO;

/**
 * The frame of a 2-D chart drawn with java.awt, {@value #WIDTH} x {@value #HEIGHT} pixels: white
 * background, the plot area at ({@value #PLOT_X}, {@value #PLOT_Y}), {@value #PLOT_WIDTH} x
 * {@value #PLOT_HEIGHT}, light grid lines at the ticks, the axes' ticks and titles, and the chart
 * title. The data is painted by the caller between the grid and the frame. Positions along an
 * axis run from 0 (left, or bottom) to 1 (right, or top), as {@link PlotAxis} gives them.
 */
final class ChartFrame {
  static final int WIDTH = 900;
  static final int HEIGHT = 540;
  static final int PLOT_X = 90;
  static final int PLOT_Y = 50;
  static final int PLOT_WIDTH = 780;
  static final int PLOT_HEIGHT = 410;
  /** Colour of text, ticks and frames. */
  static final Color INK = new Color(0x222222);
  private static final Color GRID = new Color(0xE4E4E4);

  private ChartFrame() {}

  /** The pixel column of position {@code p} (0..1) along the x axis. */
  static int x(double p) { return PLOT_X + (int) Math.round(p * PLOT_WIDTH); }

  /** The pixel row of position {@code p} (0 bottom .. 1 top) along the y axis. */
  static int y(double p) { return PLOT_Y + PLOT_HEIGHT - (int) Math.round(p * PLOT_HEIGHT); }

  /** Draws a chart with {@code data} painted inside the frame and writes it as a PNG. */
  static void write(Path png, String title, PlotAxis xAxis, PlotAxis yAxis, Consumer<Graphics2D> data) {
    System.setProperty("java.awt.headless", "true");
    BufferedImage image = new BufferedImage(WIDTH, HEIGHT, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = image.createGraphics();
    try {
      g.setColor(Color.WHITE);
      g.fillRect(0, 0, WIDTH, HEIGHT);
      g.setColor(GRID);
      for (PlotAxis.Tick t : xAxis.ticks()) g.drawLine(x(t.position()), PLOT_Y, x(t.position()), PLOT_Y + PLOT_HEIGHT);
      for (PlotAxis.Tick t : yAxis.ticks()) g.drawLine(PLOT_X, y(t.position()), PLOT_X + PLOT_WIDTH, y(t.position()));
      data.accept(g);
      g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
      g.setColor(INK);
      g.setStroke(new BasicStroke(1f));
      g.drawRect(PLOT_X - 1, PLOT_Y - 1, PLOT_WIDTH + 1, PLOT_HEIGHT + 1);
      g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 15));
      centred(g, title, WIDTH / 2, 28);
      g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
      FontMetrics fm = g.getFontMetrics();
      for (PlotAxis.Tick t : xAxis.ticks()) {
        g.drawLine(x(t.position()), PLOT_Y + PLOT_HEIGHT, x(t.position()), PLOT_Y + PLOT_HEIGHT + 5);
        centred(g, t.label(), x(t.position()), PLOT_Y + PLOT_HEIGHT + 19);
      }
      for (PlotAxis.Tick t : yAxis.ticks()) {
        g.drawLine(PLOT_X - 6, y(t.position()), PLOT_X - 1, y(t.position()));
        g.drawString(t.label(), PLOT_X - 9 - fm.stringWidth(t.label()), y(t.position()) + fm.getAscent() / 2 - 1);
      }
      g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 13));
      centred(g, xAxis.title(), PLOT_X + PLOT_WIDTH / 2, PLOT_Y + PLOT_HEIGHT + 45);
      vertical(g, yAxis.title(), 24, PLOT_Y + PLOT_HEIGHT / 2);
    } finally {
      g.dispose();
    }
    save(image, png);
  }

  /** Writes {@code image} as a PNG file. */
  static void save(BufferedImage image, Path png) {
    try {
      if (!ImageIO.write(image, "png", png.toFile())) throw new IOException("no PNG writer");
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + png, e);
    }
  }

  /** {@code text} centred on {@code x}, on the baseline {@code baseline}. */
  static void centred(Graphics2D g, String text, int x, int baseline) {
    g.drawString(text, x - g.getFontMetrics().stringWidth(text) / 2, baseline);
  }

  /**
   * {@code text} read bottom to top, centred on ({@code x}, {@code centreY}). It is measured before
   * the rotation: the JDK stores a rotated font's metrics before converting them to user space
   * ({@code sun.font.FileFontStrike.getFontMetrics}), so a thread that measures a rotated font while
   * another thread measures it for the first time may read an ascent of 0 and draw the text half an
   * ascent off (two runs plotting at once in one JVM).
   */
  static void vertical(Graphics2D g, String text, int x, int centreY) {
    FontMetrics fm = g.getFontMetrics();
    int start = x - fm.stringWidth(text) / 2;
    int baseline = centreY + fm.getAscent() / 2;
    AffineTransform saved = g.getTransform();
    g.rotate(-Math.PI / 2, x, centreY);
    g.drawString(text, start, baseline);
    g.setTransform(saved);
  }
}
