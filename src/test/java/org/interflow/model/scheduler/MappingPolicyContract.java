package org.interflow.model.scheduler;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What every task mapping must satisfy: each task on one of the job's nodes, no node holding more
 * than tasks-per-node tasks, only the first ceil(tasks / tasks-per-node) nodes used, the same map
 * whenever asked, and a refusal when the nodes cannot hold the tasks.
 */
public abstract class MappingPolicyContract {
  protected abstract MappingPolicy policy();

  @Test
  void everyTaskGoesToAnAllocatedNodeWithinItsCapacity() {
    int[] nodes = {40, 7, 13, 2, 99};
    for (int[] shape : new int[][] {{10, 2}, {9, 2}, {5, 1}, {1, 4}, {20, 4}}) {
      int tasks = shape[0];
      int perNode = shape[1];
      int[] map = policy().map(3, tasks, perNode, nodes);
      assertEquals(tasks, map.length);
      int used = (tasks + perNode - 1) / perNode;
      Map<Integer, Integer> load = new HashMap<>();
      for (int node : map) load.merge(node, 1, Integer::sum);
      for (Map.Entry<Integer, Integer> e : load.entrySet()) {
        int position = java.util.stream.IntStream.range(0, nodes.length).filter(i -> nodes[i] == e.getKey()).findFirst().orElse(-1);
        assertTrue(position >= 0 && position < used, "node " + e.getKey() + " is among the first " + used);
        assertTrue(e.getValue() <= perNode, "node " + e.getKey() + " holds at most " + perNode);
      }
    }
  }

  @Test
  void theSameJobGetsTheSameMap() {
    int[] nodes = {5, 6, 7, 8, 9, 10, 11, 12};
    assertArrayEquals(policy().map(17, 16, 2, nodes), policy().map(17, 16, 2, nodes));
  }

  @Test
  void tooFewNodesAreRefused() {
    assertThrows(IllegalArgumentException.class, () -> policy().map(0, 9, 2, new int[] {1, 2, 3, 4}));
    assertThrows(IllegalArgumentException.class, () -> policy().map(0, 0, 1, new int[] {1}));
  }
}
