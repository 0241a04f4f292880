package org.interflow.cluster;

import akka.actor.typed.ActorSystem;
import akka.actor.typed.javadsl.AskPattern;
import akka.cluster.sharding.typed.javadsl.ClusterSharding;
import java.time.Duration;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;
import org.interflow.model.metrics.ExanestObjectives;
import org.interflow.optimize.actor.ShardChannel;

/**
 * The {@link ShardChannel} of a cluster: asks the {@link SimulationShard} entity of the given id,
 * through Cluster Sharding, with {@link AskPattern}, and returns the raw ask future (no dependent
 * stage attached; see {@link ShardChannel}). It counts the replies per node that evaluated them
 * ({@link #evaluationsByNode}). Thread-safe.
 */
public final class ShardedObjectives implements ShardChannel<SimulationShard.Evaluated> {
  /** How long one evaluation may take before its batch fails. */
  public static final Duration TIMEOUT = Duration.ofMinutes(5);

  private final ActorSystem<?> system;
  private final ClusterSharding sharding;
  private final ConcurrentHashMap<String, LongAdder> byNode = new ConcurrentHashMap<>();

  /** The channel of {@code system}, whose sharding already knows {@link SimulationShard#KEY}. */
  public ShardedObjectives(ActorSystem<?> system) {
    this.system = system;
    this.sharding = ClusterSharding.get(system);
  }

  @Override
  public CompletableFuture<SimulationShard.Evaluated> ask(String entityId, int r, int n, int m, int[] s, int restarts,
      long seed) {
    return AskPattern.<SimulationShard.Command, SimulationShard.Evaluated>ask(
        sharding.entityRefFor(SimulationShard.KEY, entityId),
        replyTo -> new SimulationShard.Evaluate(r, n, m, s, restarts, seed, replyTo),
        TIMEOUT, system.scheduler()).toCompletableFuture();
  }

  @Override
  public ExanestObjectives.Values values(SimulationShard.Evaluated reply) {
    byNode.computeIfAbsent(reply.node(), k -> new LongAdder()).increment();
    return new ExanestObjectives.Values(reply.connected(), (int) Math.round(reply.f1()), reply.f2(),
        (int) Math.round(reply.f3()));
  }

  /** Replies read so far ({@link #values} calls) per evaluating node "host:port", sorted by node. */
  public Map<String, Long> evaluationsByNode() {
    TreeMap<String, Long> counts = new TreeMap<>();
    byNode.forEach((node, n) -> counts.put(node, n.sum()));
    return counts;
  }
}
