package org.interflow.model.topology.hcn;

import org.interflow.model.topology.RecursiveLevels;
import org.interflow.model.topology.RecursiveSpec;
import org.interflow.model.topology.dcell.DCellSpec;

/**
 * The numbering of an HCN or of the copies of HCN in a BCN. Copy u holds {@code a^(h+1)} leaders
 * then {@code a^h b} followers as server ids {@code u * S + local} ({@code S} servers per copy):
 * leader local id = its uid (label digits {@code x_h..x_0} base a), follower local id {@code
 * a^(h+1) + s b + j} for the j-th follower of switch s. Switch s of copy u has id {@code u a^h + s}
 * among the switches; leader x hangs from switch {@code x / a}. With several copies (BCN) it also
 * knows the follower links between them ({@link #crossingEnd}). Immutable; O(1) per call.
 */
public final class HcnLayout implements RecursiveSpec.Numbering {
  private final int a;
  private final int b;
  private final int leaders;
  private final int switchesPerCopy;
  private final int serversPerCopy;
  private final int copies;
  private final int subcellSwitches;   // a^c
  private final DCellSpec.Rule rule;   // null for a single copy

  HcnLayout(int a, int b, int h, int c, int copies, DCellSpec.Rule rule) {
    this.a = a;
    this.b = b;
    this.subcellSwitches = power(a, c);
    this.rule = rule;
    this.leaders = power(a, h + 1);
    this.switchesPerCopy = power(a, h);
    this.serversPerCopy = leaders + switchesPerCopy * b;
    this.copies = copies;
  }

  static void check(int a, int b, int h) {
    if (a < 2) throw new IllegalArgumentException("hcn needs a >= 2 leaders per switch, got " + a);
    if (b < 0) throw new IllegalArgumentException("hcn needs b >= 0 followers per switch, got " + b);
    if (h < 0) throw new IllegalArgumentException("hcn needs h >= 0, got " + h);
    if (Math.pow(a, h) * (a + b) > (1 << 26)) throw new IllegalArgumentException("hcn:a=" + a + ",b=" + b + ",h=" + h + " is too large");
  }

  /** The leaders' recursion: t_0 = a, a copies per level, HCN's bridge rule. */
  static RecursiveLevels levels(int a, int h) {
    return new RecursiveLevels(a, h, new RecursiveLevels.Rule() {
      @Override
      public long copies(int level, long previous) { return a; }

      @Override
      public int endpoint(int from, int to, int level, int previous) {
        return to * ((power(a, level) - 1) / (a - 1));   // lower `level` digits all equal to `to`
      }
    });
  }

  static int power(int base, int e) {
    int p = 1;
    for (int i = 0; i < e; i++) p *= base;
    return p;
  }

  public int copies() { return copies; }

  public int servers() { return copies * serversPerCopy; }

  public int switches() { return copies * switchesPerCopy; }

  public int serversPerCopy() { return serversPerCopy; }

  public int leadersPerCopy() { return leaders; }

  public int followersPerCopy() { return switchesPerCopy * b; }

  @Override
  public int serverOf(int copy, int uid) { return copy * serversPerCopy + uid; }

  @Override
  public int uidOf(int server) {
    int local = server % serversPerCopy;
    return local < leaders ? local : -1;
  }

  @Override
  public int copyOf(int server) { return server / serversPerCopy; }

  /** BCN: one crossing per sub-cell, {@code a^(h-c)}; 0 for a single copy. */
  @Override
  public int crossings() { return copies == 1 ? 0 : switchesPerCopy / subcellSwitches; }

  /** BCN: follower {@code v t + rule(from, to)} of copy {@code from}, {@code t = a^c b}. */
  @Override
  public int crossingEnd(int from, int to, int choice) {
    int t = subcellSwitches * b;
    return follower(from, choice * t + rule.endpoint(from, to, t));
  }

  /** BCN: the sub-cell of the server's switch. */
  @Override
  public int preferredCrossing(int server) { return switchOf(server) % switchesPerCopy / subcellSwitches; }

  /** Server id of follower {@code index} ({@code s b + j}) of copy {@code copy}. */
  public int follower(int copy, int index) { return copy * serversPerCopy + leaders + index; }

  /** Follower index ({@code s b + j}) of a follower's server id. */
  public int followerIndex(int server) { return server % serversPerCopy - leaders; }

  /** Switch index (among all switches) a server hangs from. */
  public int switchOf(int server) {
    int copy = server / serversPerCopy;
    int local = server % serversPerCopy;
    int s = local < leaders ? local / a : (local - leaders) / b;
    return copy * switchesPerCopy + s;
  }

  /** Ports of every switch, a + b. */
  public int switchRadix() { return a + b; }

  /** Switches per copy, {@code a^h}. */
  public int switchesPerCopy() { return switchesPerCopy; }
}
