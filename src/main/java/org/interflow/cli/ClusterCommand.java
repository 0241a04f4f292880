package org.interflow.cli;

import akka.actor.typed.ActorSystem;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.interflow.cluster.ClusterBootstrap;
import org.interflow.cluster.ClusterCookie;
import org.interflow.cluster.ClusterSpec;
import org.interflow.cluster.StandingMember;
import org.interflow.cluster.sweep.MemberStatus;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code interflow cluster seed|join|status}: a standing cluster of long-lived members (Akka
 * Cluster over Artery TCP) that run the sweep runs and simulation shards of any {@code interflow
 * sweep --cluster} or {@code interflow optimize --cluster} submitted to it. Members bind the
 * loopback address unless told otherwise and refuse nodes with another secret ({@link ClusterCookie}).
 */
@Command(name = "cluster", mixinStandardHelpOptions = true,
    description = {"Run a standing cluster of members for sweeps and optimisations across JVMs and machines.",
        "Example: interflow cluster seed --port 2551   then   interflow cluster join --seed 127.0.0.1:2551"},
    subcommands = {ClusterCommand.Seed.class, ClusterCommand.Join.class, ClusterCommand.Status.class})
final class ClusterCommand implements Runnable {
  @Spec
  CommandSpec command;

  @Override
  public void run() { command.commandLine().usage(command.commandLine().getOut()); }

  /** Where a member listens and which secret it carries. */
  static final class MemberOptions {
    @Option(names = "--host", paramLabel = "HOST",
        description = "Address the other nodes reach this member at (default: interflow.cluster.host, 127.0.0.1: this machine only).")
    String host;

    @Option(names = "--bind", paramLabel = "ADDRESS",
        description = "Interface to listen on (default: the --host address; 0.0.0.0 behind NAT or in containers).")
    String bind;

    @Option(names = "--cookie-file", paramLabel = "FILE",
        description = "The cluster's secret (default: interflow.cluster.cookie-file, ~/.interflow/cluster-cookie; $"
            + ClusterCookie.ENVIRONMENT + " wins).")
    String cookieFile;

    @Option(names = "--join-timeout", paramLabel = "SECONDS", description = "How long to wait for the seed (default 30).")
    Integer joinTimeoutSeconds;
  }

  /** Runs a member until it is stopped. */
  static int serve(ClusterSpec spec, String how, PrintWriter out) {
    ActorSystem<Void> system = StandingMember.start(spec, new InProcessRunExecutor(), OptimizeSettings::shardDesign);
    ConsoleLogging.quietRuns();
    out.println("cluster: member " + ClusterBootstrap.hostPort(system.address()) + " " + how + "; others join with: interflow cluster join --seed "
        + (spec.seedNodes().isEmpty() ? ClusterBootstrap.hostPort(system.address()) : spec.seedNodes().get(0)));
    out.flush();
    system.getWhenTerminated().toCompletableFuture().join();
    return 0;
  }

  @Command(name = "seed", mixinStandardHelpOptions = true, sortOptions = false,
      description = {"Start a standing cluster: the first member, which the others join.",
          "Creates the cookie file with a random secret when there is none."})
  static final class Seed implements Callable<Integer> {
    @Spec
    CommandSpec command;

    @Option(names = "--port", paramLabel = "PORT", description = "TCP port to listen on (default 2551).")
    int port = 2551;

    @Mixin
    MemberOptions member = new MemberOptions();

    @Override
    public Integer call() {
      if (port < 1 || port > 65535) throw new UserInputException("cluster seed: --port must be in 1..65535, got " + port);
      java.nio.file.Path cookie = ClusterCookie.file(member.cookieFile != null ? member.cookieFile
          : com.typesafe.config.ConfigFactory.load().getString("interflow.cluster.cookie-file"));
      if (ClusterCookie.createIfMissing(cookie)) {
        command.commandLine().getErr().println("interflow: created the cluster secret " + cookie
            + " (owner-only); copy it to every machine that joins");
      }
      ClusterSpec spec = ClusterOptions.spec("cluster seed", ClusterSpec.Role.MEMBER, member.host, member.bind, port, null, null,
          member.joinTimeoutSeconds, true, member.cookieFile);
      return serve(spec, "started the cluster", command.commandLine().getOut());
    }
  }

  @Command(name = "join", mixinStandardHelpOptions = true, sortOptions = false,
      description = "Join a standing cluster as a member: run sweep runs and simulation shards until stopped (Ctrl-C leaves gracefully).")
  static final class Join implements Callable<Integer> {
    @Spec
    CommandSpec command;

    @Option(names = "--seed", required = true, paramLabel = "HOST:PORT[,HOST:PORT]", description = "A member to join through (the seed's --port).")
    String seed;

    @Option(names = "--port", paramLabel = "PORT", description = "TCP port to listen on; 0 = chosen by the OS (default 0).")
    int port;

    @Mixin
    MemberOptions member = new MemberOptions();

    @Override
    public Integer call() {
      ClusterSpec spec = ClusterOptions.spec("cluster join", ClusterSpec.Role.MEMBER, member.host, member.bind, port, seed, null,
          member.joinTimeoutSeconds, true, member.cookieFile);
      return serve(spec, "joined", command.commandLine().getOut());
    }
  }

  @Command(name = "status", mixinStandardHelpOptions = true, sortOptions = false,
      description = "List the members of a standing cluster: state, roles, cores, the runs they run and have run, round trip.")
  static final class Status implements Callable<Integer> {
    @Spec
    CommandSpec command;

    @Option(names = "--cluster", required = true, paramLabel = "HOST:PORT", description = "A member of the cluster (the seed).")
    String cluster;

    @Option(names = "--cluster-host", paramLabel = "HOST", description = "The address members reach this JVM at (default 127.0.0.1).")
    String host;

    @Option(names = "--cookie-file", paramLabel = "FILE", description = "The cluster's secret (default: ~/.interflow/cluster-cookie).")
    String cookieFile;

    @Override
    public Integer call() {
      ClusterSpec spec = ClusterOptions.submitter("cluster status", cluster, host, cookieFile, null);
      ActorSystem<Void> system = ClusterBootstrap.start(spec, 1);
      List<MemberStatus> rows;
      try {
        rows = MemberStatus.query(system, Duration.ofSeconds(10));
      } finally {
        ClusterBootstrap.stop(system);
      }
      PrintWriter out = command.commandLine().getOut();
      String self = ClusterBootstrap.hostPort(system.address());
      out.printf(Locale.ROOT, "%-22s %-18s %-16s %5s %7s %6s %6s %8s  %s%n", "member", "state", "roles", "cores", "running", "done",
          "failed", "rtt_ms", "runs");
      for (MemberStatus m : rows) {
        if (m.node().equals(self)) continue;
        var s = m.status();
        out.printf(Locale.ROOT, "%-22s %-18s %-16s %5s %7s %6s %6s %8s  %s%n", m.node(), m.state(), String.join(",", m.roles()),
            s == null ? "-" : s.cores(), s == null ? "-" : s.running().size(), s == null ? "-" : s.done(), s == null ? "-" : s.failed(),
            Double.isNaN(m.roundTripMs()) ? "-" : String.format(Locale.ROOT, "%.2f", m.roundTripMs()),
            s == null ? "" : String.join(" ", s.running()));
      }
      out.flush();
      return 0;
    }
  }

}
