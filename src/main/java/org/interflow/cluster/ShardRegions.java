package org.interflow.cluster;

import akka.actor.Address;
import akka.actor.typed.ActorRef;
import akka.actor.typed.ActorSystem;
import akka.actor.typed.DispatcherSelector;
import akka.actor.typed.javadsl.Adapter;
import akka.cluster.Member;
import akka.cluster.MemberStatus;
import akka.cluster.sharding.ShardRegion;
import akka.cluster.sharding.typed.ShardingEnvelope;
import akka.cluster.sharding.typed.ShardingMessageExtractor;
import akka.cluster.sharding.typed.javadsl.ClusterSharding;
import akka.cluster.sharding.typed.javadsl.Entity;
import akka.cluster.typed.Cluster;
import akka.pattern.Patterns;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.interflow.optimize.actor.ProblemResolver;

/**
 * The Cluster Sharding of {@link SimulationShard} entities, identical on every node: entities live
 * on nodes with the {@link ClusterSpec#SHARDS_ROLE} role (others get a proxy), on the blocking
 * dispatcher (evaluations are CPU-bound), entity {@code "shard-i"} in sharding shard {@code i}, placed
 * by {@link BalancedAllocation}. {@link #awaitRegions} lets the coordinator start the search only when
 * every shard-hosting node has registered its region, so the first allocations spread over all of them.
 */
public final class ShardRegions {
  private static final String PREFIX = "shard-";
  private static final Duration ASK_TIMEOUT = Duration.ofSeconds(2);
  private static final long POLL_MILLIS = 100;

  private ShardRegions() {}

  /**
   * Starts the region (or proxy) of simulation shards on {@code system}, whose entities build
   * problems with {@code resolver}; call once per node.
   */
  public static ActorRef<ShardingEnvelope<SimulationShard.Command>> init(ActorSystem<?> system, ProblemResolver resolver) {
    return ClusterSharding.get(system).init(Entity.of(SimulationShard.KEY, context -> SimulationShard.create(resolver))
        .withRole(ClusterSpec.SHARDS_ROLE)
        .withMessageExtractor(new Numbering())
        .withAllocationStrategy(new BalancedAllocation(system.address()))
        .withEntityProps(DispatcherSelector.blocking()));
  }

  /**
   * Waits until the shard coordinator knows a region on every member that is up and hosts shards.
   *
   * @return the regions' addresses ("host:port"), sorted
   * @throws ClusterJoinException if they are not all registered within {@code timeout}
   */
  public static List<String> awaitRegions(ActorSystem<?> system, Duration timeout) {
    akka.actor.ActorRef region = akka.cluster.sharding.ClusterSharding.get(Adapter.toClassic(system))
        .shardRegion(SimulationShard.KEY.name());
    long deadline = System.nanoTime() + timeout.toNanos();
    TreeSet<String> known = new TreeSet<>();
    while (true) {
      int expected = hostingMembers(system);
      known.clear();
      for (Address a : currentRegions(region)) known.add(ClusterBootstrap.hostPort(a.hasGlobalScope() ? a : system.address()));
      if (expected > 0 && known.size() >= expected) return List.copyOf(known);
      if (System.nanoTime() > deadline) {
        throw new ClusterJoinException("cluster: simulation shard regions on " + known + " only, " + expected
            + " expected, after " + timeout.toSeconds() + " s", null);
      }
      try {
        Thread.sleep(POLL_MILLIS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new ClusterJoinException("cluster: interrupted while waiting for shard regions", e);
      }
    }
  }

  private static int hostingMembers(ActorSystem<?> system) {
    int n = 0;
    for (Member m : Cluster.get(system).state().getMembers()) {
      if (m.status().equals(MemberStatus.up()) && m.hasRole(ClusterSpec.SHARDS_ROLE)) n++;
    }
    return n;
  }

  /** The regions the shard coordinator knows, or none if it does not answer in time (not up yet). */
  private static Set<Address> currentRegions(akka.actor.ActorRef region) {
    try {
      Object reply = Patterns.ask(region, ShardRegion.getCurrentRegionsInstance(), ASK_TIMEOUT)
          .toCompletableFuture().get(ASK_TIMEOUT.toMillis() + 500, TimeUnit.MILLISECONDS);
      return ((ShardRegion.CurrentRegions) reply).getRegions();
    } catch (ExecutionException | TimeoutException e) {
      return Set.of();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return Set.of();
    }
  }

  /**
   * Entity {@code "shard-i"} goes to sharding shard {@code "i"}, so K entities occupy K distinct
   * shards (hashing could put two in one shard, on one node); other ids hash into {@link
   * ClusterBootstrap#MULTI_NODE_SHARDS} shards "h0".."h999".
   */
  static final class Numbering
      extends ShardingMessageExtractor<ShardingEnvelope<SimulationShard.Command>, SimulationShard.Command> {
    @Override
    public String entityId(ShardingEnvelope<SimulationShard.Command> envelope) { return envelope.entityId(); }

    @Override
    public String shardId(String entityId) {
      if (entityId.startsWith(PREFIX) && entityId.length() > PREFIX.length() && entityId.length() < PREFIX.length() + 10) {
        String digits = entityId.substring(PREFIX.length());
        if (digits.chars().allMatch(c -> c >= '0' && c <= '9')) return String.valueOf(Integer.parseInt(digits));
      }
      return "h" + Math.floorMod(entityId.hashCode(), ClusterBootstrap.MULTI_NODE_SHARDS);
    }

    @Override
    public SimulationShard.Command unwrapMessage(ShardingEnvelope<SimulationShard.Command> envelope) {
      return envelope.message();
    }
  }
}
