package org.interflow.model.storage;

import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class InternalPlacementTest extends DataPlacementContract {
  @Override
  DataPlacement placement() { return new InternalPlacement(); }

  /** Nodes 1, 2, 4, 5: tasks 0..3 use the NVM of the node two tasks on: 4, 5, 1, 2. */
  @Override
  StorageDevice expected(StorageNetwork storage, int task) { return storage.nvm(new int[] {4, 5, 1, 2}[task]); }

  @Override
  StorageSpec lacking() { return new StorageSpec(null, StorageNetworkTest.central(2, CentralStorage.Attachment.FABRIC)); }

  @Test
  void aOneTaskJobHasNoOtherNode() {
    assertThrows(IllegalArgumentException.class, () -> placement().device(full(), new int[] {3}, 0));
  }
}
