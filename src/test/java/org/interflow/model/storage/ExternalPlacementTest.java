package org.interflow.model.storage;

class ExternalPlacementTest extends DataPlacementContract {
  @Override
  DataPlacement placement() { return new ExternalPlacement(); }

  /** Nodes 1, 2, 4, 5 over 2 servers: node mod 2 = 1, 0, 0, 1. */
  @Override
  StorageDevice expected(StorageNetwork storage, int task) { return storage.central(new int[] {1, 0, 0, 1}[task]); }

  @Override
  StorageSpec lacking() { return new StorageSpec(StorageNetworkTest.NVM, null); }
}
