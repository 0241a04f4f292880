package org.interflow.cluster;

import akka.actor.typed.ActorSystem;
import akka.actor.typed.Behavior;
import akka.actor.typed.Props;
import akka.actor.typed.javadsl.Behaviors;
import akka.cluster.ClusterEvent;
import akka.cluster.typed.Cluster;
import akka.cluster.typed.Join;
import akka.cluster.typed.Subscribe;
import com.typesafe.config.Config;
import com.typesafe.config.ConfigFactory;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Starts a one-node Akka cluster inside this JVM: cluster provider, Artery TCP on 127.0.0.1 with a
 * port chosen by the OS, the node joining itself, split-brain-resolver downing and {@code 10 x
 * shards} sharding shards; then waits until the node is {@code Up}. The system's threads are
 * daemons and it logs through SLF4J at WARNING. Typically 1-3 s; stop it with {@link #stop}.
 */
public final class ClusterBootstrap {
  /** How long {@link #start} waits for the node to be up, and {@link #stop} for it to terminate. */
  public static final Duration TIMEOUT = Duration.ofSeconds(30);

  private ClusterBootstrap() {}

  /**
   * Starts the system {@code name} as a one-node cluster and returns once its member is up.
   *
   * @param shards simulation shards that will be used (>= 1); sizes the sharding's shard count
   * @throws IllegalArgumentException if shards is below 1
   * @throws IllegalStateException if the node is not up within {@link #TIMEOUT} (the system is then terminated)
   */
  public static ActorSystem<Void> start(String name, int shards) {
    return start(name, shards, ConfigFactory.empty());
  }

  /** As {@link #start(String, int)}, with {@code overrides} on top of the configuration (tests). */
  static ActorSystem<Void> start(String name, int shards, Config overrides) {
    if (shards < 1) throw new IllegalArgumentException("shards must be >= 1, got " + shards);
    ActorSystem<Void> system = ActorSystem.create(Behaviors.empty(), name, overrides.withFallback(config(shards)));
    CompletableFuture<Void> up = new CompletableFuture<>();
    Cluster cluster = Cluster.get(system);
    system.systemActorOf(upListener(cluster, up), "interflow-member-up", Props.empty());
    cluster.manager().tell(Join.create(cluster.selfMember().address()));
    try {
      up.get(TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
      return system;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      stop(system);
      throw new IllegalStateException("interrupted while the cluster node was starting", e);
    } catch (ExecutionException | TimeoutException e) {
      stop(system);
      throw new IllegalStateException("cluster node not up after " + TIMEOUT.toSeconds() + " s", e);
    }
  }

  /** Terminates {@code system} (leaving the cluster gracefully) and waits up to {@link #TIMEOUT} for it. */
  public static void stop(ActorSystem<?> system) {
    system.terminate();
    try {
      system.getWhenTerminated().toCompletableFuture().get(TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (ExecutionException | TimeoutException e) {
      // the threads are daemons: a slow shutdown does not keep the JVM alive
    }
  }

  /** The configuration of a one-node cluster sized for {@code shards} simulation shards. */
  static Config config(int shards) {
    return ConfigFactory.parseMap(Map.ofEntries(
            Map.entry("akka.actor.provider", "cluster"),
            Map.entry("akka.remote.artery.canonical.hostname", "127.0.0.1"),
            Map.entry("akka.remote.artery.canonical.port", 0),
            Map.entry("akka.cluster.downing-provider-class", "akka.cluster.sbr.SplitBrainResolverProvider"),
            Map.entry("akka.cluster.sharding.number-of-shards", 10 * shards),
            Map.entry("akka.cluster.jmx.multi-mbeans-in-same-jvm", "on"),
            Map.entry("akka.loggers", List.of("akka.event.slf4j.Slf4jLogger")),
            Map.entry("akka.logging-filter", "akka.event.slf4j.Slf4jLoggingFilter"),
            Map.entry("akka.daemonic", "on"),
            Map.entry("akka.jvm-shutdown-hooks", "off"),
            Map.entry("akka.coordinated-shutdown.run-by-jvm-shutdown-hook", "off"),
            Map.entry("akka.loglevel", "WARNING"),
            Map.entry("akka.stdout-loglevel", "WARNING"),
            Map.entry("akka.log-dead-letters-during-shutdown", "off")))
        .withFallback(ConfigFactory.load());
  }

  /** Completes {@code up} when this node's member is up, then stops. */
  private static Behavior<ClusterEvent.MemberUp> upListener(Cluster cluster, CompletableFuture<Void> up) {
    return Behaviors.setup(context -> {
      cluster.subscriptions().tell(Subscribe.create(context.getSelf(), ClusterEvent.MemberUp.class));
      return Behaviors.receive(ClusterEvent.MemberUp.class)
          .onMessage(ClusterEvent.MemberUp.class, event -> {
            if (!event.member().equals(cluster.selfMember())) return Behaviors.same();
            up.complete(null);
            return Behaviors.stopped();
          })
          .build();
    });
  }
}
