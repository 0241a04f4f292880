package org.interflow.model.storage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.routing.star.StarRouting;
import org.interflow.model.topology.Topology;
import org.junit.jupiter.api.Test;

/**
 * What every {@link DataPlacement} must do, on a star of 8 servers with NVM everywhere and 2
 * storage servers on the fabric (6 compute nodes): give every task one of the network's devices,
 * the same one every time, reachable both ways from the task's node; and refuse, with a message,
 * a network that lacks the devices it uses.
 */
abstract class DataPlacementContract {
  static final int[] NODES = {1, 2, 4, 5};

  abstract DataPlacement placement();

  /** The device task {@code task} of a job on {@link #NODES} must get. */
  abstract StorageDevice expected(StorageNetwork storage, int task);

  /** Storage without the devices this placement needs. */
  abstract StorageSpec lacking();

  static StorageNetwork network(StorageSpec spec) {
    Topology fabric = StorageNetworkTest.star(8);
    return StorageNetwork.onFabric(fabric, new StarRouting(fabric, FailureSet.NONE), spec);
  }

  static StorageNetwork full() {
    return network(new StorageSpec(StorageNetworkTest.NVM, StorageNetworkTest.central(2, CentralStorage.Attachment.FABRIC)));
  }

  @Test
  void everyTaskGetsItsDeviceEveryTime() {
    StorageNetwork s = full();
    for (int t = 0; t < NODES.length; t++) {
      StorageDevice d = placement().device(s, NODES, t);
      assertEquals(expected(s, t), d);
      assertEquals(d, placement().device(s, NODES.clone(), t), "deterministic");
      assertTrue(s.devices().contains(d));
      PathBuffer out = new PathBuffer();
      assertTrue(s.routing().route(NODES[t], d.endpoint(), out) > 0, "write route");
      assertTrue(s.routing().route(d.endpoint(), NODES[t], out) > 0, "read route");
    }
  }

  @Test
  void aNetworkWithoutItsDevicesIsRefused() {
    StorageNetwork s = network(lacking());
    assertTrue(assertThrows(IllegalArgumentException.class, () -> placement().device(s, NODES, 0)).getMessage().startsWith("placement "));
  }
}
