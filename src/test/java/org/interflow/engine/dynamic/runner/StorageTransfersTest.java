package org.interflow.engine.dynamic.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.interflow.engine.dynamic.flows.FlowTable;
import org.interflow.engine.dynamic.flows.LinkRecording;
import org.interflow.engine.dynamic.jobs.JobSpec;
import org.interflow.engine.dynamic.results.JobOutcome;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.network.BandwidthSharing;
import org.interflow.model.network.BottleneckShareSharing;
import org.interflow.model.network.MaxMinSharing;
import org.interflow.model.network.PriorityPolicy;
import org.interflow.model.routing.star.StarRouting;
import org.interflow.model.storage.CentralStorage;
import org.interflow.model.storage.DataPlacement;
import org.interflow.model.storage.ExternalPlacement;
import org.interflow.model.storage.InternalPlacement;
import org.interflow.model.storage.LocalPlacement;
import org.interflow.model.storage.LocalStorage;
import org.interflow.model.storage.StorageLayout;
import org.interflow.model.storage.StorageNetwork;
import org.interflow.model.storage.StorageSpec;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.star.StarBuilder;
import org.interflow.model.topology.star.StarSpec;
import org.interflow.model.traffic.AllToAllTraffic;
import org.interflow.model.traffic.TrafficClass;
import org.interflow.model.traffic.app.MarkovApplication;
import org.interflow.model.traffic.app.MarkovChain;
import org.interflow.model.traffic.app.MarkovWork;
import org.interflow.model.traffic.app.PhasedApplication;
import org.junit.jupiter.api.Test;

/**
 * Storage I/O through the dynamic engine on stars with zero latencies, every time worked out by
 * hand: transfers limited by PCIe, by the device or by the network; Local against External
 * placement; NP, BA and FP between one storage and one application flow, under both bandwidth
 * models. Sizes are 1e9 bytes, bandwidths GB/s, so times are simple fractions of a second.
 */
class StorageTransfersTest {
  private static final long GB = 1_000_000_000L;
  private static final long SECOND = 1_000_000_000_000L;
  /** Init -> Write -> Comp (0 s) -> End. */
  private static final MarkovChain WRITE_ONCE = MarkovChain.parse("0:0:0:0:1:0/0:0:0:0:0:1/0:1:0:0:0:0/0:1:0:0:0:0/0:1:0:0:0:0");
  /** Init -> Read -> Comp (0 s) -> End. */
  private static final MarkovChain READ_ONCE = MarkovChain.parse("0:0:0:1:0:0/0:0:0:0:0:1/0:1:0:0:0:0/0:1:0:0:0:0/0:1:0:0:0:0");

  private static LinkParams link(double gigabytesPerSecond) { return new LinkParams(org.interflow.model.units.Bandwidth.bytesPerSecond(gigabytesPerSecond * 1e9), 0); }

  private static org.interflow.model.units.Bandwidth gbs(double x) { return org.interflow.model.units.Bandwidth.bytesPerSecond(x * 1e9); }

  /** NVM of read 3 GB/s, write 2 GB/s, PCIe {@code pcie} GB/s, no latency. */
  private static LocalStorage nvm(double pcie) { return new LocalStorage(gbs(3), gbs(2), gbs(pcie), 0, 0); }

  /** Central servers on the fabric, read 4 GB/s, write 8 GB/s, no latency. */
  private static CentralStorage central(int servers) { return new CentralStorage(servers, gbs(4), gbs(8), 0, CentralStorage.Attachment.FABRIC); }

  private static StorageNetwork storage(int servers, double linkGBs, StorageSpec spec) {
    Topology fabric = StarBuilder.build(new StarSpec(servers), link(linkGBs));
    return StorageNetwork.onFabric(fabric, new StarRouting(fabric, FailureSet.NONE), spec);
  }

  /** A Markov job on {@code nodes} moving {@code bytes} per task once, its data placed by {@code placement}. */
  private static JobSpec markov(StorageNetwork s, MarkovChain chain, long bytes, DataPlacement placement, int... nodes) {
    MarkovApplication app = new MarkovApplication(chain, nodes.length, new MarkovWork(0, false, AllToAllTraffic.all(nodes.length), 0, bytes, bytes, 0, 0));
    StorageLayout layout = StorageLayout.of(placement, s, nodes);
    int[] servers = java.util.Arrays.copyOf(nodes, nodes.length + layout.devices().size());
    System.arraycopy(layout.endpoints(), 0, servers, nodes.length, layout.devices().size());
    return new JobSpec(app.withStorage(layout.deviceOf(), layout.devices().size()), 0, servers);
  }

  private static List<Long> finishTimes(StorageNetwork s, BandwidthSharing sharing, JobSpec... jobs) {
    SimulationSpec spec = new SimulationSpec(s.topology(), FailureSet.NONE, s.routing(),
        () -> new FlowTable(s.topology(), s.routing(), sharing, LinkRecording.OFF), List.of(jobs), 1);
    List<Long> finish = new ArrayList<>();
    for (JobOutcome j : DirectSimulation.run(spec).jobs()) finish.add(j.finishPs());
    return finish;
  }

