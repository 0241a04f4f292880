package org.interflow.model.routing.dpillar;

import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.CandidatePathRouting;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.dpillar.DPillarLayout;
import org.interflow.model.topology.dpillar.DPillarSpec;

/**
 * DPillar routing (Liao et al., INFOCOM 2010, section IV). <b>Single path</b> (DPillarSP): the
 * packet travels round the ring in one direction, each hop crossing one switch column and setting
 * the digit of that column to the destination's, until it reaches the destination (less than 2k
 * hops). <b>Multipath</b> (DPillarMP): through each of the n/2 servers on the source's switch in
 * the travel direction, paired with the n/2 servers on the destination's switch in the opposite
 * direction (the one that already has the right digit and the one with the source's digit first),
 * each pair joined by the single path.
 *
 * <p>Parameters: {@code paths=sp} gives the candidates {single path in the travel direction,
 * single path the other way}; {@code paths=mp} the n/2 multipath paths. {@code
 * direction=clockwise} always starts clockwise; {@code direction=shorter} starts the way the
 * destination column is nearer (ties clockwise). INRFlow equivalents: {@code dpillar-sp} is
 * paths=sp with mode single; {@code dpillar-sp-shd} is paths=sp, direction=shorter, mode
 * fault-aware, except that INRFlow breaks column-distance ties at random; {@code dpillar-mp} is
 * paths=mp with mode fault-aware (INRFlow routes a flow on the first of the n/2 paths that has no
 * failure, not on all of them).
 *
 * <p>A multipath candidate that visits a server twice (its single path passes the source or the
 * destination) has the cycle cut out ({@link #eraseLoops}). Link ids are arithmetic ({@link DPillarLayout}); O(k) per path.
 */
public final class DPillarRouting extends CandidatePathRouting {
  private final DPillarLayout layout;
  private final boolean multipathPaths;
  private final boolean shorter;
  private final int k;

  /**
   * @param multipathPaths true for {@code paths=mp}, false for {@code paths=sp}
   * @param shorter true to start in the direction of the nearer destination column
   */
  public DPillarRouting(Topology topology, FailureSet failures, Mode mode, boolean multipathPaths, boolean shorter) {
    super(topology, failures, mode);
    if (!(topology.spec() instanceof DPillarSpec spec)) {
      throw new IllegalArgumentException("dpillar routing needs a dpillar topology, got " + topology.spec().family());
    }
    this.layout = new DPillarLayout(spec);
    this.multipathPaths = multipathPaths;
    this.shorter = shorter;
    this.k = spec.k();
  }

  @Override
  protected int maxCandidates() { return multipathPaths ? layout.half() : 2; }

  @Override
  protected int candidates(int source, int destination, int max, PathBuffer out) {
    int dir = 1;
    if (shorter) {
      int cs = layout.column(source);
      int cd = layout.column(destination);
      if ((cs - cd + k) % k < (cd - cs + k) % k) dir = -1;
    }
    int written = 0;
    if (!multipathPaths) {
      for (int i = 0; i < 2 && written < max; i++, dir = -dir) {
        out.beginPath();
        single(source, destination, dir, out);
        written++;
      }
      return written;
    }
    int h = layout.half();
    int sourceColumn = layout.column(source);
    int destinationColumn = layout.column(destination);
    int sourceLabel = layout.label(source);
    int destinationLabel = layout.label(destination);
    // digit the source's first hop sets, and the digit the destination's last hop sets
    int first = dir > 0 ? sourceColumn : (sourceColumn - 1 + k) % k;
    int last = dir > 0 ? (destinationColumn - 1 + k) % k : destinationColumn;
    int firstColumn = (sourceColumn + dir + k) % k;
    int lastColumn = (destinationColumn - dir + k) % k;
    int preferredFirst = layout.digit(destinationLabel, first);
    int preferredLast = layout.digit(sourceLabel, last);
    for (int i = 0; i < h && written < max; i++) {
      int a = order(i, preferredFirst);
      int b = order(i, preferredLast);
      int via = layout.server(firstColumn, layout.withDigit(sourceLabel, first, a));
      int before = layout.server(lastColumn, layout.withDigit(destinationLabel, last, b));
      out.beginPath();
      step(source, dir, layout.digit(layout.label(via), first), out);
      single(via, before, dir, out);
      step(before, dir, layout.digit(destinationLabel, last), out);
      eraseLoops(source, out);
      written++;
    }
    return written;
  }

  /** The i-th digit value in the order preferred first, then the others increasing. */
  private static int order(int i, int preferred) { return i == 0 ? preferred : i <= preferred ? i - 1 : i; }

  /** DPillarSP from {@code from} to {@code to} in direction dir (+1 clockwise). */
  private void single(int from, int to, int dir, PathBuffer out) {
    int current = from;
    int target = layout.label(to);
    while (current != to) {
      int c = layout.column(current);
      int digit = dir > 0 ? c : (c - 1 + k) % k;
      current = step(current, dir, layout.digit(target, digit), out);
    }
  }

  /** One hop through the next switch column in direction dir, setting that column's digit; returns the server reached. */
  private int step(int server, int dir, int value, PathBuffer out) {
    int c = layout.column(server);
    int v = layout.label(server);
    int switchColumn = dir > 0 ? c : (c - 1 + k) % k;
    int nextColumn = (c + dir + k) % k;
    int next = layout.withDigit(v, switchColumn, value);
    out.add(2 * layout.link(switchColumn, c, v));
    out.add(2 * layout.link(switchColumn, nextColumn, next) + 1);
    return layout.server(nextColumn, next);
  }

  /**
   * Cuts every cycle out of the current (last) path: from each node, jump to its last visit. A
   * multipath pair's single path can pass the source or the destination; INRFlow keeps such
   * loops, a packet would not. O(length^2), length < 4k + 4.
   */
  private void eraseLoops(int source, PathBuffer out) {
    int p = out.pathCount() - 1;
    int n = out.length(p);
    int[] nodes = new int[n + 1];
    int[] links = out.path(p);
    nodes[0] = source;
    for (int i = 0; i < n; i++) nodes[i + 1] = topology.to(links[i]);
    boolean loops = false;
    for (int i = 0; i <= n && !loops; i++) for (int j = i + 1; j <= n; j++) if (nodes[j] == nodes[i]) loops = true;
    if (!loops) return;
    out.discardPath();
    out.beginPath();
    for (int i = 0; i < n; ) {
      int last = i;
      for (int j = n; j > i; j--) {
        if (nodes[j] == nodes[i]) {
          last = j;
          break;
        }
      }
      if (last == n) break;
      out.add(links[last]);
      i = last + 1;
    }
  }
}
