package org.interflow.io.trace;

/**
 * The bounds every trace reader checks a line against, so that what it hands on can neither
 * overflow nor mean nothing: sizes are whole bytes from 0 to {@link #MAX_BYTES}, rank counts at most
 * {@link #MAX_RANKS}. A value outside them is a malformed line (file, line, expected form), caught
 * by {@code trace check} as by {@code replay}. Compute amounts are checked where they are read:
 * finite and not negative.
 */
final class TraceLimits {
  /**
   * Largest message, block or buffer a trace may give, in bytes: 2^40 (1 TiB). An MPI call with
   * int counts moves at most 2^31 - 1 elements of the largest basic type (32 bytes), 64 GiB; and
   * 2^40 bytes to each of {@link #MAX_RANKS} ranks stays below 2^63, so no sum over a collective
   * overflows a long.
   */
  static final long MAX_BYTES = 1L << 40;
  /** Most ranks a trace may have: 2^20 (1,048,576), ranks 0 to 1,048,575. */
  static final int MAX_RANKS = 1 << 20;

  private TraceLimits() {}

  /**
   * {@code count} elements of {@code elementBytes} bytes each, counts truncated to whole elements
   * (as SimGrid's int arguments are), or -1 when the count is negative or not finite, the element
   * size negative, or the product above {@link #MAX_BYTES}.
   */
  static long bytes(double count, long elementBytes) {
    if (!(count >= 0) || Double.isInfinite(count) || elementBytes < 0) return -1;
    if (elementBytes == 0) return 0;
    double whole = Math.floor(count);
    if (whole > (double) MAX_BYTES / elementBytes) return -1;
    long bytes = (long) whole * elementBytes;
    return bytes <= MAX_BYTES ? bytes : -1;
  }

  /** True for a size a trace may give: 0 to {@link #MAX_BYTES} bytes. */
  static boolean validBytes(long bytes) {
    return bytes >= 0 && bytes <= MAX_BYTES;
  }

  /** The phrase for expected forms: {@code a size of 0 to 2^40 bytes}. */
  static final String SIZE_RANGE = "a size of 0 to 2^40 bytes (1 TiB)";
  /** The phrase for expected forms: {@code ranks below 2^20}. */
  static final String RANK_RANGE = "ranks 0 to 1048575 (at most 2^20 ranks)";
}
