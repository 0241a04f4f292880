package org.interflow.model.traffic;

/**
 * A set of flows between servers, addressed by index so engines can split the work into fixed
 * chunks and stay deterministic whatever the thread count. Patterns are immutable and thread-safe;
 * any randomness was drawn, from a seed, when the pattern was made.
 *
 * <p>Self-flows (source = destination) may occur in some patterns (e.g. all-to-all includes none,
 * a random permutation may map a server to itself); engines exclude them from routed flows.
 */
public interface TrafficPattern {
  /** Number of flows. May exceed 2^31 (all-to-all on large networks). */
  long flowCount();

  /** Server id sending flow {@code flow}. */
  int source(long flow);

  /** Server id receiving flow {@code flow}. */
  int destination(long flow);
}
