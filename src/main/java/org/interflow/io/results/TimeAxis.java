package org.interflow.io.results;

/**
 * The unit a time axis is drawn in, chosen from the span so that ticks read as plain numbers
 * (seconds for spans up to 2 minutes, then minutes up to 2 hours, hours up to 3 days, else days).
 *
 * @param unit the unit's short name for axis titles: s, min, h or days
 * @param seconds seconds in one unit
 */
record TimeAxis(String unit, double seconds) {
  /** The unit for a span of {@code spanSeconds}. */
  static TimeAxis forSpan(double spanSeconds) {
    if (spanSeconds <= 120) return new TimeAxis("s", 1);
    if (spanSeconds <= 2 * 3600) return new TimeAxis("min", 60);
    if (spanSeconds <= 3 * 86400) return new TimeAxis("h", 3600);
    return new TimeAxis("days", 86400);
  }

  /** {@code s} seconds in this unit. */
  double of(double s) { return s / seconds; }
}
