package org.interflow.model.storage;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class IoAccountingTest {
  @Test
  void overlappingTransfersCountOnce() {
    // job 0 reads [0,10] and [5,20] (union 20) and writes [30,40] (10): I/O 30. Job 1 nothing.
    IoAccounting io = new IoAccounting(2);
    io.add(0, true, 100, 5, 20);
    io.add(0, false, 7, 30, 40);
    io.add(0, true, 50, 0, 10);
    assertEquals(new IoAccounting.JobIo(0, 150, 7, 2, 1, 20, 10, 30), io.job(0));
    assertEquals(new IoAccounting.JobIo(1, 0, 0, 0, 0, 0, 0, 0), io.job(1));
    assertEquals(30, IoAccounting.unionPs(List.of(new long[] {0, 10}, new long[] {10, 20}, new long[] {25, 35})));
  }
}
