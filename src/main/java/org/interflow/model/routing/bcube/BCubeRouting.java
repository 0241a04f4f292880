package org.interflow.model.routing.bcube;

import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.CandidatePathRouting;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.bcube.BCubeSpec;

/**
 * BCube routing (Guo et al., SIGCOMM 2009, section 4): a path corrects the address digits in which
 * source and destination differ one at a time, each correction being one relay through the
 * switch of that level (server, switch, server: 2 links), so a pair differing in d digits is 2d
 * links apart.
 *
 * <p><b>Candidates</b> (the paper's BuildPathSet, with the digit order mirrored): path {@code P_i}
 * corrects digits in the cyclic order {@code i, i+1, .., k, 0, .., i-1}. When source and
 * destination share digit i, {@code P_i} first steps to the neighbour whose digit i is {@code
 * (a_i + 1) mod n} through the level-i switch, corrects the other digits in that order and digit i
 * last (AltDCRouting, 2 more links). The k+1 paths are pairwise disjoint (no shared server other
 * than the ends, no shared switch). The first candidate is the path of the lowest differing digit,
 * i.e. digits corrected from level 0 upward: BCubeRouting, and INRFlow's {@code bcube} routing;
 * then the other direct paths in increasing i, then the detours.
 *
 * <p>Modes: single (BCubeRouting), fault-aware (the first parallel path without failures, as
 * BCube Source Routing picks among its probed parallel paths), multipath (all k+1, split). Link ids
 * are arithmetic ({@code BCubeBuilder}): O(k) per path, no allocation.
 */
public final class BCubeRouting extends CandidatePathRouting {
  private final int n;
  private final int levels;
  private final int servers;
  private final int[] power;

  public BCubeRouting(Topology topology, FailureSet failures, Mode mode) {
    super(topology, failures, mode);
    if (!(topology.spec() instanceof BCubeSpec spec)) {
      throw new IllegalArgumentException("bcube routing needs a bcube topology, got " + topology.spec().family());
    }
    this.n = spec.n();
    this.levels = spec.k() + 1;
    this.servers = spec.servers();
    this.power = new int[levels + 1];
    for (int i = 0; i <= levels; i++) power[i] = spec.power(i);
  }

  @Override
  protected int maxCandidates() { return levels; }

  @Override
  protected int candidates(int source, int destination, int max, PathBuffer out) {
    int written = 0;
    for (int i = 0; i < levels && written < max; i++) {
      if (digit(source, i) != digit(destination, i)) {
        out.beginPath();
        correct(source, destination, i, levels, out);
        written++;
      }
    }
    for (int i = 0; i < levels && written < max; i++) {
      if (digit(source, i) == digit(destination, i)) {
        out.beginPath();
        int detour = withDigit(source, i, (digit(source, i) + 1) % n);
        relay(source, detour, i, out);
        int current = correct(detour, destination, i + 1, levels - 1, out);
        relay(current, destination, i, out);
        written++;
      }
    }
    return written;
  }

  /**
   * Corrects {@code count} digits in cyclic order from {@code first}, skipping equal ones.
   *
   * @return the server reached
   */
  private int correct(int from, int to, int first, int count, PathBuffer out) {
    int current = from;
    for (int j = 0; j < count; j++) {
      int level = (first + j) % levels;
      int wanted = digit(to, level);
      if (digit(current, level) != wanted) {
        int next = withDigit(current, level, wanted);
        relay(current, next, level, out);
        current = next;
      }
    }
    return current;
  }

  /** Server to server through their level-i switch: up link of {@code a}, down link of {@code b}. */
  private void relay(int a, int b, int level, PathBuffer out) {
    out.add(2 * (level * servers + a));
    out.add(2 * (level * servers + b) + 1);
  }

  private int digit(int address, int level) { return address / power[level] % n; }

  private int withDigit(int address, int level, int value) {
    return address + (value - digit(address, level)) * power[level];
  }

}
