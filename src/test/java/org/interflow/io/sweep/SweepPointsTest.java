package org.interflow.io.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SweepPointsTest {
  @Test
  void theLastGridKeyVariesFastestAndListedPointsFollow() {
    LinkedHashMap<String, List<String>> grid = new LinkedHashMap<>();
    grid.put("a", List.of("1", "2"));
    grid.put("b", List.of("x", "y", "z"));
    List<Map<String, String>> points = SweepPoints.expand(grid, List.of(Map.of("c", "9")));
    // 2 x 3 combinations, b fastest, then the listed point: 7 points
    assertEquals(List.of(Map.of("a", "1", "b", "x"), Map.of("a", "1", "b", "y"), Map.of("a", "1", "b", "z"),
        Map.of("a", "2", "b", "x"), Map.of("a", "2", "b", "y"), Map.of("a", "2", "b", "z"), Map.of("c", "9")), points);
    assertEquals(List.of("a", "b", "c"), SweepPoints.parameters(points));
  }

  @Test
  void anEmptyGridGivesOnlyTheListedPointsAndAnEmptyValueListIsAnError() {
    assertEquals(List.of(Map.of("seed", "3")), SweepPoints.expand(Map.of(), List.of(Map.of("seed", "3"))));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> SweepPoints.expand(Map.of("seed", List.of()), List.of()));
    assertEquals("sweep.grid.seed has no value", e.getMessage());
  }
}
