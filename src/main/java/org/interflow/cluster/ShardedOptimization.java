package org.interflow.cluster;

import akka.actor.typed.ActorRef;
import akka.actor.typed.ActorSystem;
import akka.actor.typed.Behavior;
import akka.actor.typed.DispatcherSelector;
import akka.actor.typed.Props;
import akka.actor.typed.javadsl.Behaviors;
import akka.cluster.sharding.typed.javadsl.ClusterSharding;
import akka.cluster.sharding.typed.javadsl.Entity;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Consumer;
import org.interflow.optimize.actor.Optimizer;
import org.interflow.optimize.exanest.ExanestOptimization;
import org.interflow.optimize.exanest.GenerationTracker;

/**
 * ExaNeSt optimisation on simulation shards, for {@code interflow optimize --shards K}: {@link
 * #start} boots a one-node cluster ({@link ClusterBootstrap}), initialises Cluster Sharding of
 * {@link SimulationShard} entities (on the blocking dispatcher, as evaluations are CPU-bound) and spawns the {@link Optimizer} on the blocking dispatcher;
 * {@link #run} runs one seeded optimisation there and returns the same result as {@link
 * ExanestOptimization#run} for any K; {@link #close} terminates the system. One run at a time.
 */
public final class ShardedOptimization implements AutoCloseable {
  private final ActorSystem<Void> system;
  private final ActorRef<Optimizer.Command> optimizer;
  private int runs;

  private ShardedOptimization(ActorSystem<Void> system, ActorRef<Optimizer.Command> optimizer) {
    this.system = system;
    this.optimizer = optimizer;
  }

  /**
   * Starts the cluster and the Optimizer for {@code shards} simulation shards.
   *
   * @throws IllegalArgumentException if shards is below 1
   * @throws IllegalStateException if the cluster does not come up
   */
  public static ShardedOptimization start(int shards) {
    ActorSystem<Void> system = ClusterBootstrap.start("interflow", shards);
    // evaluations are CPU-bound: keep them off the default dispatcher that runs the cluster's own actors
    ClusterSharding.get(system).init(Entity.of(SimulationShard.KEY, context -> SimulationShard.create())
        .withEntityProps(DispatcherSelector.blocking()));
    ActorRef<Optimizer.Command> optimizer = system.systemActorOf(
        Optimizer.create(new ShardedObjectives(system), shards), "optimizer", DispatcherSelector.blocking());
    return new ShardedOptimization(system, optimizer);
  }

  /**
   * Runs optimisation {@code run} of {@code request} on the shards.
   *
   * @param progress called after each generation, on an actor thread, in generation order
   * @throws IllegalStateException if the search failed (its cause attached)
   */
  public ExanestOptimization.Result run(ExanestOptimization.Request request, int run,
      Consumer<GenerationTracker.Generation> progress) {
    CompletableFuture<ExanestOptimization.Result> result = new CompletableFuture<>();
    ActorRef<Optimizer.Report> listener = system.systemActorOf(listener(progress, result),
        "optimize-run-" + runs++, Props.empty());
    optimizer.tell(new Optimizer.Run(request, run, listener));
    try {
      return result.join();
    } catch (CompletionException e) {
      throw new IllegalStateException("sharded optimisation failed: " + e.getCause().getMessage(), e.getCause());
    }
  }

  /** Terminates the actor system, leaving the cluster. */
  @Override
  public void close() { ClusterBootstrap.stop(system); }

  private static Behavior<Optimizer.Report> listener(Consumer<GenerationTracker.Generation> progress,
      CompletableFuture<ExanestOptimization.Result> result) {
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
