package org.interflow.cluster;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Where one JVM sits in an Interflow cluster: its role, the address other nodes reach it at, the
 * seed nodes it joins through, how many workers the coordinator waits for and for how long. The
 * one-node cluster of {@code interflow optimize --shards K} is {@link #oneNode()}; a multi-JVM run
 * has one {@link Role#COORDINATOR} (it runs the Optimizer) and any number of {@link Role#WORKER}s
 * (they only host simulation shards). All nodes of a cluster use the actor system name {@link
 * #SYSTEM_NAME}. Defaults come from the {@code interflow.cluster} keys ({@link #fromConfig}).
 *
 * @param role what this JVM does
 * @param host the hostname or IP address other nodes use to reach this one (Artery's canonical hostname)
 * @param bindHost the interface to listen on, or "" for {@code host} ("0.0.0.0" behind NAT or in containers)
 * @param port the TCP port to listen on, 0 = chosen by the OS
 * @param seedNodes the nodes to join through; empty = this node starts a new cluster (coordinator only)
 * @param expectWorkers workers the coordinator waits for before the search starts (0 for a worker)
 * @param joinTimeout how long to wait for the join and the expected workers
 * @param hostsShards this node hosts simulation shards (always for workers and members; a coordinator may only proxy)
 * @param standing this node forms or joins a standing cluster of {@code interflow cluster seed|join}
 *     members, downed by keep-majority (an optimisation's own cluster keeps its coordinator's side)
 * @param cookieDigest the digest of the cluster's shared secret ({@link ClusterCookie}); a node whose
 *     digest differs is refused at join
 */
public record ClusterSpec(Role role, String host, String bindHost, int port, List<SeedNode> seedNodes,
    int expectWorkers, Duration joinTimeout, boolean hostsShards, boolean standing, String cookieDigest) {
  /** The actor system name of every node: nodes with different names cannot form a cluster. */
  public static final String SYSTEM_NAME = "interflow";

  /** What a node does in the cluster; its Akka role name is {@link #akkaRole()}. */
  public enum Role {
    /** Runs the Optimizer actor and, unless told otherwise, simulation shards too. */
    COORDINATOR,
    /** Only hosts simulation shards; leaves when the coordinator has left. */
    WORKER,
    /** A long-lived member of a standing cluster: hosts simulation shards and sweep runs for any submitter. */
    MEMBER;

    /** The Akka cluster role of such nodes: "coordinator" or "worker". */
    public String akkaRole() { return name().toLowerCase(Locale.ROOT); }
  }

  /** The Akka cluster role of every node that hosts simulation shards. */
  public static final String SHARDS_ROLE = "shards";

  /**
   * A seed node's address.
   *
   * @param host hostname or IP address (IPv6 without brackets)
   * @param port TCP port, 1..65535
   */
  public record SeedNode(String host, int port) {
    public SeedNode {
      if (host == null || host.isBlank()) throw new IllegalArgumentException("seed node host is empty");
      if (port < 1 || port > 65535) throw new IllegalArgumentException("seed node port must be in 1..65535, got " + port);
    }

    /**
     * Parses {@code host:port} ({@code [v6-address]:port} for IPv6).
     *
     * @throws IllegalArgumentException naming the text and the expected form
     */
    public static SeedNode parse(String text) {
      String t = text.trim();
      int colon = t.lastIndexOf(':');
      if (colon <= 0 || colon == t.length() - 1) {
        throw new IllegalArgumentException("seed node '" + text + "' is not host:port (e.g. 10.0.0.1:2551)");
      }
      String host = t.substring(0, colon);
      if (host.startsWith("[") && host.endsWith("]")) host = host.substring(1, host.length() - 1);
      try {
        return new SeedNode(host, Integer.parseInt(t.substring(colon + 1)));
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException("seed node '" + text + "' is not host:port (e.g. 10.0.0.1:2551)");
      }
    }

    /** Parses a comma-separated list of {@code host:port}; blank entries are errors. */
    public static List<SeedNode> parseList(String text) {
      List<SeedNode> seeds = new ArrayList<>();
      for (String part : text.split(",", -1)) seeds.add(parse(part));
      return List.copyOf(seeds);
    }

    @Override
    public String toString() { return (host.indexOf(':') >= 0 ? "[" + host + "]" : host) + ":" + port; }
  }

  /**
   * @throws IllegalArgumentException if a value is out of range, a worker has no seed node or
   *     expects workers, or a worker does not host shards
   */
  public ClusterSpec {
    if (role == null) throw new IllegalArgumentException("cluster role is missing");
    if (host == null || host.isBlank()) throw new IllegalArgumentException("cluster host is empty");
    if (bindHost == null) bindHost = "";
    if (port < 0 || port > 65535) throw new IllegalArgumentException("cluster port must be in 0..65535, got " + port);
    seedNodes = List.copyOf(seedNodes);
    if (expectWorkers < 0) throw new IllegalArgumentException("expected workers must be >= 0, got " + expectWorkers);
    if (joinTimeout == null || joinTimeout.isNegative() || joinTimeout.isZero()) {
      throw new IllegalArgumentException("join timeout must be positive, got " + joinTimeout);
    }
    if (cookieDigest == null || cookieDigest.isBlank()) cookieDigest = ClusterCookie.NONE;
    if (role == Role.MEMBER) {
      if (!hostsShards) throw new IllegalArgumentException("a member always hosts simulation shards");
      standing = true;
    }
    if (role == Role.WORKER) {
      if (seedNodes.isEmpty()) throw new IllegalArgumentException("a worker needs --seed-nodes host:port[,host:port]");
      if (expectWorkers != 0) throw new IllegalArgumentException("only the coordinator expects workers");
      if (!hostsShards) throw new IllegalArgumentException("a worker always hosts simulation shards");
    }
    if (!hostsShards && expectWorkers == 0 && seedNodes.isEmpty()) {
      throw new IllegalArgumentException("a coordinator without shards needs workers (--expect-workers N)");
    }
  }

  /** A node of an optimisation's own cluster ({@code interflow optimize --cluster-port}, {@code interflow worker}), without a secret. */
  public ClusterSpec(Role role, String host, String bindHost, int port, List<SeedNode> seedNodes, int expectWorkers,
      Duration joinTimeout, boolean hostsShards) {
    this(role, host, bindHost, port, seedNodes, expectWorkers, joinTimeout, hostsShards, false, ClusterCookie.NONE);
  }

  /**
   * A submitter that joins the standing cluster of {@code seed} for one sweep or optimisation and
   * runs nothing itself: a coordinator on this machine's {@code host}, an OS-chosen port.
   */
  public static ClusterSpec submitter(SeedNode seed, String host, Duration joinTimeout, String cookieDigest) {
    return new ClusterSpec(Role.COORDINATOR, host, "", 0, List.of(seed), 0, joinTimeout, false, true, cookieDigest);
  }

  /** The one-node cluster: a coordinator hosting every shard on 127.0.0.1, an OS-chosen port, 30 s to come up. */
  public static ClusterSpec oneNode() {
    return new ClusterSpec(Role.COORDINATOR, "127.0.0.1", "", 0, List.of(), 0, Duration.ofSeconds(30), true);
  }

  /**
   * The spec of a node with {@code role} from the {@code interflow.cluster} keys of {@code config}:
   * {@code host}, {@code bind-host}, {@code port}, {@code seed-nodes} (list of "host:port"), {@code
   * expect-workers} (coordinator only), {@code join-timeout}, {@code coordinator-hosts-shards}; a
   * {@link Role#MEMBER} is standing and carries the secret ({@link ClusterCookie#digest(Config)}).
   *
   * @throws IllegalArgumentException naming the key when a key is missing or has a bad value
   */
  public static ClusterSpec fromConfig(Config config, Role role) {
    String path = "interflow.cluster";
    try {
      Config c = config.getConfig(path);
      List<SeedNode> seeds = new ArrayList<>();
      for (String s : c.getStringList("seed-nodes")) seeds.add(SeedNode.parse(s));
      boolean coordinator = role == Role.COORDINATOR;
      return new ClusterSpec(role, c.getString("host"), c.getString("bind-host"), c.getInt("port"), seeds,
          coordinator ? c.getInt("expect-workers") : 0, c.getDuration("join-timeout"),
          !coordinator || c.getBoolean("coordinator-hosts-shards"), role == Role.MEMBER,
          role == Role.MEMBER ? ClusterCookie.digest(config) : ClusterCookie.NONE);
    } catch (ConfigException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(path + ": " + e.getMessage(), e);
    }
  }

  /**
   * True for the one-node cluster: no seed nodes to join, no workers to wait for and no fixed port
   * for workers to join later.
   */
  public boolean alone() { return seedNodes.isEmpty() && expectWorkers == 0 && port == 0; }

  /** The Akka roles of this node: its role's, plus {@link #SHARDS_ROLE} if it hosts shards. */
  public List<String> akkaRoles() {
    // a member hosts sweep runs as well as shards: the runs are found through the receptionist, not by role
    return hostsShards ? List.of(role.akkaRole(), SHARDS_ROLE) : List.of(role.akkaRole());
  }
}
