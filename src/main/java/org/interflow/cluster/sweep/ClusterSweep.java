package org.interflow.cluster.sweep;

import akka.actor.typed.ActorRef;
import akka.actor.typed.ActorSystem;
import akka.actor.typed.DispatcherSelector;
import akka.actor.typed.Props;
import akka.actor.typed.javadsl.Behaviors;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.interflow.cluster.ClusterBootstrap;
import org.interflow.cluster.ClusterSpec;
import org.interflow.io.sweep.FileRef;
import org.interflow.io.sweep.InputStore;
import org.interflow.io.sweep.RunExecutor;
import org.interflow.io.sweep.SweepResults;
import org.interflow.io.sweep.SweepRun;

/**
 * Sweeps on a cluster, for {@code interflow sweep}: {@link #start} boots this JVM's node, either a
 * one-node cluster that also runs the runs ({@link #host}) or a submitter that joins a standing
 * cluster and leaves the runs to its members; {@link #run} offers the inputs on this node's {@link
 * FileServer}, spawns a {@link SweepDriver} and waits for its outcome; {@link #close} leaves.
 */
public final class ClusterSweep implements AutoCloseable {
  private final ActorSystem<Void> system;
  private final ActorRef<FileServer.Command> files;
  private final FileFetcher fetcher;
  private int sweeps;

  private ClusterSweep(ActorSystem<Void> system, ActorRef<FileServer.Command> files, FileFetcher fetcher) {
    this.system = system;
    this.files = files;
    this.fetcher = fetcher;
  }

  /**
   * Starts this JVM's node {@code spec}: with no seed node, a one-node cluster that runs the runs
   * with {@code executor} itself; else a node that joins through the seed and submits to the members.
   *
   * @throws org.interflow.cluster.ClusterJoinException if the node cannot start or join
   */
  public static ClusterSweep start(ClusterSpec spec, RunExecutor executor) {
    ActorSystem<Void> system = ClusterBootstrap.start(spec, 1);
    try {
      if (spec.seedNodes().isEmpty()) {
        Hosting hosting = host(system, executor);
        return new ClusterSweep(system, hosting.files(), hosting.fetcher());
      }
      ActorRef<FileServer.Command> files = system.systemActorOf(FileServer.create(), "interflow-files", DispatcherSelector.blocking());
      return new ClusterSweep(system, files, new FileFetcher(system, InputStore.local()));
    } catch (RuntimeException e) {
      ClusterBootstrap.stop(system);
      throw e;
    }
  }

  /** What a node that runs runs has: its file server and its fetcher. */
  public record Hosting(ActorRef<FileServer.Command> files, FileFetcher fetcher) {}

  /**
   * Makes {@code system}'s node run sweep runs with {@code executor}: spawns its file server and its
   * {@link RunHost} (registered with the receptionist), inputs fetched into {@link InputStore#local()},
   * runs in progress in a temporary folder deleted when the system terminates.
   */
  public static Hosting host(ActorSystem<?> system, RunExecutor executor) {
    Path scratch;
    try {
      scratch = Files.createTempDirectory("interflow-runs-");
    } catch (IOException e) {
      throw new UncheckedIOException("cannot create a temporary folder for runs", e);
    }
    system.getWhenTerminated().thenRun(() -> RunHost.deleteTree(scratch));
    ActorRef<FileServer.Command> files = system.systemActorOf(FileServer.create(), "interflow-files", DispatcherSelector.blocking());
    FileFetcher fetcher = new FileFetcher(system, InputStore.local());
    system.systemActorOf(RunHost.create(executor, files, fetcher, scratch), "interflow-run-host", Props.empty());
    return new Hosting(files, fetcher);
  }

  /** This node's address, "host:port". */
  public String address() { return ClusterBootstrap.hostPort(system.address()); }

  /**
   * Runs {@code runs} on the cluster's run hosts and commits their results into {@code results}.
   *
   * @param inputs where this JVM reads each input of the runs
   * @param maxParallel runs at once per member; 0 = each member's cores
   * @return the driver's outcome
   * @throws IllegalStateException if no member took the runs
   */
  public SweepDriver.Outcome run(List<SweepRun> runs, Map<FileRef, Path> inputs, int maxParallel, SweepResults results) {
    for (Map.Entry<FileRef, Path> e : inputs.entrySet()) {
      files.tell(new FileServer.Offer(e.getKey().hash(), e.getValue().toAbsolutePath().toString()));
    }
    CompletableFuture<SweepDriver.Result> done = new CompletableFuture<>();
    ActorRef<SweepDriver.Result> listener = system.systemActorOf(Behaviors.receive(SweepDriver.Result.class)
        .onAnyMessage(r -> {
          done.complete(r);
          return Behaviors.stopped();
        }).build(), "sweep-listener-" + sweeps, Props.empty());
    system.systemActorOf(SweepDriver.create(runs, maxParallel, results, files, fetcher, listener), "sweep-" + sweeps++,
        Props.empty());
    SweepDriver.Result result = done.join();
    if (result instanceof SweepDriver.Stalled stalled) throw new IllegalStateException("sweep: " + stalled.reason());
    return (SweepDriver.Outcome) result;
  }

  @Override
  public void close() { ClusterBootstrap.stop(system); }
}
