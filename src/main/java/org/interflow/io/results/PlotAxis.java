package org.interflow.io.results;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One axis of a plot drawn with java.awt: its title and its ticks, each at a position from 0 (left
 * or top edge of the plot, or bottom of a vertical value axis) to 1 (the other end). Kinds: time
 * in the engineering unit that suits its length ({@link SecondsScale}); indexed items (ranks,
 * links), one cell each, with integer ticks at the cells' centres; a linear range of numbers;
 * and a logarithmic range over decades.
 *
 * @param title the axis title, unit included
 * @param ticks the labelled marks, in order
 */
record PlotAxis(String title, List<Tick> ticks) {
  /** A labelled mark at {@code position} (0..1 along the axis). */
  record Tick(double position, String label) {}

  PlotAxis {
    ticks = List.copyOf(ticks);
  }

  /**
   * Time from {@code fromSeconds} at the first column's leading edge to {@code toSeconds} at the
   * last column's trailing edge, in ms, µs or ns when shorter than a second; about 8 ticks at
   * 1, 2 or 5 times a power of ten.
   *
   * @throws IllegalArgumentException unless {@code toSeconds > fromSeconds}
   */
  static PlotAxis time(String quantity, double fromSeconds, double toSeconds) {
    if (!(toSeconds > fromSeconds)) throw new IllegalArgumentException("a time axis needs to > from, got " + fromSeconds + ".." + toSeconds);
    SecondsScale unit = SecondsScale.forLargest(Math.max(Math.abs(fromSeconds), Math.abs(toSeconds)));
    return linear(unit.label(quantity), unit.in(fromSeconds), unit.in(toSeconds), 8);
  }

  /**
   * {@code count} items numbered 0..count-1, one cell each: integer ticks every 1, 2 or 5 times a
   * power of ten (at least 1, about 8 in all), at the centre of the numbered cell.
   */
  static PlotAxis indices(String title, int count) {
    List<Tick> ticks = new ArrayList<>();
    if (count > 0) {
      long step = Math.max(1, Math.round(niceStep(count, 8)));
      for (long t = 0; t < count; t += step) ticks.add(new Tick((t + 0.5) / count, Long.toString(t)));
    }
    return new PlotAxis(title, ticks);
  }

  /**
   * Named items, one cell each, labelled at their cells' centres: every one when there are at
   * most 32, else every k-th (about 32 labels).
   */
  static PlotAxis labelled(String title, List<String> labels) {
    List<Tick> ticks = new ArrayList<>();
    int step = Math.max(1, (labels.size() + 31) / 32);
    for (int i = 0; i < labels.size(); i += step) ticks.add(new Tick((i + 0.5) / labels.size(), labels.get(i)));
    return new PlotAxis(title, ticks);
  }

  /**
   * Numbers from {@code from} to {@code to}, ticked every 1, 2 or 5 times a power of ten, about {@code target} ticks; integers get no
   * decimals.
   *
   * @throws IllegalArgumentException unless {@code to > from}
   */
  static PlotAxis linear(String title, double from, double to, int target) {
    if (!(to > from)) throw new IllegalArgumentException("an axis needs to > from, got " + from + ".." + to);
    double step = niceStep(to - from, target);
    int decimals = decimals(step);
    List<Tick> ticks = new ArrayList<>();
    for (long k = (long) Math.ceil(from / step - 1e-9); k * step <= to + step * 1e-9; k++) {
      ticks.add(new Tick((k * step - from) / (to - from), number(k * step, decimals)));
    }
    return new PlotAxis(title, ticks);
  }

  /**
   * Whole numbers from {@code from} to {@code to}, ticked every 1, 2 or 5 times a power of ten but
   * at least 1 (about {@code target} ticks), so no tick falls between two integers.
   */
  static PlotAxis integers(String title, long from, long to, int target) {
    if (!(to > from)) throw new IllegalArgumentException("an axis needs to > from, got " + from + ".." + to);
    long step = Math.max(1, Math.round(niceStep(to - from, target)));
    List<Tick> ticks = new ArrayList<>();
    for (long t = Math.floorDiv(from + step - 1, step) * step; t <= to; t += step) ticks.add(new Tick((double) (t - from) / (to - from), Long.toString(t)));
    return new PlotAxis(title, ticks);
  }

  /**
   * A logarithmic axis from {@code 10^fromExponent} to {@code 10^toExponent}, ticked at the whole
   * powers of ten in between (1, 10, 100, ...; 0.1 and below with decimals).
   */
  static PlotAxis logarithmic(String title, double fromExponent, double toExponent) {
    if (!(toExponent > fromExponent)) throw new IllegalArgumentException("a log axis needs to > from, got " + fromExponent + ".." + toExponent);
    List<Tick> ticks = new ArrayList<>();
    for (long e = (long) Math.ceil(fromExponent - 1e-9); e <= toExponent + 1e-9; e++) {
      ticks.add(new Tick((e - fromExponent) / (toExponent - fromExponent), e >= 0 ? Long.toString(Math.round(Math.pow(10, e)))
          : number(Math.pow(10, e), (int) -e)));
    }
    return new PlotAxis(title, ticks);
  }

  /** 1, 2 or 5 times a power of ten, giving about {@code target} steps over {@code span}. */
  static double niceStep(double span, int target) {
    double raw = span / target;
    double magnitude = Math.pow(10, Math.floor(Math.log10(raw)));
    double f = raw / magnitude;
    return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * magnitude;
  }

  /** Decimals that a tick step needs (0 for steps of 1 and more). */
  static int decimals(double step) {
    return Math.max(0, (int) -Math.floor(Math.log10(step) + 1e-9));
  }

  /** {@code v} with {@code decimals} decimals. */
  static String number(double v, int decimals) {
    return String.format(Locale.ROOT, "%." + decimals + "f", v);
  }
}
