package org.interflow.model.storage;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.routing.star.StarRouting;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.star.StarBuilder;
import org.interflow.model.topology.star.StarSpec;
import org.interflow.model.units.Bandwidth;
import org.junit.jupiter.api.Test;

class StorageNetworkTest {
  static final LocalStorage NVM = new LocalStorage(Bandwidth.bytesPerSecond(3e9), Bandwidth.bytesPerSecond(2e9),
      Bandwidth.bytesPerSecond(4e9), 0, 10_000);

  static Topology star(int servers) { return StarBuilder.build(new StarSpec(servers), LinkParams.DEFAULT); }

  static CentralStorage central(int servers, CentralStorage.Attachment attachment) {
    return new CentralStorage(servers, Bandwidth.bytesPerSecond(10e9), Bandwidth.bytesPerSecond(8e9), 10_000, attachment);
  }

  /** The links of the single path from {@code source} to {@code destination}, checked to join up. */
  static int[] path(StorageNetwork s, int source, int destination) {
    PathBuffer out = new PathBuffer();
    assertEquals(1, s.routing().route(source, destination, out));
    int[] p = out.path(0);
    Topology t = s.topology();
    if (p.length > 0) {
      assertEquals(source, t.from(p[0]));
      assertEquals(destination, t.to(p[p.length - 1]));
      for (int i = 1; i < p.length; i++) assertEquals(t.to(p[i - 1]), t.from(p[i]), "path joins up");
    }
    return p;
  }

  @Test
  void localNvmHangsFromEveryNodeBehindItsPcieLink() {
    // star of 4: 4 servers, 1 switch, 4 links. + 4 NVM endpoints (servers 4..7), 4 hubs, 4 PCIe
    // links (ids 4..7) and 4 device links (ids 8..11).
    Topology fabric = star(4);
    StorageNetwork s = StorageNetwork.onFabric(fabric, new StarRouting(fabric, FailureSet.NONE), new StorageSpec(NVM, null));
    Topology t = s.topology();
    assertEquals(8, t.servers());
    assertEquals(5, t.switches());
    assertEquals(12, t.links());
    assertEquals(4, s.computeNodes());
    StorageDevice d1 = s.nvm(1);
    assertEquals(5, d1.endpoint());
    assertEquals(9, d1.link());
    assertEquals(16e9, t.directedCapacityBitsPerSecond(d1.writeLink()));
    assertEquals(24e9, t.directedCapacityBitsPerSecond(d1.readLink()));
    assertEquals(32e9, t.directedCapacityBitsPerSecond(2 * 5));
    assertEquals(32e9, t.directedCapacityBitsPerSecond(2 * 5 + 1));
    // own NVM: PCIe out, device link in; another node's: through the switch first; reads reverse
    assertArrayEquals(new int[] {2 * 5, d1.writeLink()}, path(s, 1, 5));
    assertArrayEquals(new int[] {0, 3, 2 * 5, d1.writeLink()}, path(s, 0, 5));
    assertArrayEquals(new int[] {d1.readLink(), 2 * 5 + 1, 2, 1}, path(s, 5, 0));
    // compute to compute: the star's own route, same link ids
    PathBuffer star = new PathBuffer();
    new StarRouting(fabric, FailureSet.NONE).route(0, 2, star);
    assertArrayEquals(star.path(0), path(s, 0, 2));
    PathBuffer none = new PathBuffer();
    assertEquals(0, s.routing().route(4, 5, none), "no route between devices");
  }

  @Test
  void theFabricKeepsItsLinksCapacitiesAndLatencies() {
    // a star whose links carry 10 Gbps leaving a server and 20 Gbps leaving the switch (INRFlow's
    // Cs_Cw): the storage network keeps both directions of every fabric link, and its port 0.
    Topology fabric = star(4).withCapacityByTail(10e9, 20e9);
    StorageNetwork s = StorageNetwork.onFabric(fabric, new StarRouting(fabric, FailureSet.NONE), new StorageSpec(NVM, null));
    for (int d = 0; d < fabric.directedLinks(); d++) {
      assertEquals(fabric.directedCapacityBitsPerSecond(d), s.topology().directedCapacityBitsPerSecond(d), "directed link " + d);
      assertEquals(fabric.latencyNs(d / 2), s.topology().latencyNs(d / 2));
    }
    for (int n = 0; n < 4; n++) assertEquals(fabric.outLink(n, 0), s.topology().outLink(n, 0), "a node's first port is its fabric link");
  }

  @Test
  void centralStorageOnTheFabricUsesItsLastServers() {
    // star of 4 with 1 storage server: compute nodes 0..2, server 3; no NVM, so the device is
    // endpoint 4, on link 4 from server 3.
    Topology fabric = star(4);
    StorageNetwork s = StorageNetwork.onFabric(fabric, new StarRouting(fabric, FailureSet.NONE),
        new StorageSpec(null, central(1, CentralStorage.Attachment.FABRIC)));
    assertEquals(3, s.computeNodes());
    StorageDevice d = s.central(0);
    assertEquals(4, d.endpoint());
    assertEquals(64e9, s.topology().directedCapacityBitsPerSecond(d.writeLink()));
    assertEquals(80e9, s.topology().directedCapacityBitsPerSecond(d.readLink()));
    assertArrayEquals(new int[] {0, 7, d.writeLink()}, path(s, 0, 4));
    assertArrayEquals(new int[] {d.readLink(), 6, 1}, path(s, 4, 0));
    PathBuffer none = new PathBuffer();
    assertEquals(0, s.routing().route(3, 4, none), "a storage server runs no job");
    assertTrue(assertThrows(IllegalArgumentException.class, () -> StorageNetwork.onFabric(fabric, new StarRouting(fabric, FailureSet.NONE),
        new StorageSpec(null, central(4, CentralStorage.Attachment.FABRIC)))).getMessage().contains("leave no compute node"));
  }

  @Test
  void aSanCarriesCentralStorageApartFromTheFabric() {
    // fabric star of 4, SAN star of 6 (links 4..9 of the whole, ends renumbered): compute node n
    // is SAN server n, the storage server is SAN server 4, its device on the last link (14: after
    // 4 PCIe and 4 NVM links). Write from node 2: SAN up 2 -> switch, SAN down switch -> server 4,
    // device link.
    Topology fabric = star(4);
    Topology san = star(6);
    StorageNetwork s = StorageNetwork.withSan(fabric, new StarRouting(fabric, FailureSet.NONE),
        new StorageSpec(NVM, central(1, CentralStorage.Attachment.SAN)), san, new StarRouting(san, FailureSet.NONE));
    assertEquals(4, s.computeNodes());
    assertEquals(4 + 4 + 1, s.topology().servers());
    assertEquals(4 + 6 + 4 + 4 + 1, s.topology().links());
    StorageDevice d = s.central(0);
    assertEquals(8, d.endpoint());
    assertEquals(18, d.link());
    assertArrayEquals(new int[] {2 * (4 + 2), 2 * (4 + 4) + 1, d.writeLink()}, path(s, 2, 8));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> StorageNetwork.withSan(fabric, new StarRouting(fabric, FailureSet.NONE),
        new StorageSpec(null, central(3, CentralStorage.Attachment.SAN)), star(5), new StarRouting(star(5), FailureSet.NONE)))
        .getMessage().contains("needs one per compute node and storage server (7)"));
  }
}
