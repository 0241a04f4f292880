package org.interflow.cluster.sweep;

import akka.actor.typed.ActorRef;
import akka.actor.typed.Behavior;
import akka.actor.typed.DispatcherSelector;
import akka.actor.typed.javadsl.AbstractBehavior;
import akka.actor.typed.javadsl.ActorContext;
import akka.actor.typed.javadsl.Behaviors;
import akka.actor.typed.javadsl.Receive;
import akka.actor.typed.receptionist.Receptionist;
import akka.actor.typed.receptionist.ServiceKey;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.stream.Stream;
import org.interflow.cluster.CborSerializable;
import org.interflow.cluster.ClusterBootstrap;
import org.interflow.io.sweep.ContentHash;
import org.interflow.io.sweep.FileRef;
import org.interflow.io.sweep.RunExecutor;
import org.interflow.io.sweep.SweepRun;

/**
 * Runs sweep runs on one member: for each {@link Execute} it fetches the inputs it lacks (once per
 * member, {@link FileFetcher}), runs the run through the node's {@link RunExecutor} on the blocking
 * dispatcher, offers the result files on the node's {@link FileServer} and replies {@link Executed}
 * (or {@link Failed} with the one-line reason); {@link Collected} then deletes the results. It runs
 * whatever it is sent at once: the {@link SweepDriver} keeps at most its max-parallel runs here.
 * Registered with the receptionist under {@link #KEY}, so drivers on any node find it; it also
 * answers {@link GetStatus} for {@code interflow cluster status}. Spawned once per member.
 */
public final class RunHost extends AbstractBehavior<RunHost.Command> {
  /** The receptionist key of every member's run host. */
  public static final ServiceKey<Command> KEY = ServiceKey.create(Command.class, "interflow-run-host");

  /** Messages to a run host; they may cross JVMs. */
  public sealed interface Command extends CborSerializable {}

  /**
   * Runs {@code run} (attempt {@code attempt}), fetching inputs from {@code inputs}.
   *
   * @param replyTo gets {@link Executed} or {@link Failed}
   */
  public record Execute(SweepRun run, int attempt, ActorRef<FileServer.Command> inputs, ActorRef<Report> replyTo)
      implements Command {}

  /** The driver has copied the results of {@code runId}: delete them here. */
  public record Collected(String runId, int attempt) implements Command {}

  /** Asks for this member's {@link Status}. */
  public record GetStatus(ActorRef<Status> replyTo) implements Command {}

  private record Finished(Execute request, Path scratch, List<FileRef> files, List<FileServer.Offer> offers, String error,
      double seconds) implements Command {}

  /** What a run host reports about a run; it may cross JVMs. */
  public sealed interface Report extends CborSerializable {}

  /**
   * A run's results are ready on {@code files}, which serves {@code results}; {@code host} takes the {@link Collected}.
   *
   * @param node "host:port" of the member (progress and timing only, never part of results)
   * @param seconds wall-clock seconds of the run's executor on the member (fetching inputs and hashing results not included)
   */
  public record Executed(String runId, int attempt, String node, List<FileRef> results, ActorRef<FileServer.Command> files,
      ActorRef<Command> host, double seconds) implements Report {
    public Executed { results = List.copyOf(results); }
  }

  /** A run failed on {@code node}; {@code error} is one line. */
  public record Failed(String runId, int attempt, String node, String error, double seconds) implements Report {}

  /**
   * A member's state for {@code interflow cluster status}.
   *
   * @param cores processors the member's JVM sees
   * @param running ids of the runs running there, sorted
   */
  public record Status(String node, int cores, List<String> running, long done, long failed) implements CborSerializable {
    public Status { running = List.copyOf(running); }
  }

  /**
   * @param executor runs one run into a result folder
   * @param files this node's file server (offers results)
   * @param fetcher fetches inputs into this member's store
   * @param scratch the folder for runs in progress and results not yet collected
   */
  public static Behavior<Command> create(RunExecutor executor, ActorRef<FileServer.Command> files, FileFetcher fetcher,
      Path scratch) {
    return Behaviors.setup(context -> {
      context.getSystem().receptionist().tell(Receptionist.register(KEY, context.getSelf()));
      return new RunHost(context, executor, files, fetcher, scratch);
    });
  }

  private final RunExecutor executor;
  private final ActorRef<FileServer.Command> files;
  private final FileFetcher fetcher;
  private final Path scratch;
  private final String node;
  private final Executor blocking;
  private final TreeMap<String, Integer> running = new TreeMap<>();
  private final TreeMap<String, Finished> uncollected = new TreeMap<>();
  private long done;
  private long failed;

