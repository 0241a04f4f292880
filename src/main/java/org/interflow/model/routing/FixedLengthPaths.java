package org.interflow.model.routing;

import org.interflow.model.topology.Topology;

/**
 * Enumerates the simple paths of one exact length from a source server to a destination server,
 * depth first in lexicographic order of the ports taken (port 0 of the source first), stopping
 * after a cap. A branch is cut as soon as the BFS distance of its head to the destination exceeds
 * the hops left, so with length equal to the shortest distance only minimal paths are visited and
 * every visited branch completes; longer lengths give the extra paths of AllPath-style routings.
 *
 * <p>Work per path written is O(length x degree) when length is minimal; with slack it also
 * includes dead branches, bounded by the pruning. No allocation: the DFS stack lives in the
 * buffer's scratch array {@code A} (3 x (length + 1) ints), so call it after any BFS that uses it.
 */
public final class FixedLengthPaths {
  private FixedLengthPaths() {}

  /**
   * Appends to {@code out} (without clearing it) up to {@code max} simple paths of exactly {@code
   * length} hops from {@code source} to {@code destination}, relaying only through nodes that relay.
   *
   * @param table the distance table toward the destination
   * @param length hops per path, at least 1
   * @return the number of paths appended
   */
  public static int append(DestinationDistances distances, DistanceTable table, int source, int destination,
      int length, int max, PathBuffer out) {
    ForwardingGraph graph = distances.graph();
    Topology t = graph.topology();
    int stride = length + 1;
    int[] stack = out.scratchA(3 * stride);   // [0,stride) nodes, [stride,2s) next port, [2s,3s) link taken
    int written = 0;
    int depth = 0;
    stack[0] = source;
    stack[stride] = 0;
    while (depth >= 0 && written < max) {
      int u = stack[depth];
      int port = stack[stride + depth];
      int left = length - depth - 1;          // hops still to go after the next link
      boolean descended = false;
      for (int degree = t.degree(u); port < degree && written < max; ) {
        int link = t.outLink(u, port++);
        if (!graph.usable(link)) continue;
        int v = t.to(link);
        if (left == 0) {
          if (v != destination) continue;
          out.beginPath();
          for (int i = 0; i < depth; i++) out.add(stack[2 * stride + i]);
          out.add(link);
          written++;
          continue;
        }
        if (v == destination) continue;
        int h = distances.hops(table, v, destination);
        if (h < 0 || h > left || onPath(stack, depth, v)) continue;
        stack[stride + depth] = port;
        stack[2 * stride + depth] = link;
        depth++;
        stack[depth] = v;
        stack[stride + depth] = 0;
        descended = true;
        break;
      }
      if (!descended) depth--;
    }
    return written;
  }

  private static boolean onPath(int[] stack, int depth, int node) {
    for (int i = 0; i <= depth; i++) if (stack[i] == node) return true;
    return false;
  }
}
