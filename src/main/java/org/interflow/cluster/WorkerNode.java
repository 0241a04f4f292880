package org.interflow.cluster;

import akka.actor.CoordinatedShutdown;
import akka.actor.typed.ActorSystem;
import akka.actor.typed.Behavior;
import akka.actor.typed.Props;
import akka.actor.typed.javadsl.Behaviors;
import akka.cluster.ClusterEvent;
import akka.cluster.typed.Cluster;
import akka.cluster.typed.Subscribe;
import java.util.concurrent.CompletableFuture;
import org.interflow.optimize.actor.ProblemResolver;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The life of a worker JVM ({@code interflow worker}): join the cluster through the seed nodes, host
 * simulation shards ({@link ShardRegions}) until the coordinator has left the cluster (gracefully, or
 * removed by the split-brain resolver after a crash), then leave through coordinated shutdown. With
 * {@code stay}, it then starts a fresh node and joins through the same seed nodes again, waiting as
 * long as it takes, so the next {@code interflow optimize --cluster-port P} finds it; only SIGTERM or
 * Ctrl-C (or a failed first join without {@code stay}) ends it.
 */
public final class WorkerNode {
  private static final Logger LOG = LoggerFactory.getLogger(WorkerNode.class);

  private WorkerNode() {}

  /**
   * Runs the worker described by {@code spec} until it should exit.
   *
   * @param spec a {@link ClusterSpec.Role#WORKER} spec
   * @param stay rejoin after each coordinator has left instead of exiting
   * @param resolver builds the design problems the coordinator's searches describe
   * @throws IllegalArgumentException if spec is not a worker's
   * @throws ClusterJoinException if the first join fails and {@code stay} is off
   */
  public static void run(ClusterSpec spec, boolean stay, ProblemResolver resolver) {
    if (spec.role() != ClusterSpec.Role.WORKER) throw new IllegalArgumentException("not a worker spec: " + spec.role());
    while (true) {
      ActorSystem<Void> system;
      try {
        system = ClusterBootstrap.start(spec, 1);
      } catch (ClusterJoinException e) {
        if (!stay) throw e;
        LOG.warn("{}; trying again", e.getMessage());
        continue;
      }
      ShardRegions.init(system, resolver);
      String self = ClusterBootstrap.hostPort(system.address());
      LOG.info("worker: {} joined the cluster of {}; hosting simulation shards", self,
          String.join(", ", ClusterBootstrap.members(system)));
      CompletableFuture<String> coordinatorLeft = new CompletableFuture<>();
      system.systemActorOf(coordinatorWatch(coordinatorLeft), "interflow-coordinator-watch", Props.empty());
      CompletableFuture.anyOf(coordinatorLeft, system.getWhenTerminated().toCompletableFuture()).join();
      if (coordinatorLeft.isDone()) {
        LOG.info("worker: coordinator {} has left; {} leaves", coordinatorLeft.join(), self);
      } else {
        LOG.info("worker: {} was shut down", self);
      }
      boolean jvmExit = CoordinatedShutdown.get(system).getShutdownReason()
          .map(CoordinatedShutdown.jvmExitReason()::equals).orElse(false);
      ClusterBootstrap.stop(system);
      if (!stay || jvmExit) return;
    }
  }

  /** Completes {@code left} with the address of the first coordinator removed from the cluster, then stops. */
  private static Behavior<ClusterEvent.MemberRemoved> coordinatorWatch(CompletableFuture<String> left) {
    return Behaviors.setup(context -> {
      Cluster.get(context.getSystem()).subscriptions()
          .tell(Subscribe.create(context.getSelf(), ClusterEvent.MemberRemoved.class));
      return Behaviors.receive(ClusterEvent.MemberRemoved.class)
          .onMessage(ClusterEvent.MemberRemoved.class, event -> {
            if (!event.member().hasRole(ClusterSpec.Role.COORDINATOR.akkaRole())) return Behaviors.same();
            left.complete(ClusterBootstrap.hostPort(event.member().address()));
            return Behaviors.stopped();
          })
          .build();
    });
  }
}