  private static List<Long> finishTimes(StorageNetwork s, JobSpec... jobs) {
    return finishTimes(s, new MaxMinSharing(s.topology(), PriorityPolicy.NONE), jobs);
  }

  @Test
  void aLocalWriteIsLimitedByPcieOrByTheDevice() {
    // 1 GB to the node's own NVM (write 2 GB/s). PCIe 1 GB/s: 1 s. PCIe 4 GB/s: the device, 0.5 s.
    StorageNetwork slowPcie = storage(2, 100, new StorageSpec(nvm(1), null));
    assertEquals(List.of(SECOND), finishTimes(slowPcie, markov(slowPcie, WRITE_ONCE, GB, new LocalPlacement(), 0)));
    StorageNetwork fastPcie = storage(2, 100, new StorageSpec(nvm(4), null));
    assertEquals(List.of(SECOND / 2), finishTimes(fastPcie, markov(fastPcie, WRITE_ONCE, GB, new LocalPlacement(), 0)));
    // a read of 1 GB from the NVM (read 3 GB/s) under PCIe 4 GB/s: 1/3 s, rounded up to the next
    // picosecond as the engine rounds a transfer's end
    assertEquals(List.of((SECOND + 2) / 3), finishTimes(fastPcie, markov(fastPcie, READ_ONCE, GB, new LocalPlacement(), 0)));
  }

  @Test
  void aWriteToAnotherNodesNvmIsLimitedByTheNetwork() {
    // Internal: the 2-task job on nodes 0, 1 writes to each other's NVM across the star, whose
    // links carry 0.8 GB/s (PCIe 4, device 2): each task's 1 GB takes 1 / 0.8 = 1.25 s.
    StorageNetwork s = storage(2, 0.8, new StorageSpec(nvm(4), null));
    assertEquals(List.of(SECOND * 5 / 4), finishTimes(s, markov(s, WRITE_ONCE, GB, new InternalPlacement(), 0, 1)));
  }

  @Test
  void localDataIsFasterThanCentralStorageSharedOverTheNetwork() {
    // Two tasks on nodes 0, 1 of a star of 1 GB/s links, each writing 1 GB.
    // Local: each to its own NVM at the device's 2 GB/s: 0.5 s.
    // External, 1 server (node 3): both writes share the server's link (1 GB/s): 0.5 GB/s each, 2 s.
    // External, 2 servers (nodes 3, 4 of a star of 5): node 0 -> server 0, node 1 -> server 1, each
    // write alone on a 1 GB/s link: 1 s.
    StorageNetwork s = storage(4, 1, new StorageSpec(nvm(4), central(1)));
    assertEquals(List.of(SECOND / 2), finishTimes(s, markov(s, WRITE_ONCE, GB, new LocalPlacement(), 0, 1)));
    assertEquals(List.of(2 * SECOND), finishTimes(s, markov(s, WRITE_ONCE, GB, new ExternalPlacement(), 0, 1)));
    StorageNetwork two = storage(5, 1, new StorageSpec(nvm(4), central(2)));
    assertEquals(List.of(SECOND), finishTimes(two, markov(two, WRITE_ONCE, GB, new ExternalPlacement(), 0, 1)));
  }

  @Test
  void priorityPoliciesShareALinkBetweenAStorageAndAnApplicationFlow() {
    // Star of 3 servers with 1 GB/s links; server 2 is the storage server (device read 4 GB/s).
    // Job 0 (node 0) reads 1 GB: device -> server 2 -> switch -> node 0. Job 1 sends 1 GB from
    // node 1 to node 0 (application class). Both cross the switch -> node 0 link, nothing else
    // is shared. NP: 0.5 GB/s each, both end at 2 s. BA 75/25: the application flow gets 0.75
    // GB/s and ends at 4/3 s; the read has moved 1/3 GB and takes the whole link for the other
    // 2/3 GB: 2 s. FP: the application flow alone at 1 GB/s ends at 1 s, the read then ends at 2 s.
    // Bottleneck-share gives the same: each flow's only shared link decides its rate.
    StorageNetwork s = storage(3, 1, new StorageSpec(null, central(1)));
    JobSpec read = markov(s, READ_ONCE, GB, new ExternalPlacement(), 0);
    JobSpec application = new JobSpec(new PhasedApplication(AllToAllTraffic.all(2).withSelfPairs(), 2, GB, 4, TrafficClass.APPLICATION),
        0, new int[] {1, 0});
    long fourThirds = Math.round(4.0 / 3 * SECOND);
    for (boolean maxMin : new boolean[] {true, false}) {
      java.util.function.Function<PriorityPolicy, BandwidthSharing> model = p -> maxMin ? MaxMinSharing.of(s.topology(), p)
          : new BottleneckShareSharing(s.topology(), p);
      assertEquals(List.of(2 * SECOND, 2 * SECOND), finishTimes(s, model.apply(PriorityPolicy.NONE), read, application));
      List<Long> ba = finishTimes(s, model.apply(PriorityPolicy.apportionment(0.75)), read, application);
      assertEquals(2 * SECOND, ba.get(0), 2.0);
      assertEquals(fourThirds, ba.get(1), 2.0);
      assertEquals(List.of(2 * SECOND, SECOND), finishTimes(s, model.apply(PriorityPolicy.fullPriority()), read, application));
    }
  }
}