  private RunHost(ActorContext<Command> context, RunExecutor executor, ActorRef<FileServer.Command> files,
      FileFetcher fetcher, Path scratch) {
    super(context);
    this.executor = executor;
    this.files = files;
    this.fetcher = fetcher;
    this.scratch = scratch;
    this.node = ClusterBootstrap.hostPort(context.getSystem().address());
    this.blocking = context.getSystem().dispatchers().lookup(DispatcherSelector.blocking());
  }

  @Override
  public Receive<Command> createReceive() {
    return newReceiveBuilder()
        .onMessage(Execute.class, this::onExecute)
        .onMessage(Collected.class, this::onCollected)
        .onMessage(GetStatus.class, this::onGetStatus)
        .onMessage(Finished.class, this::onFinished)
        .build();
  }

  private Behavior<Command> onExecute(Execute msg) {
    running.merge(msg.run().id(), 1, Integer::sum);
    long start = System.nanoTime();
    Path dir = scratch.resolve(msg.run().id() + "-" + msg.attempt() + "-" + System.nanoTime());
    List<CompletableFuture<Path>> inputs = new ArrayList<>();
    for (FileRef in : msg.run().inputs()) inputs.add(fetcher.input(in, msg.inputs()));
    CompletableFuture<Finished> result = CompletableFuture.allOf(inputs.toArray(CompletableFuture[]::new))
        .thenApplyAsync(v -> execute(msg, dir, start), blocking)
        .exceptionally(e -> new Finished(msg, dir, List.of(), List.of(), "inputs: " + rootMessage(e), seconds(start)));
    getContext().pipeToSelf(result, (finished, error) -> finished != null ? finished
        : new Finished(msg, dir, List.of(), List.of(), rootMessage(error), seconds(start)));
    return this;
  }

  private Behavior<Command> onCollected(Collected msg) {
    Finished f = uncollected.remove(msg.runId() + "/" + msg.attempt());
    if (f != null) {
      files.tell(new FileServer.Withdraw(f.offers()));
      deleteTree(f.scratch());
    }
    return this;
  }

  private Behavior<Command> onGetStatus(GetStatus msg) {
    msg.replyTo().tell(new Status(node, Runtime.getRuntime().availableProcessors(), List.copyOf(running.keySet()), done, failed));
    return this;
  }

  private Behavior<Command> onFinished(Finished msg) {
    Execute request = msg.request();
    String id = request.run().id();
    running.computeIfPresent(id, (k, n) -> n == 1 ? null : n - 1);
    if (msg.error() != null) {
      failed++;
      deleteTree(msg.scratch());
      request.replyTo().tell(new Failed(id, request.attempt(), node, msg.error(), msg.seconds()));
      return this;
    }
    done++;
    uncollected.put(id + "/" + request.attempt(), msg);
    request.replyTo().tell(new Executed(id, request.attempt(), node, msg.files(), files, getContext().getSelf(), msg.seconds()));
    return this;
  }

  /** Runs the run and offers its result files (on a blocking thread). */
  private Finished execute(Execute msg, Path dir, long received) {
    long start = System.nanoTime();
    try {
      Files.createDirectories(dir);
      Path out = executor.execute(msg.run(), dir);
      double seconds = seconds(start);
      List<FileRef> results = new ArrayList<>();
      List<FileServer.Offer> offers = new ArrayList<>();
      List<Path> paths;
      try (Stream<Path> walk = Files.walk(out)) {
        paths = walk.filter(Files::isRegularFile).sorted(Comparator.comparing(p -> out.relativize(p).toString())).toList();
      }
      for (Path p : paths) {
        FileRef ref = new FileRef(ContentHash.of(p), out.relativize(p).toString().replace('\\', '/'), Files.size(p));
        FileServer.Offer offer = new FileServer.Offer(ref.hash(), p.toString());
        files.tell(offer);
        offers.add(offer);
        results.add(ref);
      }
      return new Finished(msg, dir, results, offers, null, seconds);
    } catch (RunExecutor.RunFailedException e) {
      return new Finished(msg, dir, List.of(), List.of(), e.getMessage(), seconds(start));
    } catch (IOException | RuntimeException e) {
      return new Finished(msg, dir, List.of(), List.of(), rootMessage(e), seconds(start));
    }
  }

  private static double seconds(long start) { return (System.nanoTime() - start) / 1e9; }

  static String rootMessage(Throwable e) {
    Throwable t = e;
    while (t.getCause() != null && t.getCause() != t) t = t.getCause();
    String m = t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage();
    return m.replace('\n', ' ');
  }

  static void deleteTree(Path p) {
    try {
      org.interflow.io.results.RunDirectory.deleteTree(p);
    } catch (IOException e) {
      // scratch leftovers are deleted with the member's scratch folder
    }
  }
}
