package org.interflow.engine.benchmark;

import java.util.function.Supplier;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.network.BandwidthSharing;
import org.interflow.model.routing.RoutingAlgorithm;
import org.interflow.model.topology.Topology;

/**
 * The system a network benchmark runs on: the network, its failures, the routing built for them,
 * the bandwidth model (a factory: every run owns a fresh one) and the server of each benchmark
 * rank, one rank per server.
 *
 * @param servers server of each rank; distinct servers (the array is not copied: do not change it)
 */
public record BenchmarkNetwork(Topology topology, FailureSet failures, RoutingAlgorithm routing,
    Supplier<BandwidthSharing> sharing, int[] servers) {
  public BenchmarkNetwork {
    java.util.BitSet used = new java.util.BitSet();
    for (int r = 0; r < servers.length; r++) {
      if (servers[r] < 0 || servers[r] >= topology.servers()) {
        throw new IllegalArgumentException("rank " + r + " on server " + servers[r] + "; the network has servers 0.."
            + (topology.servers() - 1));
      }
      if (used.get(servers[r])) throw new IllegalArgumentException("ranks share server " + servers[r] + "; benchmarks place one rank per server");
      used.set(servers[r]);
    }
  }

  /** Number of ranks. */
  public int ranks() { return servers.length; }

  /** Barrier-separated flow rounds on this network, routing flows as messages of {@code messageBytes}. */
  SynchronousRounds rounds(long messageBytes) { return new SynchronousRounds(topology, routing, sharing.get(), messageBytes); }
}
