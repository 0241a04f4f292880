package org.interflow.engine.dynamic.flows;

/**
 * Per-directed-link utilisation over time, in equal time bins: {@code utilisation(link, bin)} is
 * the fraction of the link's capacity used on average during the bin (0..1). Produced by the flow
 * model when recording is on; read by the result writers.
 */
public interface LinkUtilisation {
  /** Width of a bin in picoseconds. */
  long binPs();

  /** Bins recorded (the last may be partial). */
  int bins();

  /** Directed links recorded, in increasing id order. */
  int[] links();

  /** Mean utilisation of {@code links()[index]} during {@code bin}. */
  double utilisation(int index, int bin);
}
