package org.interflow.io.results;

import java.nio.file.Path;
import org.interflow.model.topology.Topology;

/**
 * Writes a per-link utilisation time series as a long-format CSV table with the header
 * {@code link,from,to,binStartSeconds,utilisation}: one row per recorded directed link and time
 * bin, links in the order given (increasing id for canonical output) and bins in time order.
 * {@code from} and {@code to} are the node ids at the link's ends; {@code binStartSeconds} is
 * bin x bin width; {@code utilisation} is the mean fraction of capacity used in the bin (0..1).
 * Numbers are canonical as in {@link CsvTable} (reals to 9 decimals), so the same series always
 * gives the same bytes. Streaming: O(links x bins) time, O(1) memory.
 */
public final class LinkUtilisationCsv {
  /** The table's header. */
  public static final String[] HEADER = {"link", "from", "to", "binStartSeconds", "utilisation"};

  private LinkUtilisationCsv() {}

  /**
   * Writes the series.
   *
   * @param directedLinks the recorded directed link ids; row index i of {@code utilisation} is link {@code directedLinks[i]}
   * @param binPs width of a time bin in picoseconds
   * @param bins number of bins
   * @param utilisation {@code (index, bin) -> utilisation} of {@code directedLinks[index]} in {@code bin}
   * @throws IllegalArgumentException if {@code binPs} is not positive or {@code bins} is negative
   */
  public static void write(Path csv, Topology topology, int[] directedLinks, long binPs, int bins, Plots.CellValues utilisation) {
    if (binPs <= 0 || bins < 0) throw new IllegalArgumentException("need binPs > 0 and bins >= 0, got " + binPs + ", " + bins);
    // CsvTable writes reals through BigDecimal (about 2 us a cell), so the bin starts are
    // rendered once and utilisations take the exact fast path of canonicalFraction.
    String[] binStartSeconds = new String[bins];
    for (int b = 0; b < bins; b++) binStartSeconds[b] = Summary.canonical(b * (double) binPs / 1e12).toPlainString();
    try (CsvTable table = new CsvTable(csv, HEADER)) {
      for (int i = 0; i < directedLinks.length; i++) {
        int link = directedLinks[i];
        int from = topology.from(link);
        int to = topology.to(link);
        for (int b = 0; b < bins; b++) {
          table.cell(link).cell(from).cell(to).cell(binStartSeconds[b]);
          double u = utilisation.value(i, b);
          String fast = canonicalFraction(u);
          if (fast != null) table.cell(fast);
          else table.cell(u);
          table.endRow();
        }
      }
    }
  }

  /**
   * The canonical text of {@code x} (as {@link Summary#canonical}: 9 decimals, half-even, no
   * trailing zeros) for 0 &le; x &lt; 1000 without BigDecimal, or null when the fast path cannot be
   * sure (x out of range, NaN, or x * 1e9 within 0.01 of a rounding tie; the product's error is
   * below 1e12 * 2^-53 &lt; 0.001, so outside that margin the rounding is the exact one).
   */
  static String canonicalFraction(double x) {
    if (!(x >= 0 && x < 1000)) return null;
    double scaled = x * 1e9;
    double frac = scaled - Math.floor(scaled);
    if (Math.abs(frac - 0.5) < 0.01) return null;
    long units = Math.round(scaled);
    long whole = units / 1_000_000_000L;
    long nanos = units % 1_000_000_000L;
    if (nanos == 0) return Long.toString(whole);
    int decimals = 9;
    while (nanos % 10 == 0) {
      nanos /= 10;
      decimals--;
    }
    String digits = Long.toString(nanos);
    StringBuilder b = new StringBuilder(12).append(whole).append('.');
    for (int k = digits.length(); k < decimals; k++) b.append('0');
    return b.append(digits).toString();
  }
}
