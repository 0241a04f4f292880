package org.interflow.model.scheduler;

import java.util.BitSet;

/**
 * The nodes of a machine, each free or busy: what allocation policies choose from. Nodes are the
 * scheduler's allocation unit, numbered 0 .. nodes-1 (a topology's servers, or its cores when
 * jobs share nodes). Allocation policies only read it; the batch scheduler takes and releases.
 * Queries are O(1) or a bitmap scan of O(nodes / 64).
 */
public final class NodePool {
  private final int nodes;
  private final BitSet busy;
  private int free;

  /** A machine of {@code nodes} free nodes. */
  public NodePool(int nodes) {
    if (nodes < 1) throw new IllegalArgumentException("a machine needs at least one node, got " + nodes);
    this.nodes = nodes;
    this.busy = new BitSet(nodes);
    this.free = nodes;
  }

  /** Nodes of the machine. */
  public int nodes() { return nodes; }

  /** Free nodes. */
  public int freeCount() { return free; }

  public boolean isFree(int node) { return !busy.get(node); }

  /** The lowest free node at or after {@code from}, or -1. */
  public int nextFree(int from) {
    int n = busy.nextClearBit(from);
    return n < nodes ? n : -1;
  }

  /** The lowest busy node at or after {@code from}, or -1. */
  public int nextBusy(int from) { return busy.nextSetBit(from); }

  /**
   * Marks {@code chosen} busy.
   *
   * @throws IllegalArgumentException if one is out of range or already busy (nothing is taken then)
   */
  public void take(int[] chosen) {
    for (int i = 0; i < chosen.length; i++) {
      int n = chosen[i];
      if (n < 0 || n >= nodes || busy.get(n)) {
        for (int k = 0; k < i; k++) busy.clear(chosen[k]);
        throw new IllegalArgumentException("node " + n + " is " + (n < 0 || n >= nodes ? "not in 0.." + (nodes - 1) : "busy"));
      }
      busy.set(n);
    }
    free -= chosen.length;
  }

  /**
   * Marks {@code held} free again.
   *
   * @throws IllegalArgumentException if one is not busy (nothing is released then)
   */
  public void release(int[] held) {
    for (int n : held) {
      if (n < 0 || n >= nodes || !busy.get(n)) throw new IllegalArgumentException("node " + n + " is not busy");
    }
    for (int n : held) busy.clear(n);
    free += held.length;
  }
}
