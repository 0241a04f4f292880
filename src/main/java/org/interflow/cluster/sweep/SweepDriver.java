package org.interflow.cluster.sweep;

import akka.actor.typed.ActorRef;
import akka.actor.typed.Behavior;
import akka.actor.typed.javadsl.AbstractBehavior;
import akka.actor.typed.javadsl.ActorContext;
import akka.actor.typed.javadsl.Behaviors;
import akka.actor.typed.javadsl.Receive;
import akka.actor.typed.javadsl.TimerScheduler;
import akka.actor.typed.receptionist.Receptionist;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import org.interflow.io.sweep.FileRef;
import org.interflow.io.sweep.SweepResults;
import org.interflow.io.sweep.SweepRun;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Drives one sweep on the submitting JVM: finds the members' {@link RunHost}s through the
 * receptionist, keeps up to max-parallel runs on each (the member's cores by default), copies each
 * finished run's result files into a staging folder and commits it as the run's directory ({@link
 * SweepResults}), records failed runs and goes on. A member the cluster removes (a crash is downed
 * by the split-brain resolver) is seen through death watch: its unfinished runs, and runs whose
 * results were not yet copied, go back to the queue and are redone elsewhere; a run lost with
 * {@link #MAX_LOSSES} members fails. Runs are pure, so a duplicate costs time, never a result.
 * Logs progress per member every {@link #PROGRESS_INTERVAL} and replies {@link Outcome} (or {@link
 * Stalled}) to the listener once every run is done or failed.
 */
public final class SweepDriver extends AbstractBehavior<SweepDriver.Command> {
  private static final Logger LOG = LoggerFactory.getLogger(SweepDriver.class);

  /** Members a run may be lost with before it counts as failed (it may be what kills them). */
  public static final int MAX_LOSSES = 3;
  /** How often progress is logged (real time: a progress concern only). */
  public static final Duration PROGRESS_INTERVAL = Duration.ofSeconds(2);
  /** How long runs may wait with no member to run them before the sweep gives up. */
  public static final Duration NO_MEMBER_TIMEOUT = Duration.ofSeconds(60);
  private static final Duration STATUS_TIMEOUT = Duration.ofSeconds(20);

  /** Messages of the driver; only replies from run hosts (wrapped) come from other JVMs. */
  public sealed interface Command {}

  private record HostsChanged(Receptionist.Listing listing) implements Command {}

  private record HostReady(ActorRef<RunHost.Command> host, RunHost.Status status) implements Command {}

  private record HostLost(ActorRef<RunHost.Command> host) implements Command {}

  private record Reported(RunHost.Report report) implements Command {}

  private record Copied(String runId, int attempt, Path staging, String error) implements Command {}

  private enum Tick implements Command { INSTANCE }

  /** What the listener gets. */
  public sealed interface Result {}

  /**
   * The sweep ended: every run done or failed.
   *
   * @param redone runs handed out again after their member was lost
   * @param byMember per member "host:port": runs done, runs failed
   * @param timings one per run done here, in completion order
   */
  public record Outcome(int done, int failed, int redone, Map<String, int[]> byMember, List<Timing> timings) implements Result {}

  /**
   * The time of one run: its executor's wall-clock seconds on the member; the dispatch overhead,
   * the time the run held its slot beyond that (messages both ways, inputs fetched, results
   * hashed), in milliseconds; and the time from the member's report to the committed directory
   * (results copied; it overlaps the member's next run), in milliseconds.
   */
  public record Timing(String runId, String node, double seconds, double overheadMs, double collectMs) {}

  /** No member ran the remaining runs for {@link #NO_MEMBER_TIMEOUT}. */
  public record Stalled(String reason) implements Result {}

  /**
   * @param runs the runs to do (those already done are left out by the caller), in sweep order
   * @param maxParallel runs at once per member; 0 = the member's cores
   * @param inputs this node's file server, which offers every input of {@code runs}
   */
  public static Behavior<Command> create(List<SweepRun> runs, int maxParallel, SweepResults results,
      ActorRef<FileServer.Command> inputs, FileFetcher fetcher, ActorRef<Result> listener) {
    return Behaviors.setup(context -> Behaviors.withTimers(timers ->
        new SweepDriver(context, timers, runs, maxParallel, results, inputs, fetcher, listener)));
  }

  private final int maxParallel;
  private final SweepResults results;
  private final ActorRef<FileServer.Command> inputs;
  private final FileFetcher fetcher;
  private final ActorRef<Result> listener;
  private final ActorRef<RunHost.Report> reports;
  private final int total;

  private final ArrayDeque<SweepRun> queue;
  private final LinkedHashMap<ActorRef<RunHost.Command>, Host> hosts = new LinkedHashMap<>();
  private final TreeMap<String, Attempt> inFlight = new TreeMap<>();
  private final HashMap<String, Integer> attempts = new HashMap<>();
  private final HashMap<String, Integer> losses = new HashMap<>();
  private final TreeMap<String, int[]> byMember = new TreeMap<>();
  private final List<Timing> timings = new ArrayList<>();
  private int done;
  private int failed;
  private int redone;
  private long idleSince = System.nanoTime();
  private String lastProgress = "";

  /** A member's run host: its address, how many runs it may hold, how many it holds. */
  private static final class Host {
    final String node;
    final int slots;
    int busy;
    boolean listed = true;

    Host(String node, int slots) {
      this.node = node;
      this.slots = slots;
    }
  }

  /**
   * A run handed out: where, which attempt, since when; once the host has finished it, the staging
   * folder its results are being copied into (null before).
   */
  private record Attempt(SweepRun run, int attempt, ActorRef<RunHost.Command> host, String node, long sentNanos,
      Path staging, double seconds, long executedNanos) {
    boolean copying() { return staging != null; }
  }

  private SweepDriver(ActorContext<Command> context, TimerScheduler<Command> timers, List<SweepRun> runs, int maxParallel,
      SweepResults results, ActorRef<FileServer.Command> inputs, FileFetcher fetcher, ActorRef<Result> listener) {
    super(context);
    this.maxParallel = maxParallel;
    this.results = results;
    this.inputs = inputs;
    this.fetcher = fetcher;
    this.listener = listener;
    this.queue = new ArrayDeque<>(runs);
    this.total = runs.size();
    this.reports = context.messageAdapter(RunHost.Report.class, Reported::new);
    ActorRef<Receptionist.Listing> listings = context.messageAdapter(Receptionist.Listing.class, HostsChanged::new);
    context.getSystem().receptionist().tell(Receptionist.subscribe(RunHost.KEY, listings));
    timers.startTimerWithFixedDelay(Tick.INSTANCE, PROGRESS_INTERVAL);
    if (total == 0) context.getSelf().tell(Tick.INSTANCE);
  }

  @Override
  public Receive<Command> createReceive() {
    return newReceiveBuilder()
        .onMessage(HostsChanged.class, this::onHostsChanged)
        .onMessage(HostReady.class, this::onHostReady)
        .onMessage(HostLost.class, this::onHostLost)
        .onMessage(Reported.class, this::onReported)
        .onMessage(Copied.class, this::onCopied)
        .onMessageEquals(Tick.INSTANCE, this::onTick)
        .build();
  }

  private Behavior<Command> onHostsChanged(HostsChanged msg) {
    var listed = msg.listing().getServiceInstances(RunHost.KEY);
    for (ActorRef<RunHost.Command> host : listed) {
      if (hosts.containsKey(host)) continue;
      getContext().watchWith(host, new HostLost(host));
      getContext().ask(RunHost.Status.class, host, STATUS_TIMEOUT, RunHost.GetStatus::new,
          (status, error) -> status != null ? new HostReady(host, status) : new HostLost(host));
    }
    for (Map.Entry<ActorRef<RunHost.Command>, Host> e : hosts.entrySet()) e.getValue().listed = listed.contains(e.getKey());
    return this;
  }

  private Behavior<Command> onHostReady(HostReady msg) {
    if (hosts.containsKey(msg.host())) return this;
    int slots = maxParallel > 0 ? maxParallel : Math.max(1, msg.status().cores());
    hosts.put(msg.host(), new Host(msg.status().node(), slots));
    byMember.computeIfAbsent(msg.status().node(), k -> new int[2]);
    LOG.info("sweep: member {} runs up to {} run(s) at once", msg.status().node(), slots);
    return dispatch();
  }

  private Behavior<Command> onHostLost(HostLost msg) {
    Host lost = hosts.remove(msg.host());
    List<Attempt> orphans = new ArrayList<>();
    for (Attempt a : inFlight.values()) if (a.host().equals(msg.host())) orphans.add(a);
    for (Attempt a : orphans) {
      inFlight.remove(a.run().id());
      // its copy waits on a member that is gone (and fails only at the chunk timeout, perhaps after
      // this sweep has ended): its partial results must not stay behind
      if (a.copying()) results.abandon(a.staging());
      int n = losses.merge(a.run().id(), 1, Integer::sum);
      if (n >= MAX_LOSSES) fail(a.run().id(), a.node(), "lost with its member " + n + " times");
      else {
        queue.addFirst(a.run());
        redone++;
      }
    }
    if (lost != null) LOG.warn("sweep: member {} has left the cluster; {} unfinished run(s) go to the others", lost.node, orphans.size());
    return dispatch();
  }

  private Behavior<Command> onReported(Reported msg) {
    if (msg.report() instanceof RunHost.Executed e) return onExecuted(e);
    RunHost.Failed f = (RunHost.Failed) msg.report();
    Attempt a = current(f.runId(), f.attempt());
    if (a == null) return this;
    inFlight.remove(f.runId());
    release(a.host());
    fail(f.runId(), f.node(), f.error());
    return dispatch();
  }

  private Behavior<Command> onExecuted(RunHost.Executed e) {
    Attempt a = current(e.runId(), e.attempt());
    if (a == null || a.copying()) {
      e.host().tell(new RunHost.Collected(e.runId(), e.attempt()));
      return this;
    }
    Path staging = results.stage(e.runId(), e.attempt());
    inFlight.put(e.runId(), new Attempt(a.run(), a.attempt(), a.host(), a.node(), a.sentNanos(), staging, e.seconds(), System.nanoTime()));
    release(a.host());
    List<CompletableFuture<Void>> copies = new ArrayList<>();
    for (FileRef f : e.results()) copies.add(fetcher.copy(f, e.files(), staging.resolve(f.name())));
    CompletableFuture<Void> all = CompletableFuture.allOf(copies.toArray(CompletableFuture[]::new));
    getContext().pipeToSelf(all, (v, error) -> new Copied(e.runId(), e.attempt(), staging,
        error == null ? null : RunHost.rootMessage(error)));
    return dispatch();
  }

  private Behavior<Command> onCopied(Copied msg) {
    Attempt a = current(msg.runId(), msg.attempt());
    if (a == null) {
      results.abandon(msg.staging());
      return this;
    }
    inFlight.remove(msg.runId());
    a.host().tell(new RunHost.Collected(msg.runId(), msg.attempt()));
    if (msg.error() != null) {
      results.abandon(msg.staging());
      LOG.warn("sweep: could not copy the results of run {} from {} ({}); running it again", msg.runId(), a.node(), msg.error());
      queue.addFirst(a.run());
      return dispatch();
    }
    results.commit(msg.runId(), msg.staging());
    done++;
    byMember.computeIfAbsent(a.node(), k -> new int[2])[0]++;
    double heldMs = (a.executedNanos() - a.sentNanos()) / 1e6;
    timings.add(new Timing(msg.runId(), a.node(), a.seconds(), Math.max(0, heldMs - 1e3 * a.seconds()),
        (System.nanoTime() - a.executedNanos()) / 1e6));
    return dispatch();
  }

  private Behavior<Command> onTick() {
    String line = progress();
    if (!line.equals(lastProgress)) LOG.info(line);
    lastProgress = line;
    if (inFlight.isEmpty() && hosts.isEmpty() && !queue.isEmpty()
        && System.nanoTime() - idleSince > NO_MEMBER_TIMEOUT.toNanos()) {
      listener.tell(new Stalled("no cluster member has taken runs for " + NO_MEMBER_TIMEOUT.toSeconds() + " s; "
          + queue.size() + " run(s) not done"));
      return Behaviors.stopped();
    }
    return finishedOrSame();
  }

  /** Hands queued runs to hosts with free slots, the emptiest first. */
  private Behavior<Command> dispatch() {
    while (!queue.isEmpty()) {
      Map.Entry<ActorRef<RunHost.Command>, Host> best = null;
      for (Map.Entry<ActorRef<RunHost.Command>, Host> e : hosts.entrySet()) {
        Host h = e.getValue();
        if (!h.listed || h.busy >= h.slots) continue;
        if (best == null || h.slots - h.busy > best.getValue().slots - best.getValue().busy) best = e;
      }
      if (best == null) break;
      SweepRun run = queue.pollFirst();
      int attempt = attempts.merge(run.id(), 1, Integer::sum);
      best.getValue().busy++;
      inFlight.put(run.id(), new Attempt(run, attempt, best.getKey(), best.getValue().node, System.nanoTime(), null, 0, 0));
      best.getKey().tell(new RunHost.Execute(run, attempt, inputs, reports));
    }
    if (!hosts.isEmpty() || !inFlight.isEmpty()) idleSince = System.nanoTime();
    return finishedOrSame();
  }

  private Behavior<Command> finishedOrSame() {
    if (!queue.isEmpty() || !inFlight.isEmpty()) return this;
    LOG.info(progress());
    listener.tell(new Outcome(done, failed, redone, new TreeMap<>(byMember), List.copyOf(timings)));
    return Behaviors.stopped();
  }

  private Attempt current(String runId, int attempt) {
    Attempt a = inFlight.get(runId);
    return a != null && a.attempt() == attempt ? a : null;
  }

  private void release(ActorRef<RunHost.Command> host) {
    Host h = hosts.get(host);
    if (h != null) h.busy--;
  }

  private void fail(String runId, String node, String error) {
    results.recordFailure(runId, error);
    failed++;
    byMember.computeIfAbsent(node, k -> new int[2])[1]++;
    LOG.warn("sweep: run {} failed on {}: {}", runId, node, error);
  }

  private String progress() {
    TreeMap<String, int[]> running = new TreeMap<>();
    for (Attempt a : inFlight.values()) running.computeIfAbsent(a.node(), k -> new int[1])[0]++;
    StringBuilder s = new StringBuilder(String.format("sweep: %d/%d done, %d failed, %d running", done, total, failed, inFlight.size()));
    TreeMap<String, int[]> nodes = new TreeMap<>(byMember);
    for (String n : running.keySet()) nodes.computeIfAbsent(n, k -> new int[2]);
    for (Map.Entry<String, int[]> e : nodes.entrySet()) {
      int[] r = running.get(e.getKey());
      s.append(String.format(" | %s: %d done, %d failed, %d running", e.getKey(), e.getValue()[0], e.getValue()[1], r == null ? 0 : r[0]));
    }
    return s.toString();
  }
}
