package org.interflow.io.trace;

/** Number formatting shared by the trace writers: integers without a decimal point, others round-tripping. */
final class TraceNumbers {
  private TraceNumbers() {}

  /** {@code v} as text that parses back to exactly {@code v}. */
  static String number(double v) {
    return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
  }
}
