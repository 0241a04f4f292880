package org.interflow.model.traffic.app;

/**
 * Per-iteration message counters of one task: how many messages of the current iteration and of
 * later ones (which neighbours that run ahead may send early) have arrived. A ring of counters
 * starting at the current iteration that doubles when a message from further ahead arrives, so no
 * early message is ever lost; memory is O(how far ahead neighbours run), two ints in the
 * lock-step workloads.
 */
final class IterationCounts {
  private int[] counts = new int[2];   // length a power of two; iteration i at index i & (length-1)
  private long current;

  /** Counts one message of {@code iteration}, which must not be before the current one. */
  void add(long iteration) {
    if (iteration < current) {
      throw new IllegalStateException("message of iteration " + iteration + " after iteration " + current + " was complete");
    }
    while (iteration - current >= counts.length) grow();
    counts[index(iteration)]++;
  }

  /** Messages of the current iteration received so far. */
  int current() {
    return counts[index(current)];
  }

  /** The current iteration is complete: forget its count and move to the next one. */
  void advance() {
    counts[index(current)] = 0;
    current++;
  }

  private int index(long iteration) {
    return (int) (iteration & (counts.length - 1));
  }

  private void grow() {
    int[] larger = new int[counts.length * 2];
    for (long i = current; i < current + counts.length; i++) {
      larger[(int) (i & (larger.length - 1))] = counts[index(i)];
    }
    counts = larger;
  }
}
