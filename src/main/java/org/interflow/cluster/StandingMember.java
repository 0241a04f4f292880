package org.interflow.cluster;

import akka.actor.typed.ActorSystem;
import org.interflow.cluster.sweep.ClusterSweep;
import org.interflow.io.sweep.RunExecutor;
import org.interflow.optimize.actor.ProblemResolver;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The life of a long-lived member ({@code interflow cluster seed} and {@code interflow cluster
 * join}): start or join the standing cluster, host simulation shards ({@link ShardRegions}) for
 * any optimisation and run sweep runs ({@link ClusterSweep#host}) for any submitter, until SIGTERM
 * or Ctrl-C (leaving gracefully) or until the cluster downs it.
 */
public final class StandingMember {
  private static final Logger LOG = LoggerFactory.getLogger(StandingMember.class);

  private StandingMember() {}

  /**
   * Starts the member and returns its actor system, which runs until terminated.
   *
   * @param spec a {@link ClusterSpec.Role#MEMBER} spec: no seed node for the first member (the seed)
   * @throws IllegalArgumentException if spec is not a member's
   * @throws ClusterJoinException if it cannot bind or join (a different secret included)
   */
  public static ActorSystem<Void> start(ClusterSpec spec, RunExecutor executor, ProblemResolver resolver) {
    if (spec.role() != ClusterSpec.Role.MEMBER) throw new IllegalArgumentException("not a member spec: " + spec.role());
    ActorSystem<Void> system = ClusterBootstrap.start(spec, 1);
    try {
      ShardRegions.init(system, resolver);
      ClusterSweep.host(system, executor);
    } catch (RuntimeException e) {
      ClusterBootstrap.stop(system);
      throw e;
    }
    LOG.info("cluster: member {} up ({} cores); members {}", ClusterBootstrap.hostPort(system.address()),
        Runtime.getRuntime().availableProcessors(), String.join(", ", ClusterBootstrap.members(system)));
    return system;
  }
}
