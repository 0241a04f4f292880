package org.interflow.io.results;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import javax.imageio.ImageIO;

/**
 * A Gantt chart of jobs over nodes and time, drawn with java.awt: each job is a box per run of
 * consecutive nodes it held, from its start to its end, in a colour of its own, outlined when large
 * enough and labelled when the label fits (readable for a few hundred jobs; tens of thousands draw
 * as a texture). A killed job ends in a red edge (and is outlined in red when large enough). Idle node time is light grey. O(boxes).
 */
final class GanttImage {
  static final int WIDTH = 1400;
  static final int HEIGHT = 900;
  private static final int PLOT_X = 80;
  private static final int PLOT_Y = 70;
  private static final int PLOT_WIDTH = 1280;
  private static final int PLOT_HEIGHT = 740;
  private static final Color INK = new Color(0x222222);
  private static final Color IDLE = new Color(0xEEEEEE);
  private static final Color KILLED = new Color(0xD62728);

  /**
   * One box: a job on nodes [firstNode, firstNode + nodes) from {@code startSeconds} to {@code
   * endSeconds}.
   */
  record Box(double startSeconds, double endSeconds, int firstNode, int nodes, int job, String label, boolean killed) {}

  private GanttImage() {}

  /**
   * @param fromSeconds the left edge (the first submit time); the axis shows time since it
   * @param toSeconds the right edge (the last end)
   */
  static void write(Path png, String title, String subtitle, int machineNodes, double fromSeconds, double toSeconds,
      List<Box> boxes) {
    System.setProperty("java.awt.headless", "true");
    double span = Math.max(toSeconds - fromSeconds, 1e-9);
    SecondsScale axis = SecondsScale.forSpan(span);
    BufferedImage image = new BufferedImage(WIDTH, HEIGHT, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = image.createGraphics();
    try {
      g.setColor(Color.WHITE);
      g.fillRect(0, 0, WIDTH, HEIGHT);
      g.setColor(IDLE);
      g.fillRect(PLOT_X, PLOT_Y, PLOT_WIDTH, PLOT_HEIGHT);
      g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
      g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 10));
      for (Box b : boxes) drawBox(g, b, fromSeconds, span, machineNodes);
      g.setColor(INK);
      g.setStroke(new BasicStroke(1f));
      g.drawRect(PLOT_X - 1, PLOT_Y - 1, PLOT_WIDTH + 1, PLOT_HEIGHT + 1);
      g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
      g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 16));
      ChartFrame.centred(g, title, PLOT_X + PLOT_WIDTH / 2, 26);
      g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
      ChartFrame.centred(g, subtitle, PLOT_X + PLOT_WIDTH / 2, 48);
      g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
      timeTicks(g, axis.in(span));
      nodeTicks(g, machineNodes);
      g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 13));
      ChartFrame.centred(g, "time since the first submission (" + axis.unit() + ")", PLOT_X + PLOT_WIDTH / 2, PLOT_Y + PLOT_HEIGHT + 42);
      ChartFrame.vertical(g, "node", 22, PLOT_Y + PLOT_HEIGHT / 2);
      g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
      g.drawString("one colour per job, labelled where the label fits; red end edge: killed at its requested time; grey: idle",
          PLOT_X, HEIGHT - 14);
    } finally {
      g.dispose();
    }
    try {
      if (!ImageIO.write(image, "png", png.toFile())) throw new IOException("no PNG writer");
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + png, e);
    }
  }

  private static void drawBox(Graphics2D g, Box b, double from, double span, int machineNodes) {
    int x0 = PLOT_X + (int) Math.floor((b.startSeconds() - from) / span * PLOT_WIDTH);
    int x1 = PLOT_X + (int) Math.ceil((b.endSeconds() - from) / span * PLOT_WIDTH);
    int y0 = PLOT_Y + (int) Math.floor((double) b.firstNode() / machineNodes * PLOT_HEIGHT);
    int y1 = PLOT_Y + (int) Math.ceil((double) (b.firstNode() + b.nodes()) / machineNodes * PLOT_HEIGHT);
    int w = Math.max(1, x1 - x0);
    int h = Math.max(1, y1 - y0);
    Color fill = colour(b.job());
    g.setColor(fill);
    g.fillRect(x0, y0, w, h);
    if (w >= 4 && h >= 4) {
      g.setColor(b.killed() ? KILLED : fill.darker().darker());
      g.drawRect(x0, y0, w - 1, h - 1);
    }
    if (b.killed()) {
      // the kill: a red edge at the job's end, visible even when the box is a sliver
      g.setColor(KILLED);
      g.fillRect(x0 + w - Math.min(w, 2), y0, Math.min(w, 2), h);
    }
    FontMetrics fm = g.getFontMetrics();
    if (h >= fm.getAscent() + 2 && w >= fm.stringWidth(b.label()) + 4) {
      g.setColor(INK);
      g.drawString(b.label(), x0 + 2, y0 + (h + fm.getAscent()) / 2 - 1);
    }
  }

  /** A light colour of its own for each job: hues a golden angle apart. */
  static Color colour(int job) {
    float hue = (float) ((job * 0.6180339887498949) % 1.0);
    return new Color(Color.HSBtoRGB(hue, 0.42f, 0.93f));
  }

  private static void timeTicks(Graphics2D g, double spanUnits) {
    double step = PlotAxis.niceStep(spanUnits, 10);
    int decimals = PlotAxis.decimals(step);
    for (long k = 0; k * step <= spanUnits * (1 + 1e-9); k++) {
      int px = PLOT_X + (int) Math.round(k * step / spanUnits * PLOT_WIDTH);
      g.drawLine(px, PLOT_Y + PLOT_HEIGHT, px, PLOT_Y + PLOT_HEIGHT + 5);
      ChartFrame.centred(g, String.format(Locale.ROOT, "%." + decimals + "f", k * step), px, PLOT_Y + PLOT_HEIGHT + 20);
    }
  }

  private static void nodeTicks(Graphics2D g, int nodes) {
    double step = Math.max(1, Math.round(PlotAxis.niceStep(nodes, 10)));
    FontMetrics fm = g.getFontMetrics();
    for (long k = 0; k * step <= nodes; k++) {
      long n = Math.round(k * step);
      int py = PLOT_Y + (int) Math.round((double) n / nodes * PLOT_HEIGHT);
      g.drawLine(PLOT_X - 6, py, PLOT_X - 1, py);
      String label = Long.toString(n);
      g.drawString(label, PLOT_X - 9 - fm.stringWidth(label), py + fm.getAscent() / 2 - 1);
    }
  }
}
