package org.interflow.model.failure;

import java.util.BitSet;
import java.util.SplittableRandom;
import org.interflow.model.topology.Topology;

/**
 * Which links and nodes of a topology are down. A link is usable when it is not failed and both of
 * its end nodes are up. Immutable; {@link #NONE} is the intact network.
 *
 * <p>Random failure sets are drawn from a seeded {@link SplittableRandom} by a partial
 * Fisher-Yates shuffle, so the same topology, amount and seed always fail the same elements.
 */
public final class FailureSet {
  /** No failures. */
  public static final FailureSet NONE = new FailureSet(new BitSet(), new BitSet());

  /** What random failures hit. */
  public enum Target {
    /**
     * Links that carry transit traffic: switch-to-switch links, and in a server-centric network
     * ({@link Topology#serversForward()}) every link, since servers relay there (INRFlow fails any
     * cable). Access links of servers that do not relay are kept.
     */
    LINKS,
    /** Switches (and with them every link they touch). */
    SWITCHES
  }

  private final BitSet failedLinks;
  private final BitSet failedNodes;

  private FailureSet(BitSet failedLinks, BitSet failedNodes) {
    this.failedLinks = failedLinks;
    this.failedNodes = failedNodes;
  }

  /** A failure set of explicit link ids and node ids. */
  public static FailureSet of(int[] links, int[] nodes) {
    BitSet l = new BitSet();
    BitSet n = new BitSet();
    for (int x : links) l.set(x);
    for (int x : nodes) n.set(x);
    return new FailureSet(l, n);
  }

  /**
   * Fails {@code count} elements of the given kind chosen uniformly at random with {@code seed}.
   *
   * @throws IllegalArgumentException if count exceeds the number of candidates
   */
  public static FailureSet random(Topology t, Target target, int count, long seed) {
    int[] candidates = candidates(t, target);
    if (count < 0 || count > candidates.length) {
      throw new IllegalArgumentException("cannot fail " + count + " " + target.name().toLowerCase()
          + ": the network has " + candidates.length);
    }
    SplittableRandom random = new SplittableRandom(seed);
    for (int i = 0; i < count; i++) {
      int j = i + random.nextInt(candidates.length - i);
      int tmp = candidates[i];
      candidates[i] = candidates[j];
      candidates[j] = tmp;
    }
    BitSet chosen = new BitSet();
    for (int i = 0; i < count; i++) chosen.set(candidates[i]);
    return target == Target.LINKS ? new FailureSet(chosen, new BitSet()) : new FailureSet(new BitSet(), chosen);
  }

  /** Fails the given fraction (0..1) of the candidates, rounded to the nearest count. */
  public static FailureSet randomFraction(Topology t, Target target, double fraction, long seed) {
    if (!(fraction >= 0 && fraction <= 1)) throw new IllegalArgumentException("failure fraction must be in [0,1], got " + fraction);
    return random(t, target, (int) Math.round(fraction * candidates(t, target).length), seed);
  }

  private static int[] candidates(Topology t, Target target) {
    if (target == Target.SWITCHES) {
      int[] c = new int[t.switches()];
      for (int s = 0; s < c.length; s++) c[s] = t.switchNode(s);
      return c;
    }
    int n = 0;
    for (int l = 0; l < t.links(); l++) if (transit(t, l)) n++;
    int[] c = new int[n];
    n = 0;
    for (int l = 0; l < t.links(); l++) if (transit(t, l)) c[n++] = l;
    return c;
  }

  private static boolean transit(Topology t, int link) {
    return t.serversForward() || (t.isSwitch(t.linkA(link)) && t.isSwitch(t.linkB(link)));
  }

  public boolean isEmpty() { return failedLinks.isEmpty() && failedNodes.isEmpty(); }

  public boolean linkFailed(int link) { return failedLinks.get(link); }

  public boolean nodeFailed(int node) { return failedNodes.get(node); }

  /** True when the link and both its end nodes are up. */
  public boolean linkUsable(Topology t, int link) {
    return !failedLinks.get(link) && !failedNodes.get(t.linkA(link)) && !failedNodes.get(t.linkB(link));
  }

  /** True when the directed link's undirected link is usable. */
  public boolean directedUsable(Topology t, int directedLink) { return linkUsable(t, Topology.linkOf(directedLink)); }

  public int failedLinkCount() { return failedLinks.cardinality(); }

  public int failedNodeCount() { return failedNodes.cardinality(); }
}
