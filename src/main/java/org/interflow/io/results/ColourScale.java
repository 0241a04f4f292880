package org.interflow.io.results;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * How a heatmap turns values into colours (viridis: dark purple at the bottom of the scale, yellow
 * at the top) and what its colour bar says: a linear scale from 0 to the largest value, or a
 * logarithmic one over whole decades for values spanning orders of magnitude (bytes of a traffic
 * matrix). Missing values (NaN) are light grey; on a log scale, 0 has no place and is light grey
 * too, which the legend says.
 */
public final class ColourScale {
  /** Colour of a missing value, and of 0 on a log scale. */
  static final int GREY_RGB = 0xDDDDDD;
  /** Viridis at 0, 1/8, ..., 1 (van der Walt and Smith, matplotlib 2.0); colours in between are interpolated. */
  private static final int[] VIRIDIS = {0x440154, 0x472D7B, 0x3B528B, 0x2C728E, 0x21908C, 0x27AD81, 0x5DC863, 0xAADC32, 0xFDE725};
  private static final int[] PALETTE = palette(256);
  private static final String[] SI_BYTES = {"B", "kB", "MB", "GB", "TB", "PB", "EB"};

  /** A labelled mark on the colour bar, at {@code position} from 0 (bottom) to 1 (top). */
  public record Tick(double position, String label) {}

  /** Picks the scale once the plotted values' range is known. */
  @FunctionalInterface
  interface Choice {
    /**
     * @param smallestPositive the smallest value above 0 (NaN when there is none)
     * @param largest the largest value (NaN when every value is missing)
     */
    ColourScale of(double smallestPositive, double largest);
  }

  private final boolean log;
  private final double low;   // linear: 0; log: log10 of the bottom decade
  private final double high;  // linear: the top value; log: log10 of the top decade
  private final String legend;
  private final List<Tick> ticks;

  private ColourScale(boolean log, double low, double high, String legend, List<Tick> ticks) {
    this.log = log;
    this.low = low;
    this.high = high;
    this.legend = legend;
    this.ticks = List.copyOf(ticks);
  }

  /**
   * Linear from 0 at the bottom to the largest value at the top (1 when nothing is above 0), so
   * a lightly loaded network still shows its pattern; the legend gives the top value, e.g. {@code
   * utilisation, 0 to 0.0123 (largest value)}. Ticks at 1, 2 or 5 times a power of ten.
   */
  static Choice linearToLargest(String quantity) {
    return (smallestPositive, largest) -> {
      double top = largest > 0 ? largest : 1;
      String legend = largest > 0
          ? String.format(Locale.ROOT, "%s, 0 to %s (largest value)", quantity, significant(top))
          : quantity + " (every value 0)";
      return linear(top, legend);
    };
  }

  /**
   * Linear from 0 to a fixed {@code top} in the values' unit (e.g. a link's capacity in GiB/s), so
   * runs on the same machine share one scale; values above the top take the top colour.
   *
   * @throws IllegalArgumentException if {@code top} is not positive
   */
  static Choice linearTo(String quantity, double top) {
    if (!(top > 0)) throw new IllegalArgumentException("the colour scale needs a top > 0, got " + top);
    String legend = String.format(Locale.ROOT, "%s, 0 to %s", quantity, significant(top));
    return (smallestPositive, largest) -> linear(top, legend);
  }

  /** Linear from 0 to {@code top}, ticks at 1, 2 or 5 times a power of ten, the top labelled when far from the last tick. */
  private static ColourScale linear(double top, String legend) {
    double step = PlotAxis.niceStep(top, 4);
    List<Tick> ticks = new ArrayList<>();
    for (long k = 0; k * step <= top * (1 + 1e-9); k++) {
      ticks.add(new Tick(k * step / top, k == 0 ? "0" : PlotAxis.number(k * step, PlotAxis.decimals(step))));
    }
    if (1 - ticks.get(ticks.size() - 1).position() > 0.12) ticks.add(new Tick(1, significant(top)));
    return new ColourScale(false, 0, top, legend, ticks);
  }

  /**
   * Logarithmic over the whole decades around the positive values, labelled in bytes with SI
   * prefixes (1 B, 10 B, ..., 1 kB, ...): 3 bytes and 25.9 MB get colours seven decades apart.
   * A single value (or values within one power of ten) spans one decade.
   */
  static Choice logBytes(String quantity) {
    return (smallestPositive, largest) -> {
      double bottom = smallestPositive > 0 ? Math.floor(Math.log10(smallestPositive) + 1e-9) : 0;
      double top = largest > 0 ? Math.ceil(Math.log10(largest) - 1e-9) : 1;
      if (top <= bottom) top = bottom + 1;
      int every = (int) Math.ceil((top - bottom) / 8);
      List<Tick> ticks = new ArrayList<>();
      for (double e = bottom; e <= top; e += every) ticks.add(new Tick((e - bottom) / (top - bottom), bytes((int) e)));
      return new ColourScale(true, bottom, top, quantity + " (log scale; grey: 0)", ticks);
    };
  }

  /** The colour (0xRRGGBB) of {@code value}; NaN, and 0 or less on a log scale, are {@link #GREY_RGB}. */
  int rgb(double value) {
    double p = position(value);
    return Double.isNaN(p) ? GREY_RGB : PALETTE[(int) Math.round(p * (PALETTE.length - 1))];
  }

  /** Where {@code value} falls on the scale, 0 (bottom) to 1 (top), clamped; NaN when it has no place. */
  public double position(double value) {
    if (Double.isNaN(value)) return Double.NaN;
    double p;
    if (log) {
      if (!(value > 0)) return Double.NaN;
      p = (Math.log10(value) - low) / (high - low);
    } else {
      p = value / high;
    }
    return Math.max(0, Math.min(1, p));
  }

  /** The colour at {@code position} (0 bottom, 1 top) of the bar. */
  static int rgbAt(double position) {
    return PALETTE[(int) Math.round(Math.max(0, Math.min(1, position)) * (PALETTE.length - 1))];
  }

  public boolean logarithmic() { return log; }

  /** What the colour shows, written beside the bar. */
  public String legend() { return legend; }

  /** The bar's labelled marks, bottom first. */
  public List<Tick> ticks() { return ticks; }

  /** {@code 10^exponent} bytes with an SI prefix: 1 B, 10 B, 100 B, 1 kB, ... */
  static String bytes(int exponent) {
    if (exponent < 0) return String.format(Locale.ROOT, "1e%d B", exponent);
    int prefix = Math.min(exponent / 3, SI_BYTES.length - 1);
    long mantissa = Math.round(Math.pow(10, exponent - 3 * prefix));
    return mantissa + " " + SI_BYTES[prefix];
  }

  /** {@code v} to three significant digits, without trailing zeros: 0.0123, 0.01, 0.5. */
  static String significant(double v) {
    return new BigDecimal(v).round(new MathContext(3)).stripTrailingZeros().toPlainString();
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
