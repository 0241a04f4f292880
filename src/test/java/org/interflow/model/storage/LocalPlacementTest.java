package org.interflow.model.storage;

class LocalPlacementTest extends DataPlacementContract {
  @Override
  DataPlacement placement() { return new LocalPlacement(); }

  /** Its own node's NVM. */
  @Override
  StorageDevice expected(StorageNetwork storage, int task) { return storage.nvm(NODES[task]); }

  @Override
  StorageSpec lacking() { return new StorageSpec(null, StorageNetworkTest.central(2, CentralStorage.Attachment.FABRIC)); }
}
