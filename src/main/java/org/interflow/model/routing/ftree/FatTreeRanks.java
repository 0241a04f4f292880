package org.interflow.model.routing.ftree;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.topology.Topology;

/**
 * A fat-tree seen as OpenSM's fat-tree routing sees it: switches ranked into levels from the
 * leaves (switches with servers, level 1) up, and each switch's links grouped by the switch at the
 * other end ("port groups", parallel links together) into up groups and down groups, ordered by
 * that switch's index. Only usable links count (failures); levels come from the intact network.
 *
 * <p>Built in O(nodes + links). Immutable.
 */
final class FatTreeRanks {
  /** The usable links from one switch to one neighbouring switch, as directed links leaving the switch. */
  record Group(int remote, int[] links) {}

  private final int[] level;
  private final Group[][] up;
  private final Group[][] down;
  private final int[] leaves;

  /**
   * @throws IllegalArgumentException if the network is not a tree of levels: a switch no leaf
   *     reaches, or a link between two switches whose levels do not differ by one
   */
  FatTreeRanks(Topology t, FailureSet failures) {
    int switches = t.switches();
    level = new int[switches];
    ArrayDeque<Integer> queue = new ArrayDeque<>();
    List<Integer> leafList = new ArrayList<>();
    for (int sw = 0; sw < switches; sw++) {
      int node = t.switchNode(sw);
      for (int p = 0; p < t.degree(node); p++) {
        if (t.isServer(t.neighbor(node, p)) && level[sw] == 0) {
          level[sw] = 1;
          queue.add(sw);
          leafList.add(sw);
        }
      }
    }
    while (!queue.isEmpty()) {
      int sw = queue.poll();
      int node = t.switchNode(sw);
      for (int p = 0; p < t.degree(node); p++) {
        int n = t.neighbor(node, p);
        if (t.isSwitch(n) && level[n - t.servers()] == 0) {
          level[n - t.servers()] = level[sw] + 1;
          queue.add(n - t.servers());
        }
      }
    }
    up = new Group[switches][];
    down = new Group[switches][];
    for (int sw = 0; sw < switches; sw++) {
      if (level[sw] == 0) throw new IllegalArgumentException("not a fat-tree: switch " + sw + " is not connected to any leaf");
      group(t, failures, sw);
    }
    leaves = leafList.stream().mapToInt(Integer::intValue).sorted().toArray();
  }

  private void group(Topology t, FailureSet failures, int sw) {
    int node = t.switchNode(sw);
    List<Integer> remotes = new ArrayList<>();
    for (int p = 0; p < t.degree(node); p++) {
      int n = t.neighbor(node, p);
      if (t.isSwitch(n) && !remotes.contains(n - t.servers())) remotes.add(n - t.servers());
    }
    remotes.sort(null);
    List<Group> ups = new ArrayList<>();
    List<Group> downs = new ArrayList<>();
    for (int remote : remotes) {
      int gap = level[remote] - level[sw];
      if (gap != 1 && gap != -1) {
        throw new IllegalArgumentException("not a fat-tree: switches " + sw + " and " + remote + " are linked but sit at levels "
            + level[sw] + " and " + level[remote]);
      }
      int[] links = new int[t.degree(node)];
      int n = 0;
      for (int p = 0; p < t.degree(node); p++) {
        int link = t.outLink(node, p);
        if (t.to(link) == t.switchNode(remote) && usable(t, failures, link)) links[n++] = link;
      }
      if (n == 0) continue;
      (gap == 1 ? ups : downs).add(new Group(remote, Arrays.copyOf(links, n)));
    }
    up[sw] = ups.toArray(Group[]::new);
    down[sw] = downs.toArray(Group[]::new);
  }

  private static boolean usable(Topology t, FailureSet failures, int link) {
    return failures.directedUsable(t, link) && !failures.nodeFailed(t.from(link)) && !failures.nodeFailed(t.to(link));
  }

  /** Level of a switch: 1 for leaves. */
  int level(int sw) { return level[sw]; }

  /** Up groups of a switch, by remote switch index; none for a root. */
  Group[] up(int sw) { return up[sw]; }

  /** Down groups toward switches (servers excluded), by remote switch index. */
  Group[] down(int sw) { return down[sw]; }

  /** Leaf switches (those with servers) in index order. */
  int[] leaves() { return leaves; }
}
