package org.interflow.engine.dynamic.flows;

import java.util.Arrays;
import org.interflow.model.routing.PathBuffer;

/**
 * The directed links of each subflow's path, packed end to end in one int array (an arena) instead
 * of one array per subflow. Freed paths leave holes that are reclaimed by compaction when the arena
 * fills up, so memory stays within about twice the links of the live paths. Ids are the flow
 * table's subflow ids. Amortised O(path length) per store, no allocation except when growing.
 */
final class PathStore {
  private int[] arena = new int[1024];
  private int top;
  private long garbage;
  private int[] offset = new int[64];
  private int[] length = new int[64];
  private boolean[] live = new boolean[64];

  /** Stores path {@code path} of {@code source} under subflow {@code id} (which must hold none). */
  void store(int id, PathBuffer source, int path) {
    int n = source.length(path);
    if (id >= offset.length) growIds(id + 1);
    if (top + n > arena.length) makeRoom(n);
    for (int h = 0; h < n; h++) arena[top + h] = source.link(path, h);
    offset[id] = top;
    length[id] = n;
    live[id] = true;
    top += n;
  }

  /** Forgets the path of {@code id}; no-op when it has none. */
  void free(int id) {
    if (id < live.length && live[id]) {
      live[id] = false;
      garbage += length[id];
    }
  }

  boolean has(int id) { return id < live.length && live[id]; }

  int length(int id) { return length[id]; }

  /** Hop {@code hop} of subflow {@code id}'s path (a directed link id). */
  int link(int id, int hop) { return arena[offset[id] + hop]; }

  /** Copies the path of {@code id} into {@code out}, growing it when too small; returns the array used. */
  int[] copy(int id, int[] out) {
    int n = length[id];
    int[] target = out.length >= n ? out : new int[Math.max(n, out.length * 2)];
    System.arraycopy(arena, offset[id], target, 0, n);
    return target;
  }

  private void makeRoom(int n) {
    long liveLinks = top - garbage;
    long needed = liveLinks + n;
    int size = arena.length;
    while (size < 2 * needed) {
      if (size > Integer.MAX_VALUE / 2) {
        size = Integer.MAX_VALUE - 16;
        break;
      }
      size *= 2;
    }
    if (needed > size) throw new IllegalStateException("path store full: " + needed + " links");
    int[] next = new int[size];
    int fill = 0;
    for (int id = 0; id < live.length; id++) {
      if (!live[id]) continue;
      System.arraycopy(arena, offset[id], next, fill, length[id]);
      offset[id] = fill;
      fill += length[id];
    }
    arena = next;
    top = fill;
    garbage = 0;
  }

  private void growIds(int needed) {
    int n = Math.max(needed, offset.length * 2);
    offset = Arrays.copyOf(offset, n);
    length = Arrays.copyOf(length, n);
    live = Arrays.copyOf(live, n);
  }
}
