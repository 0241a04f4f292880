package org.interflow.io.sweep;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The points of a sweep: every combination of a grid's values, then the explicitly listed points.
 * Grid keys vary in the given order, the last fastest (so {@code a = [1, 2], b = [x, y]} gives
 * (1, x), (1, y), (2, x), (2, y)); an empty grid contributes no point. O(points x keys).
 */
public final class SweepPoints {
  private SweepPoints() {}

  /**
   * @param grid parameter name to its values (HOCON value texts), in variation order; no list may be empty
   * @param listed further points, each a name-to-value map
   * @return the points, each a name-to-value map in grid order then the listed point's order
   * @throws IllegalArgumentException if a grid key has no value
   */
  public static List<Map<String, String>> expand(Map<String, List<String>> grid, List<Map<String, String>> listed) {
    List<Map<String, String>> points = new ArrayList<>();
    List<String> keys = new ArrayList<>(grid.keySet());
    for (String k : keys) {
      if (grid.get(k).isEmpty()) throw new IllegalArgumentException("sweep.grid." + k + " has no value");
    }
    if (!keys.isEmpty()) {
      int[] index = new int[keys.size()];
      while (true) {
        Map<String, String> point = new LinkedHashMap<>();
        for (int i = 0; i < keys.size(); i++) point.put(keys.get(i), grid.get(keys.get(i)).get(index[i]));
        points.add(point);
        int i = keys.size() - 1;
        while (i >= 0 && ++index[i] == grid.get(keys.get(i)).size()) index[i--] = 0;
        if (i < 0) break;
      }
    }
    for (Map<String, String> p : listed) points.add(new LinkedHashMap<>(p));
    return points;
  }

  /** The parameter names of {@code points}, in order of first appearance: the columns of sweep.csv. */
  public static List<String> parameters(List<Map<String, String>> points) {
    LinkedHashMap<String, Boolean> names = new LinkedHashMap<>();
    for (Map<String, String> p : points) for (String k : p.keySet()) names.putIfAbsent(k, true);
    return List.copyOf(names.keySet());
  }
}
