package org.interflow.model.topology.exanest;

import java.util.ArrayList;
import java.util.List;
import org.interflow.model.topology.TopologySpec;

/**
 * An ExaNeSt direct network of chassis (Pascual, Navaridas, et al., "Designing an exascale
 * interconnect using multi-objective optimization", IEEE CEC 2017, section V.A; seed text {@code
 * exanest-topology-optimization.txt}): {@code M} cabinets
 * of {@code N} chassis; each chassis holds 6 computing elements (the servers) and 2 routers joined
 * by the backplane, each router offering {@code R} links to other chassis. One link-assignment vector
 * {@code s = (s(1) .. s(2R))} wires the first chassis and the rest of the network follows by symmetry
 * (see {@link ExanestBuilder}).
 *
 * <p>Links {@code 1..R} of a chassis belong to its first router and {@code R+1..2R} to the second; the
 * network's links are numbered 1, 2, ... chassis after chassis and cabinet after cabinet. {@code s(i)}
 * is the offset from link {@code i} to the link it is cabled to: {@code s(i) = 0} leaves link {@code
 * i} unused, {@code s(i)} in {@code [2R - i + 1, 2NR - i]} is an internal link (same cabinet) and
 * {@code s(i)} in {@code [2NR - i + 1, 2MNR - i]} an external one (another cabinet). The ranges keep a
 * link out of its own chassis, which the backplane already joins.
 *
 * <p>Closed forms: {@code 6*N*M} servers, {@code 2*N*M} routers, {@code N*M*(7 + |A_s|)} links, where
 * {@code |A_s|} is the number of non-zero entries of {@code s} (6 server links and the backplane link
 * per chassis, plus one cable per used link and chassis).
 *
 * @param n N, chassis per cabinet, 1 or more (16 in the ExaNeSt design)
 * @param m M, cabinets, 1 or more (up to 256 in the ExaNeSt design)
 * @param r R, links per router towards other chassis, 1 or more
 * @param s the link-assignment vector {@code s(1)..s(2R)}, stored 0-based
 */
public record ExanestSpec(int n, int m, int r, List<Integer> s) implements TopologySpec {
  /** Computing elements (servers) per chassis: 3 on each router. */
  public static final int SERVERS_PER_CHASSIS = 6;

  public ExanestSpec {
    if (n < 1 || m < 1 || r < 1) {
      throw new IllegalArgumentException("exanest needs n, m, r >= 1, got n=" + n + ", m=" + m + ", r=" + r);
    }
    if ((long) n * m * r * 2 > Integer.MAX_VALUE / 8) throw new IllegalArgumentException("exanest too large");
    s = List.copyOf(s);
    if (s.size() != 2 * r) {
      throw new IllegalArgumentException("exanest links vector needs 2*r = " + 2 * r + " entries, got " + s.size());
    }
    for (int i = 1; i <= 2 * r; i++) {
      int v = s.get(i - 1);
      boolean internal = v >= 2 * r - i + 1 && v <= 2 * n * r - i;
      boolean external = v >= 2 * n * r - i + 1 && v <= 2 * m * n * r - i;
      if (v != 0 && !internal && !external) {
        throw new IllegalArgumentException("exanest links entry s(" + i + ") = " + v + " is out of range: 0 (unused), "
            + range(2 * r - i + 1, 2 * n * r - i) + " (internal) or " + range(2 * n * r - i + 1, 2 * m * n * r - i)
            + " (external) for n=" + n + ", m=" + m + ", r=" + r);
      }
    }
  }

  /** The spec with {@link #defaultLinks(int, int, int)}. */
  public ExanestSpec(int n, int m, int r) { this(n, m, r, defaultLinks(n, m, r)); }

  private static String range(int lo, int hi) { return lo > hi ? "none" : "[" + lo + ", " + hi + "]"; }

  /**
   * The vector used when none is given: a chordal ring inside each cabinet and a ring of cabinets.
   * The first router's link {@code d} ({@code d = 1..min(R, N/2)}) goes to the same link of the
   * chassis {@code d} places further in the cabinet, {@code s(d) = 2Rd}; the second router's link
   * {@code R+e} ({@code e = 1..min(R, M/2)}) goes to the same link of the same chassis {@code e}
   * cabinets further, {@code s(R+e) = 2NRe}; the rest are 0. It is our choice, not the paper's (the
   * paper evolves vectors and publishes no single one): a regular, connected starting point with
   * each router using at most {@code 2R} cables. When {@code d = N/2} (or {@code e = M/2}) two chassis
   * are joined by two parallel cables.
   */
  public static List<Integer> defaultLinks(int n, int m, int r) {
    List<Integer> s = new ArrayList<>(2 * r);
    for (int d = 1; d <= r; d++) s.add(d <= n / 2 ? 2 * r * d : 0);
    for (int e = 1; e <= r; e++) s.add(e <= m / 2 ? 2 * n * r * e : 0);
    return s;
  }

  /**
   * Reads a vector written as on the CLI, entries separated by {@code -} or {@code .}: {@code
   * 5-17-8-22} is {@code s = (5, 17, 8, 22)}.
   *
   * @throws IllegalArgumentException naming the entry that is not a non-negative integer
   */
  public static List<Integer> parseLinks(String text) {
    List<Integer> s = new ArrayList<>();
    for (String part : text.trim().split("[-.]", -1)) {
      try {
        int v = Integer.parseInt(part.trim());
        if (v < 0) throw new NumberFormatException();
        s.add(v);
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException("exanest links '" + text + "': entry " + (s.size() + 1) + " '" + part
            + "' is not a non-negative integer (write e.g. links=5-17-8-22)");
      }
    }
    return s;
  }

  /** Non-zero entries of {@code s}, the paper's objective {@code f3 = |A_s|}. */
  public int usedLinks() {
    int used = 0;
    for (int v : s) if (v != 0) used++;
    return used;
  }

  @Override
  public String family() { return "exanest"; }

  @Override
  public String canonical() {
    StringBuilder b = new StringBuilder("exanest:n=").append(n).append(",m=").append(m).append(",r=").append(r).append(",links=");
    for (int i = 0; i < s.size(); i++) b.append(i == 0 ? "" : "-").append(s.get(i));
    return b.toString();
  }
}
