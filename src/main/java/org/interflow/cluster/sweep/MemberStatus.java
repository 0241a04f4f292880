package org.interflow.cluster.sweep;

import akka.actor.typed.ActorRef;
import akka.actor.typed.ActorSystem;
import akka.actor.typed.javadsl.AskPattern;
import akka.actor.typed.receptionist.Receptionist;
import akka.cluster.Member;
import akka.cluster.typed.Cluster;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.interflow.cluster.ClusterBootstrap;

/**
 * What {@code interflow cluster status} prints, one row per member of the cluster: its address,
 * state and roles from the membership, and from its {@link RunHost} (found through the receptionist)
 * its cores, the runs it runs and has run, and the round trip of that question in milliseconds
 * (the median of {@link #ROUND_TRIPS}, the first one, which warms up serialization, left out).
 *
 * @param node "host:port"
 * @param state Akka's member status (Up, Leaving, ...), with "unreachable" when the failure detector says so
 * @param status the run host's answer, or null for a node without one (a submitter) or no answer in time
 * @param roundTripMs the status question's round trip (NaN without an answer)
 */
public record MemberStatus(String node, String state, List<String> roles, RunHost.Status status, double roundTripMs) {
  /** Status questions per member; their median round trip is reported. */
  public static final int ROUND_TRIPS = 21;

  public MemberStatus { roles = List.copyOf(roles); }

  /**
   * Asks every member of {@code system}'s cluster, waiting up to {@code timeout} for the receptionist
   * to list a run host on each member that is up.
   */
  public static List<MemberStatus> query(ActorSystem<?> system, Duration timeout) {
    Cluster cluster = Cluster.get(system);
    long deadline = System.nanoTime() + timeout.toNanos();
    Set<ActorRef<RunHost.Command>> hosts = Set.of();
    while (System.nanoTime() < deadline) {
      hosts = find(system);
      if (hosts.size() >= upMembersBesidesSelf(cluster)) break;
      sleep(200);
    }
    TreeMap<String, ActorRef<RunHost.Command>> byNode = new TreeMap<>();
    for (ActorRef<RunHost.Command> h : hosts) {
      byNode.put(h.path().address().hasGlobalScope() ? ClusterBootstrap.hostPort(h.path().address())
          : ClusterBootstrap.hostPort(system.address()), h);
    }
    TreeMap<String, MemberStatus> rows = new TreeMap<>();
    for (Member m : cluster.state().getMembers()) {
      String node = ClusterBootstrap.hostPort(m.address());
      String state = m.status().toString() + (cluster.state().getUnreachable().contains(m) ? ", unreachable" : "");
      List<String> roles = new ArrayList<>(new java.util.TreeSet<>(m.getRoles()));
      roles.removeIf(r -> r.startsWith("dc-"));
      ActorRef<RunHost.Command> host = byNode.get(node);
      RunHost.Status status = null;
      double rtt = Double.NaN;
      if (host != null) {
        double[] times = new double[ROUND_TRIPS];
        try {
          for (int i = 0; i < ROUND_TRIPS; i++) {
            long start = System.nanoTime();
            status = AskPattern.<RunHost.Command, RunHost.Status>ask(host, RunHost.GetStatus::new, Duration.ofSeconds(5),
                system.scheduler()).toCompletableFuture().get(6, TimeUnit.SECONDS);
            times[i] = (System.nanoTime() - start) / 1e6;
          }
          double[] warm = java.util.Arrays.copyOfRange(times, 1, ROUND_TRIPS);
          java.util.Arrays.sort(warm);
          rtt = warm[warm.length / 2];
        } catch (Exception e) {
          status = null;
        }
      }
      rows.put(node, new MemberStatus(node, state, roles, status, rtt));
    }
    return List.copyOf(rows.values());
  }

  private static Set<ActorRef<RunHost.Command>> find(ActorSystem<?> system) {
    try {
      CompletableFuture<Receptionist.Listing> listing = AskPattern.<Receptionist.Command, Receptionist.Listing>ask(
          system.receptionist(), replyTo -> Receptionist.find(RunHost.KEY, replyTo), Duration.ofSeconds(3),
          system.scheduler()).toCompletableFuture();
      return listing.get(4, TimeUnit.SECONDS).getServiceInstances(RunHost.KEY);
    } catch (Exception e) {
      return Set.of();
    }
  }

  private static int upMembersBesidesSelf(Cluster cluster) {
    int n = 0;
    for (Member m : cluster.state().getMembers()) {
      if (!m.equals(cluster.selfMember()) && m.hasRole("member")) n++;
    }
    return n;
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
