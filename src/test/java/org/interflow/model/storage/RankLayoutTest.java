package org.interflow.model.storage;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A scheduled job's layout by node rank, on the contract's star of 8 servers (NVM everywhere, 2
 * storage servers on the fabric). A job of 4 tasks on 2 nodes maps 2 per node in order: ranks
 * 0, 0, 1, 1.
 */
class RankLayoutTest {
  private static final int[] RANKS = {0, 0, 1, 1};

  @Test
  void localDataIsOnTheNvmOfEachTasksOwnRank() {
    // tasks 0-1 on rank 0 share device 0, tasks 2-3 on rank 1 device 1; on nodes 5 and 3: nvm-5, nvm-3
    StorageNetwork s = DataPlacementContract.full();
    RankLayout layout = RankLayout.of(new LocalPlacement(), s, RANKS);
    assertArrayEquals(new int[] {0, 0, 1, 1}, layout.deviceOf());
    assertArrayEquals(new int[] {0, 1}, layout.deviceRank());
    StorageLayout on = layout.on(s, new int[] {5, 3});
    assertEquals(List.of(s.nvm(5), s.nvm(3)), on.devices());
    // the same devices as the placement gives a job whose tasks run on 5, 5, 3, 3
    StorageLayout direct = StorageLayout.of(new LocalPlacement(), s, new int[] {5, 5, 3, 3});
    assertEquals(direct.devices(), on.devices());
    assertArrayEquals(direct.deviceOf(), on.deviceOf());
  }

  @Test
  void internalDataIsOnTheNvmOfTheRankHalfTheJobAway() {
    // task t uses the node of task (t + 2) mod 4: tasks 0, 1 -> task 2, 3 (rank 1); tasks 2, 3 -> rank 0
    StorageNetwork s = DataPlacementContract.full();
    RankLayout layout = RankLayout.of(new InternalPlacement(), s, RANKS);
    assertArrayEquals(new int[] {0, 0, 1, 1}, layout.deviceOf());
    assertArrayEquals(new int[] {1, 0}, layout.deviceRank());
    assertEquals(List.of(s.nvm(3), s.nvm(5)), layout.on(s, new int[] {5, 3}).devices());
  }

  @Test
  void centralStorageCannotBeFixedByRank() {
    StorageNetwork s = DataPlacementContract.full();
    String message = assertThrows(IllegalArgumentException.class, () -> RankLayout.of(new ExternalPlacement(), s, RANKS)).getMessage();
    assertTrue(message.startsWith("placement external picks a storage server by compute node id"), message);
  }

  @Test
  void aRankWithoutANodeIsRefused() {
    StorageNetwork s = DataPlacementContract.full();
    RankLayout layout = RankLayout.of(new LocalPlacement(), s, RANKS);
    assertThrows(IllegalArgumentException.class, () -> layout.on(s, new int[] {5}));
  }
}
