package org.interflow.io.results;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;

/** PNG plots of result tables, drawn with XChart (headless). */
public final class Plots {
  private Plots() {}

  /**
   * A histogram drawn as a step line (it stays readable with thousands of bins).
   *
   * @param x bin values (e.g. flows on a link)
   * @param y counts per bin (e.g. number of links)
   */
  public static void histogram(Path png, String title, String xLabel, String yLabel, double[] x, double[] y) {
    System.setProperty("java.awt.headless", "true");
    XYChart chart = new XYChartBuilder().width(900).height(540).title(title).xAxisTitle(xLabel).yAxisTitle(yLabel).build();
    chart.getStyler().setLegendVisible(false);
    chart.getStyler().setChartBackgroundColor(java.awt.Color.WHITE);
    chart.getStyler().setDefaultSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.StepArea);
    chart.getStyler().setLegendPosition(Styler.LegendPosition.InsideNE);
    double[] xs = x.length == 0 ? new double[] {0} : x;
    double[] ys = y.length == 0 ? new double[] {0} : y;
    XYSeries s = chart.addSeries(yLabel, xs, ys);
    s.setMarker(SeriesMarkers.NONE);
    try {
      BitmapEncoder.saveBitmap(chart, png.toString(), BitmapEncoder.BitmapFormat.PNG);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + png, e);
    }
  }
}
