package org.interflow.io.results;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

class ChartFrameTest {
  private static final int WIDTH = 60;
  private static final int HEIGHT = 240;
  private static final String TITLE = "directed links (log scale)";
  /** Rounds of the race below, each with a font size no thread has drawn yet. */
  private static final int ROUNDS = 3000;

  @Test
  void aVerticalTitleDrawnByTwoThreadsAtOnceLiesWhereItLiesDrawnAlone() throws Exception {
    // Two threads draw the same vertical title with a font that no thread has measured yet (a new
    // size each round), released together, as two sweep runs plot at once in one JVM; then the
    // title is drawn alone. All three images must be the same, pixel for pixel. Measured after the
    // rotation, the JDK could give a thread the rotated font's ascent before turning it into user
    // space (0 for a quarter turn), and the title moved half an ascent (6 px at 13 pt) to the left,
    // in that image or, once cached, in the later ones. Before the fix three runs of this test
    // differed first at rounds 193, 291 and 333 (about 1 round in 270 on 2 cores): 3000 rounds
    // miss it with odds near e^-11.
    ExecutorService threads = Executors.newFixedThreadPool(2);
    try {
      for (int round = 0; round < ROUNDS; round++) {
        Font font = new Font(Font.SANS_SERIF, Font.PLAIN, 13).deriveFont(13f + (round + 1) / 4096f);
        CyclicBarrier start = new CyclicBarrier(2);
        List<Future<int[]>> drawn = new ArrayList<>();
        for (int t = 0; t < 2; t++) {
          drawn.add(threads.submit(() -> {
            start.await();
            return verticalTitle(font);
          }));
        }
        List<int[]> together = new ArrayList<>();
        for (Future<int[]> image : drawn) together.add(image.get());
        int[] alone = verticalTitle(font);
        for (int[] image : together) assertArrayEquals(alone, image, "round " + round + ", font size " + font.getSize2D());
      }
    } finally {
      threads.shutdownNow();
    }
  }

  /** The pixels of {@link #TITLE} drawn by {@link ChartFrame#vertical} in {@code font}, as the chart frame sets it up. */
  private static int[] verticalTitle(Font font) {
    BufferedImage image = new BufferedImage(WIDTH, HEIGHT, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = image.createGraphics();
    try {
      g.setColor(Color.WHITE);
      g.fillRect(0, 0, WIDTH, HEIGHT);
      g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
      g.setColor(ChartFrame.INK);
      g.setFont(font);
      ChartFrame.vertical(g, TITLE, WIDTH / 2, HEIGHT / 2);
    } finally {
      g.dispose();
    }
    return image.getRGB(0, 0, WIDTH, HEIGHT, null, 0, WIDTH);
  }
}
