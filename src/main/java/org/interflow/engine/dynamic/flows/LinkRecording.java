package org.interflow.engine.dynamic.flows;

/**
 * Whether and how the flow table records per-link utilisation over time.
 *
 * <p>Recording integrates, per directed link, the sum of its subflows' rates into time bins that
 * start at time 0. Bins start {@code binPs} wide; when simulated time passes {@code maxBins} bins,
 * neighbouring bins are merged pairwise and the width doubles, so memory stays at {@code maxBins}
 * floats per recorded link however long the run. When the recorded links times {@code maxBins}
 * would exceed {@code maxCells}, recording is skipped for the run (and the table says so) rather
 * than exhaust memory.
 *
 * @param enabled false: no recording at all (the fast path)
 * @param binPs initial bin width in picoseconds (> 0)
 * @param maxBins bins kept per link (even, >= 2)
 * @param scope which directed links are recorded
 * @param maxCells budget of recorded links times {@code maxBins} (4 bytes each)
 */
public record LinkRecording(boolean enabled, long binPs, int maxBins, Scope scope, long maxCells) {
  /** Which directed links are recorded. */
  public enum Scope {
    /** Links joining two switches (the fabric). */
    SWITCH_LINKS,
    /** Links with a server at one end or both (injection and ejection). */
    SERVER_LINKS,
    /** Every directed link. */
    ALL_LINKS
  }

  /** 1 microsecond, the starting bin width when none is given. */
  public static final long DEFAULT_BIN_PS = 1_000_000L;

  /** 512 bins per link. */
  public static final int DEFAULT_MAX_BINS = 512;

  /** 2^27 cells (512 MiB of floats). */
  public static final long DEFAULT_MAX_CELLS = 1L << 27;

  /** No recording. */
  public static final LinkRecording OFF =
      new LinkRecording(false, DEFAULT_BIN_PS, DEFAULT_MAX_BINS, Scope.ALL_LINKS, DEFAULT_MAX_CELLS);

  public LinkRecording {
    if (binPs <= 0) throw new IllegalArgumentException("utilisation bin width must be > 0 ps, got " + binPs);
    if (maxBins < 2 || maxBins % 2 != 0) {
      throw new IllegalArgumentException("utilisation bins must be even and >= 2, got " + maxBins);
    }
    if (scope == null) throw new IllegalArgumentException("utilisation link scope is required");
    if (maxCells < 0) throw new IllegalArgumentException("utilisation cell budget must be >= 0, got " + maxCells);
  }

  /** Recording on, with the given bins, scope and budget. */
  public static LinkRecording on(long binPs, int maxBins, Scope scope, long maxCells) {
    return new LinkRecording(true, binPs, maxBins, scope, maxCells);
  }

  /** Recording on with the defaults for everything but the scope. */
  public static LinkRecording on(Scope scope) {
    return on(DEFAULT_BIN_PS, DEFAULT_MAX_BINS, scope, DEFAULT_MAX_CELLS);
  }
}
