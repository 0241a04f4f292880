package org.interflow.model.network;

import java.util.Arrays;

/** A set of directed links, each listed once in the order added; clearing costs its size. */
final class LinkSet {
  private final boolean[] member;
  private int[] links = new int[64];
  private int count;

  /** An empty set over links {@code 0..links-1}. */
  LinkSet(int links) { this.member = new boolean[links]; }

  void add(int link) {
    if (member[link]) return;
    member[link] = true;
    if (count == links.length) links = Arrays.copyOf(links, 2 * count);
    links[count++] = link;
  }

  /** Adds every link of the path of subflow {@code s} in {@code table}. */
  void addPath(SubflowTable table, int s) {
    int[] pool = table.pathPool();
    for (int h = table.pathOffset(s), end = h + table.pathLength(s); h < end; h++) add(pool[h]);
  }

  int size() { return count; }

  /** The {@code i}-th link added. */
  int link(int i) { return links[i]; }

  void clear() {
    for (int i = 0; i < count; i++) member[links[i]] = false;
    count = 0;
  }
}
