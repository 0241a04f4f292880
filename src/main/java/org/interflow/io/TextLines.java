package org.interflow.io;

import org.interflow.model.units.Bandwidth;

/** Lexical pieces shared by the plain-text formats of this package: comments, quantities. */
final class TextLines {
  private TextLines() {}

  /** The line without its {@code #} comment, trimmed. */
  static String stripComment(String line) {
    int hash = line.indexOf('#');
    return (hash < 0 ? line : line.substring(0, hash)).trim();
  }

  /** A non-negative int, or -1 when the text is not one. */
  static int count(String text) {
    try {
      int v = Integer.parseInt(text);
      return v >= 0 ? v : -1;
    } catch (NumberFormatException e) {
      return -1;
    }
  }

  /** A latency {@code <number><unit>}, unit ns, us, ms or s, in nanoseconds; NaN when malformed or negative. */
  static double latencyNs(String text) {
    int end = text.length();
    while (end > 0 && Character.isLetter(text.charAt(end - 1))) end--;
    double scale = switch (text.substring(end)) {
      case "ns" -> 1;
      case "us" -> 1e3;
      case "ms" -> 1e6;
      case "s" -> 1e9;
      default -> Double.NaN;
    };
    try {
      double v = Double.parseDouble(text.substring(0, end)) * scale;
      return v >= 0 && !Double.isInfinite(v) ? v : Double.NaN;
    } catch (NumberFormatException e) {
      return Double.NaN;
    }
  }

  /** A bandwidth as {@link Bandwidth#parse(String)} reads it, or null when malformed. */
  static Bandwidth bandwidth(String text) {
    try {
      return Bandwidth.parse(text);
    } catch (IllegalArgumentException e) {
      return null;
    }
  }

  /** The shortest text that reads back as exactly {@code bitsPerSecond}: Gbps when exact, else bps. */
  static String formatBandwidth(double bitsPerSecond) {
    String gbps = number(bitsPerSecond / 1e9) + "Gbps";
    return Bandwidth.parse(gbps).bitsPerSecond() == bitsPerSecond ? gbps : number(bitsPerSecond) + "bps";
  }

  /** A latency in nanoseconds that reads back exactly. */
  static String formatLatency(double latencyNs) { return number(latencyNs) + "ns"; }

  /** Integers without a decimal point, other values in Java's round-tripping form. */
  static String number(double v) {
    return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
  }
}
