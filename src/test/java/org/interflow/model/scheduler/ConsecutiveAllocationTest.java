package org.interflow.model.scheduler;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** FCFS on consecutive servers, checked step by step on an 8-server machine drawn by hand. */
class ConsecutiveAllocationTest {
  @Test
  void jobsTakeTheLowestFreeBlockInArrivalOrder() {
    // 8 servers: job 0 (3) -> 0..2, job 1 (2) -> 3..4, job 2 (3) -> 5..7.
    ConsecutiveAllocation a = new ConsecutiveAllocation(8);
    a.submit(0, 3);
    a.submit(1, 2);
    a.submit(2, 3);
    assertArrayEquals(new int[] {0, 0}, a.startNext());
    assertArrayEquals(new int[] {1, 3}, a.startNext());
    assertArrayEquals(new int[] {2, 5}, a.startNext());
    assertNull(a.startNext());
    assertEquals(8, a.busyServers());
  }

  @Test
  void aJobWaitsForABlockNotJustForEnoughFreeServers() {
    // Servers 0..2 (job 0) and 5..7 (job 2) busy after job 1 (3..4) ends: 2 free servers... then
    // job 0 ends too: free = 0..4. Job 3 needs 4: with only 3..4 free it waits (2 < 4), and once
    // 0..4 is free it starts at 0.
    ConsecutiveAllocation a = new ConsecutiveAllocation(8);
    a.submit(0, 3);
    a.submit(1, 2);
    a.submit(2, 3);
    a.startNext();
    a.startNext();
    a.startNext();
    a.submit(3, 4);
    a.release(1);
    assertNull(a.startNext());
    a.release(0);
    assertArrayEquals(new int[] {3, 0}, a.startNext());
  }

  @Test
  void aWaitingHeadBlocksLaterJobsThatWouldFit() {
    // Strict FCFS: job 1 (6 servers) cannot start on 8 servers while job 0 holds 4; job 2 (1
    // server) arrived after it and must wait behind it although a server is free.
    ConsecutiveAllocation a = new ConsecutiveAllocation(8);
    a.submit(0, 4);
    a.startNext();
    a.submit(1, 6);
    a.submit(2, 1);
    assertNull(a.startNext());
    assertEquals(2, a.waitingJobs());
    a.release(0);
    assertArrayEquals(new int[] {1, 0}, a.startNext());
    assertArrayEquals(new int[] {2, 6}, a.startNext());
  }

  @Test
  void aJobLargerThanTheMachineIsRejected() {
    ConsecutiveAllocation a = new ConsecutiveAllocation(4);
    assertThrows(IllegalArgumentException.class, () -> a.submit(0, 5));
    assertThrows(IllegalArgumentException.class, () -> a.release(3));
  }
}
