package org.interflow.cluster;

import akka.actor.Address;
import akka.actor.typed.ActorSystem;
import akka.actor.typed.javadsl.Behaviors;
import akka.cluster.Member;
import akka.cluster.MemberStatus;
import akka.cluster.typed.Cluster;
import akka.cluster.typed.Join;
import akka.cluster.typed.JoinSeedNodes;
import com.typesafe.config.Config;
import com.typesafe.config.ConfigFactory;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * Starts this JVM's node of an Interflow cluster and waits until it is usable: cluster provider,
 * Artery TCP on the spec's host and port, split-brain-resolver downing (keep-majority alone and in a
 * standing cluster of members, keep-oldest coordinator in an optimisation's own multi-JVM cluster),
 * the digest of the cluster secret checked at join ({@link CookieCheck}), the node's roles ({@link
 * ClusterSpec#akkaRoles()}); then it joins (itself for a new cluster, else through the seed nodes),
 * waits until its member is {@code Up} and, on a coordinator, until the expected workers are {@code
 * Up}. The one-node cluster ({@link #start(String, int)}) binds 127.0.0.1 with an OS-chosen port and
 * sizes sharding for {@code 10 x shards} shards. The system's threads are daemons and it logs
 * through SLF4J at WARNING. Typically 1-3 s; {@link #stop} leaves the cluster through coordinated
 * shutdown.
 */
public final class ClusterBootstrap {
  /** How long {@link #start(String, int)} waits for the node to be up, and {@link #stop} for it to terminate. */
  public static final Duration TIMEOUT = Duration.ofSeconds(30);

  /** Sharding shards of a multi-node cluster: fixed, as every node must agree and workers do not know K. */
  static final int MULTI_NODE_SHARDS = 1000;

  private static final long POLL_MILLIS = 50;

  private ClusterBootstrap() {}

  /**
   * Starts the system {@code name} as a one-node cluster and returns once its member is up.
   *
   * @param shards simulation shards that will be used (>= 1); sizes the sharding's shard count
   * @throws IllegalArgumentException if shards is below 1
   * @throws ClusterJoinException if the node is not up within {@link #TIMEOUT} (the system is then terminated)
   */
  public static ActorSystem<Void> start(String name, int shards) {
    return start(name, ClusterSpec.oneNode(), shards, ConfigFactory.empty());
  }

  /** As {@link #start(String, int)}, with {@code overrides} on top of the configuration (tests). */
  static ActorSystem<Void> start(String name, int shards, Config overrides) {
    return start(name, ClusterSpec.oneNode(), shards, overrides);
  }

  /**
   * Starts the node {@code spec} of the system {@link ClusterSpec#SYSTEM_NAME}, joins and returns
   * once it and the expected workers are up.
   *
   * @param shards simulation shards the coordinator will use (>= 1); only the one-node cluster depends on it
   * @throws IllegalArgumentException if shards is below 1
   * @throws ClusterJoinException if the port cannot be bound, no seed node answers within the join
   *     timeout (the message names them) or the expected workers are not up by then; the system is
   *     then terminated
   */
  public static ActorSystem<Void> start(ClusterSpec spec, int shards) {
    return start(ClusterSpec.SYSTEM_NAME, spec, shards, ConfigFactory.empty());
  }

  static ActorSystem<Void> start(String name, ClusterSpec spec, int shards, Config overrides) {
    if (shards < 1) throw new IllegalArgumentException("shards must be >= 1, got " + shards);
    ActorSystem<Void> system;
    try {
      system = ActorSystem.create(Behaviors.empty(), name, overrides.withFallback(config(spec, shards)));
    } catch (RuntimeException e) {
      throw new ClusterJoinException("cluster: cannot start the node on " + spec.host() + ":" + spec.port() + ": "
          + rootMessage(e), e);
    }
    Cluster cluster = Cluster.get(system);
    try {
      join(system, spec);
      await(() -> isUp(system, spec), spec.joinTimeout(), () -> notJoined(system, spec));
      await(() -> upWorkers(cluster) >= spec.expectWorkers(), spec.joinTimeout(),
          () -> workersMissing(system, spec));
      return system;
    } catch (RuntimeException e) {
      stop(system);
      throw e;
    }
  }

  /**
   * Leaves the cluster through coordinated shutdown, terminates {@code system} and waits up to
   * {@link #TIMEOUT} for it (a slow shutdown does not keep the JVM alive: the threads are daemons).
   */
  public static void stop(ActorSystem<?> system) {
    system.terminate();
    try {
      system.getWhenTerminated().toCompletableFuture().get(TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (ExecutionException | TimeoutException e) {
      // daemon threads: nothing keeps the JVM alive
    }
  }

  /** "host:port" of a node's address, as users write seed nodes. */
  public static String hostPort(Address address) {
    return address.getHost().orElse("?") + ":" + address.getPort().map(String::valueOf).orElse("?");
  }

  /** The configuration of node {@code spec}. */
  static Config config(ClusterSpec spec, int shards) {
    boolean alone = spec.alone();
    Map<String, Object> settings = new LinkedHashMap<>(Map.ofEntries(
        Map.entry("akka.actor.provider", "cluster"),
        Map.entry("akka.remote.artery.canonical.hostname", spec.host()),
        Map.entry("akka.remote.artery.canonical.port", spec.port()),
        Map.entry("akka.cluster.roles", spec.akkaRoles()),
        Map.entry("akka.cluster.downing-provider-class", "akka.cluster.sbr.SplitBrainResolverProvider"),
        Map.entry("akka.cluster.sharding.number-of-shards", alone ? 10 * shards : MULTI_NODE_SHARDS),
        Map.entry("akka.cluster.jmx.multi-mbeans-in-same-jvm", "on"),
        Map.entry("akka.loggers", List.of("akka.event.slf4j.Slf4jLogger")),
        Map.entry("akka.logging-filter", "akka.event.slf4j.Slf4jLoggingFilter"),
        Map.entry("akka.daemonic", "on"),
        // a node of a multi-JVM cluster leaves gracefully on SIGTERM / Ctrl-C, so the others go on at once
        Map.entry("akka.jvm-shutdown-hooks", alone ? "off" : "on"),
        Map.entry("akka.coordinated-shutdown.run-by-jvm-shutdown-hook", alone ? "off" : "on"),
        Map.entry("akka.loglevel", "WARNING"),
        Map.entry("akka.stdout-loglevel", "WARNING"),
        Map.entry("akka.log-dead-letters-during-shutdown", "off")));
    if (!spec.bindHost().isBlank()) settings.put("akka.remote.artery.bind.hostname", spec.bindHost());
    settings.put(CookieCheck.KEY, spec.cookieDigest());
    if (spec.standing()) {
      // members come and go independently: the side with more members survives a crash or partition
      // (equal halves: the side with the lowest address), so losing fewer than half at once is survived
      settings.put("akka.cluster.split-brain-resolver.active-strategy", "keep-majority");
    } else if (!alone) {
      // after a crash or partition the side of the coordinator (the oldest "coordinator" node) survives,
      // whatever the addresses: a crashed worker is downed, and workers cut off from it down themselves
      settings.put("akka.cluster.split-brain-resolver.active-strategy", "keep-oldest");
      settings.put("akka.cluster.split-brain-resolver.keep-oldest.role", ClusterSpec.Role.COORDINATOR.akkaRole());
      settings.put("akka.cluster.split-brain-resolver.keep-oldest.down-if-alone", "off");
    }
    return ConfigFactory.parseMap(settings).withFallback(ConfigFactory.load());
  }

  private static void join(ActorSystem<?> system, ClusterSpec spec) {
    Cluster cluster = Cluster.get(system);
    if (spec.seedNodes().isEmpty()) {
      cluster.manager().tell(Join.create(cluster.selfMember().address()));
      return;
    }
    List<Address> seeds = new ArrayList<>();
    for (ClusterSpec.SeedNode seed : spec.seedNodes()) {
      seeds.add(new Address("akka", system.name(), seed.host(), seed.port()));
    }
    cluster.manager().tell(new JoinSeedNodes(seeds));
  }

  /**
   * True once this node is up; throws if the cluster refused it (Akka then shuts the node down
   * with the incompatible-configuration reason: here, a different cluster secret).
   */
  private static boolean isUp(ActorSystem<?> system, ClusterSpec spec) {
    var reason = akka.actor.CoordinatedShutdown.get(system).getShutdownReason();
    if (reason.isPresent()) {
      boolean refused = reason.get().equals(akka.actor.CoordinatedShutdown.incompatibleConfigurationDetectedReason());
      throw new ClusterJoinException("cluster: " + (refused
          ? "refused by " + joinList(spec.seedNodes()) + ": this node's cluster secret (cookie) differs from the cluster's "
              + "(set the same " + ClusterCookie.ENVIRONMENT + " or copy the cookie file of the seed's machine)"
          : "node " + hostPort(system.address()) + " shut down while joining " + joinList(spec.seedNodes())), null);
    }
    return Cluster.get(system).selfMember().status().equals(MemberStatus.up());
  }

  private static int upWorkers(Cluster cluster) {
    int up = 0;
    for (Member m : cluster.state().getMembers()) {
      if (m.status().equals(MemberStatus.up()) && m.hasRole(ClusterSpec.Role.WORKER.akkaRole())) up++;
    }
    return up;
  }

  /** The addresses of the members of this node's cluster, sorted. */
  static TreeSet<String> members(ActorSystem<?> system) {
    TreeSet<String> members = new TreeSet<>();
    for (Member m : Cluster.get(system).state().getMembers()) members.add(hostPort(m.address()));
    return members;
  }

  private static String notJoined(ActorSystem<?> system, ClusterSpec spec) {
    String self = hostPort(system.address());
    if (spec.seedNodes().isEmpty()) return "cluster: node " + self + " not up after " + spec.joinTimeout().toSeconds() + " s";
    return "cluster: node " + self + " could not join through seed node(s) " + joinList(spec.seedNodes()) + " within "
        + spec.joinTimeout().toSeconds() + " s: unreachable, or no " + (spec.standing()
            ? "member running there (start one with interflow cluster seed --port PORT)"
            : "coordinator running there (start it with interflow optimize --cluster-port PORT)");
  }

  private static String workersMissing(ActorSystem<?> system, ClusterSpec spec) {
    return "cluster: " + upWorkers(Cluster.get(system)) + " of " + spec.expectWorkers() + " expected worker(s) up after "
        + spec.joinTimeout().toSeconds() + " s (members: " + String.join(", ", members(system))
        + "); start each with: interflow worker --seed-nodes " + hostPort(system.address());
  }

  private static String joinList(List<ClusterSpec.SeedNode> seeds) {
    List<String> names = new ArrayList<>();
    for (ClusterSpec.SeedNode s : seeds) names.add(s.toString());
    return String.join(", ", names);
  }

  /** Polls {@code done} until it holds, or throws a {@link ClusterJoinException} with {@code failure}'s message. */
  private static void await(BooleanSupplier done, Duration timeout, Supplier<String> failure) {
    long deadline = System.nanoTime() + timeout.toNanos();
    while (!done.getAsBoolean()) {
      if (System.nanoTime() > deadline) throw new ClusterJoinException(failure.get(), null);
      try {
        Thread.sleep(POLL_MILLIS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new ClusterJoinException("cluster: interrupted while joining", e);
      }
    }
  }

  private static String rootMessage(Throwable e) {
    Throwable t = e;
    while (t.getCause() != null && t.getCause() != t) t = t.getCause();
    return t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage();
  }
}
