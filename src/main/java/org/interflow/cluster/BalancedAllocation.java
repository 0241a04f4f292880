package org.interflow.cluster;

import akka.actor.ActorRef;
import akka.actor.Address;
import akka.cluster.sharding.ShardCoordinator;
import akka.dispatch.Futures;
import java.util.Map;
import java.util.Set;
import scala.collection.immutable.IndexedSeq;
import scala.concurrent.Future;

/**
 * Where Cluster Sharding puts a new simulation shard: on the region (node) that hosts the fewest
 * shards, ties broken by the lowest {@code host:port}, and never moved afterwards. With the shard
 * numbering of {@link ShardRegions} ({@code "shard-i"} is shard {@code i}) and every region registered
 * before the first evaluation, K simulation shards on n nodes spread as K/n per node, each node's
 * shards evaluating in parallel; a shard moves only when its node leaves. Akka's default strategy
 * would also rebalance running shards, buffering evaluations during each hand-off. Placement never
 * changes results, only speed. O(regions) per allocation.
 */
final class BalancedAllocation extends ShardCoordinator.AbstractShardAllocationStrategy {
  private final Address self;

  /** @param self the address of the node running the shard coordinator, for its own (local) region */
  BalancedAllocation(Address self) { this.self = self; }

  @Override
  public Future<ActorRef> allocateShard(ActorRef requester, String shardId, Map<ActorRef, IndexedSeq<String>> current) {
    ActorRef best = null;
    int bestCount = Integer.MAX_VALUE;
    String bestAddress = null;
    for (Map.Entry<ActorRef, IndexedSeq<String>> e : current.entrySet()) {
      int count = e.getValue().size();
      String address = address(e.getKey());
      if (count < bestCount || (count == bestCount && address.compareTo(bestAddress) < 0)) {
        best = e.getKey();
        bestCount = count;
        bestAddress = address;
      }
    }
    return Futures.successful(best == null ? requester : best);
  }

  @Override
  public Future<Set<String>> rebalance(Map<ActorRef, IndexedSeq<String>> current, Set<String> inProgress) {
    return Futures.successful(Set.of());
  }

  /** host:port of a region, zero-padded port so that the order is numeric. */
  private String address(ActorRef region) {
    Address a = region.path().address().hasGlobalScope() ? region.path().address() : self;
    return a.getHost().orElse("") + ":" + String.format("%05d", a.getPort().orElse(0));
  }
}
