package org.interflow.cluster;

import akka.actor.typed.ActorRef;
import akka.actor.typed.ActorSystem;
import akka.actor.typed.Behavior;
import akka.actor.typed.DispatcherSelector;
import akka.actor.typed.Props;
import akka.actor.typed.javadsl.Behaviors;
import com.typesafe.config.Config;
import com.typesafe.config.ConfigFactory;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Consumer;
import org.interflow.optimize.actor.Optimizer;
import org.interflow.optimize.actor.ProblemResolver;
import org.interflow.optimize.exanest.GenerationTracker;
import org.interflow.optimize.search.DesignSearch;

/**
 * Design searches on simulation shards, for {@code interflow optimize --shards K}: {@link #start}
 * boots a one-node cluster ({@link ClusterBootstrap}), initialises Cluster Sharding of {@link
 * SimulationShard} entities (on the blocking dispatcher, as evaluations are CPU-bound; they build
 * problems with the given {@link ProblemResolver}) and spawns the {@link Optimizer} on the blocking
 * dispatcher; {@link #run} runs one seeded, checkpointed, possibly resumed search there and returns
 * the same result as {@code DesignSearch.run} with a local evaluator, for any K; {@link #close}
 * terminates the system. One run at a time. {@link #start(ClusterSpec, int, ProblemResolver)} does
 * the same on the coordinator of a multi-JVM cluster, the shards spread over the coordinator (if it
 * hosts shards) and the workers ({@link WorkerNode}, which must resolve descriptions alike).
 */
public final class ShardedOptimization implements AutoCloseable {
  private final ActorSystem<Void> system;
  private final ActorRef<Optimizer.Command> optimizer;
  private final ShardedObjectives channel;
  private final List<String> regions;
  private int runs;

  private ShardedOptimization(ActorSystem<Void> system, ActorRef<Optimizer.Command> optimizer,
      ShardedObjectives channel, List<String> regions) {
    this.system = system;
    this.optimizer = optimizer;
    this.channel = channel;
    this.regions = List.copyOf(regions);
  }

  /**
   * Starts a one-node cluster and the Optimizer for {@code shards} simulation shards, which build
   * problems with {@code resolver}.
   *
   * @throws IllegalArgumentException if shards is below 1
   * @throws IllegalStateException if the cluster does not come up
   */
  public static ShardedOptimization start(int shards, ProblemResolver resolver) {
    return start(ClusterSpec.oneNode(), shards, resolver);
  }

  /**
   * Starts this JVM's coordinator node {@code spec} (joining, waiting for its expected workers and
   * for every shard-hosting node's region) and the Optimizer for {@code shards} simulation shards,
   * which spread evenly over the nodes that host shards.
   *
   * @throws IllegalArgumentException if shards is below 1 or spec is not a coordinator's
   * @throws ClusterJoinException if the cluster does not come up (the message says what is missing)
   */
  public static ShardedOptimization start(ClusterSpec spec, int shards, ProblemResolver resolver) {
    return start(spec, shards, resolver, ConfigFactory.empty());
  }

  /** As {@link #start(ClusterSpec, int, ProblemResolver)}, with {@code overrides} on top of the configuration (tests). */
  static ShardedOptimization start(ClusterSpec spec, int shards, ProblemResolver resolver, Config overrides) {
    if (spec.role() != ClusterSpec.Role.COORDINATOR) throw new IllegalArgumentException("the Optimizer runs on the coordinator");
    ActorSystem<Void> system = ClusterBootstrap.start(ClusterSpec.SYSTEM_NAME, spec, shards, overrides);
    try {
      ShardRegions.init(system, resolver);
      List<String> regions = ShardRegions.awaitRegions(system, spec.joinTimeout());
      ShardedObjectives channel = new ShardedObjectives(system);
      ActorRef<Optimizer.Command> optimizer = system.systemActorOf(
          Optimizer.create(channel, shards), "optimizer", DispatcherSelector.blocking());
      return new ShardedOptimization(system, optimizer, channel, regions);
    } catch (RuntimeException e) {
      ClusterBootstrap.stop(system);
      throw e;
    }
  }

  /** "host:port" of the nodes hosting simulation shards when the search started, sorted. */
  public List<String> shardNodes() { return regions; }

  /** This node's address, "host:port" (the seed node workers join). */
  public String address() { return ClusterBootstrap.hostPort(system.address()); }

  /** Evaluations so far per node that ran them, "host:port" to count, sorted by node. */
  public Map<String, Long> evaluationsByNode() { return channel.evaluationsByNode(); }

  /**
   * Runs {@code search} on the shards.
   *
   * @param progress called after each newly evaluated generation, on an actor thread, in generation order
   * @throws IllegalArgumentException if the search refused its plan or checkpoint ({@code DesignSearch.run})
   * @throws ShardRefusedException if a shard could not build the described problem or evaluate a design
   * @throws IllegalStateException if the search failed otherwise (its cause attached)
   */
  public DesignSearch.Result run(Optimizer.Search search, Consumer<GenerationTracker.Generation> progress) {
    CompletableFuture<DesignSearch.Result> result = new CompletableFuture<>();
    ActorRef<Optimizer.Report> listener = system.systemActorOf(listener(progress, result),
        "optimize-run-" + runs++, Props.empty());
    optimizer.tell(new Optimizer.Run(search, listener));
    try {
      return result.join();
    } catch (CompletionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof IllegalArgumentException bad) throw bad;
      if (cause.getCause() instanceof ShardRefusedException refused) throw refused;
      throw new IllegalStateException("sharded optimisation failed: " + cause.getMessage(), cause);
    }
  }

  /** Leaves the cluster (workers then leave too, unless started with --stay) and terminates the actor system. */
  @Override
  public void close() {
    channel.close();
    ClusterBootstrap.stop(system);
  }

  private static Behavior<Optimizer.Report> listener(Consumer<GenerationTracker.Generation> progress,
      CompletableFuture<DesignSearch.Result> result) {
    return Behaviors.receive(Optimizer.Report.class)
        .onMessage(Optimizer.GenerationDone.class, msg -> {
          progress.accept(msg.generation());
          return Behaviors.same();
        })
        .onMessage(Optimizer.Finished.class, msg -> {
          result.complete(msg.result());
          return Behaviors.stopped();
        })
        .onMessage(Optimizer.Failed.class, msg -> {
          result.completeExceptionally(msg.cause());
          return Behaviors.stopped();
        })
        .build();
  }
}
