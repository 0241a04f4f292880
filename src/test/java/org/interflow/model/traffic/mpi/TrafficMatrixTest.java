package org.interflow.model.traffic.mpi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class TrafficMatrixTest {
  @Test
  void sparseRowsWithEmptyOnesAnswerEveryPairAndTotal() {
    // 4 ranks: 0 -> {1: 10, 3: 30}; 1 -> nothing; 2 -> {0: 5}; 3 -> nothing. Pairs in row order:
    // (0,1), (0,3), (2,0); total 45.
    long[][] none = {new long[0], new long[0]};
    TrafficMatrix m = new TrafficMatrix(new long[][][] {
        {new long[] {1, 3}, new long[] {10, 30}}, none, {new long[] {0}, new long[] {5}}, none});
    assertEquals(3, m.pairs());
    assertEquals(List.of(0, 0, 2), List.of(m.source(0), m.source(1), m.source(2)));
    assertEquals(List.of(1, 3, 0), List.of(m.destination(0), m.destination(1), m.destination(2)));
    assertEquals(30, m.bytes(0, 3));
    assertEquals(0, m.bytes(0, 2));
    assertEquals(0, m.bytes(1, 0));
    assertEquals(5, m.bytes(2, 0));
    assertEquals(45, m.totalBytes());
  }
}
