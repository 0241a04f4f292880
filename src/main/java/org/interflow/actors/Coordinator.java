package org.interflow.actors;

import akka.actor.typed.ActorRef;
import akka.actor.typed.Behavior;
import akka.actor.typed.javadsl.AbstractBehavior;
import akka.actor.typed.javadsl.ActorContext;
import akka.actor.typed.javadsl.Behaviors;
import akka.actor.typed.javadsl.Receive;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.IntFunction;
import org.interflow.engine.dynamic.cycles.Cycle;
import org.interflow.engine.dynamic.cycles.DeltaCycles;
import org.interflow.engine.dynamic.events.ServerBatches;
import org.interflow.engine.dynamic.flows.NetworkOutput;
import org.interflow.engine.dynamic.jobs.SchedulerOutput;
import org.interflow.engine.dynamic.results.SimulationResult;
import org.interflow.engine.dynamic.results.TaskOutcomes;
import org.interflow.engine.dynamic.tasks.NodeOutput;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The only clock of a run: owns the event calendar and the delta cycles ({@link DeltaCycles}).
 * Spawned by {@link ActorSimulation} with the Network and Scheduler refs; spawns a ComputeNode the
 * first time one of its servers has a task event (a ComputeNode holds one server, or a block of
 * consecutive servers). Each delta cycle it sends every involved actor ONE batch (a {@link
 * Network.Inject} or {@link Network.AdvanceTo}, a {@link Scheduler.Schedule}, one {@link
 * ComputeNode.Deliver} per involved node), counts the replies, and opens the next cycle only when
 * all are in. When nothing is left it asks every ComputeNode for its tasks' reports ({@link
 * ComputeNode.Collect}), hands the result to its caller and stops. Every few seconds of wall time
 * it logs a progress line.
 */
public final class Coordinator extends AbstractBehavior<Coordinator.Command> {
  /** Progress is for the user, not Akka's own logging (akka.loglevel is WARNING in runs), so it has its own logger. */
  private static final Logger PROGRESS = LoggerFactory.getLogger(Coordinator.class);

  /** What the Coordinator accepts: the replies of the actors it drives. */
  public sealed interface Command {}

  /** A ComputeNode's reply to {@link ComputeNode.Deliver}: what its servers' tasks did (immutable). */
  public record NodeReport(NodeOutput output) implements Command {}

  /** The Network's reply to {@link Network.Inject} or {@link Network.AdvanceTo}. */
  public record NetworkReport(NetworkOutput output) implements Command {}

  /** The Scheduler's reply to {@link Scheduler.Schedule}. */
  public record SchedulerReport(SchedulerOutput output) implements Command {}

  /** A ComputeNode's reply to {@link ComputeNode.Collect}: what its tasks reported (any order). */
  public record Collected(List<TaskOutcomes.Entry> outcomes) implements Command {
    public Collected {
      outcomes = List.copyOf(outcomes);
    }
  }

  /** A ComputeNode's program threw while handling a {@link ComputeNode.Deliver}: the run fails. */
  public record NodeFailed(int server, RuntimeException cause) implements Command {}

  private record Begin() implements Command {}

  private record ReportProgress() implements Command {}

  /**
   * A Coordinator running {@code cycles} to the end, with one ComputeNode per block of {@code
   * serversPerNode} consecutive servers (block b holds servers {@code b * serversPerNode} up to
   * the next block). The result does not depend on the block size.
   *
   * @param nodes behaviour of the ComputeNode of a block, by block index, spawned on first use
   * @param onFinished gets the result (without link utilisation, which the flow model's owner adds)
   * @param progressEvery wall-clock period of the progress line; null for none
   */
  public static Behavior<Command> create(DeltaCycles cycles, ActorRef<Network.Command> network,
      ActorRef<Scheduler.Command> scheduler, int serversPerNode, IntFunction<Behavior<ComputeNode.Command>> nodes,
      Consumer<SimulationResult> onFinished, Duration progressEvery) {
    if (serversPerNode < 1) throw new IllegalArgumentException("servers per node must be >= 1, got " + serversPerNode);
    return Behaviors.setup(context -> Behaviors.withTimers(timers -> {
      if (progressEvery != null) timers.startTimerAtFixedRate(new ReportProgress(), progressEvery);
      context.getSelf().tell(new Begin());
      return new Coordinator(context, cycles, network, scheduler, serversPerNode, nodes, onFinished);
    }));
  }

  private final DeltaCycles cycles;
  private final ActorRef<Network.Command> network;
  private final ActorRef<Scheduler.Command> scheduler;
  private final int serversPerNode;
  private final IntFunction<Behavior<ComputeNode.Command>> nodes;
  private final Consumer<SimulationResult> onFinished;
  private final ActorRef<ComputeNode.Command>[] nodeRefs;

  private final List<TaskOutcomes.Entry> outcomes = new ArrayList<>();
  private int collecting;  // Collected replies still to come once the run is over
  private long progressWallNs = System.nanoTime();
  private long progressEvents;

  @SuppressWarnings("unchecked")
  private Coordinator(ActorContext<Command> context, DeltaCycles cycles, ActorRef<Network.Command> network,
      ActorRef<Scheduler.Command> scheduler, int serversPerNode, IntFunction<Behavior<ComputeNode.Command>> nodes,
      Consumer<SimulationResult> onFinished) {
    super(context);
    this.serversPerNode = serversPerNode;
    this.cycles = cycles;
    this.network = network;
    this.scheduler = scheduler;
    this.nodes = nodes;
    this.onFinished = onFinished;
    this.nodeRefs = new ActorRef[(cycles.servers() + serversPerNode - 1) / serversPerNode];
  }

  @Override
  public Receive<Command> createReceive() {
    return newReceiveBuilder()
        .onMessage(NodeReport.class, this::onNodeReport)
        .onMessage(NetworkReport.class, this::onNetworkReport)
        .onMessage(SchedulerReport.class, this::onSchedulerReport)
        .onMessage(Collected.class, this::onCollected)
        .onMessage(NodeFailed.class, this::onNodeFailed)
        .onMessage(Begin.class, this::onBegin)
        .onMessage(ReportProgress.class, this::onReportProgress)
        .build();
  }

  private Behavior<Command> onNodeReport(NodeReport msg) {
    cycles.accept(msg.output());
    return afterReply();
  }

  private Behavior<Command> onNetworkReport(NetworkReport msg) {
    cycles.accept(msg.output());
    return afterReply();
  }

  private Behavior<Command> onSchedulerReport(SchedulerReport msg) {
    cycles.accept(msg.output());
    return afterReply();
  }

  private Behavior<Command> onCollected(Collected msg) {
    outcomes.addAll(msg.outcomes());
    return --collecting == 0 ? finish() : this;
  }

  private Behavior<Command> onNodeFailed(NodeFailed msg) {
    throw new IllegalStateException("server " + msg.server() + ": " + msg.cause().getMessage(), msg.cause());
  }

  private Behavior<Command> onBegin(Begin msg) {
    return openCycle();
  }

  private Behavior<Command> onReportProgress(ReportProgress msg) {
    long wall = System.nanoTime();
    double rate = (cycles.events() - progressEvents) / Math.max(1e-9, (wall - progressWallNs) / 1e9);
    PROGRESS.info(String.format("%s, %.0f events/s", cycles.progress(), rate));
    progressWallNs = wall;
    progressEvents = cycles.events();
    return this;
  }

  private Behavior<Command> afterReply() {
    if (!cycles.complete()) return this;
    cycles.endCycle();
    return openCycle();
  }

  /** Sends the next cycle's batches, or finishes the run. */
  private Behavior<Command> openCycle() {
    ActorRef<Command> self = getContext().getSelf();
    Cycle cycle = cycles.next();
    if (cycle == null) {  // the run is over: ask every node for its tasks' reports
      for (ActorRef<ComputeNode.Command> node : nodeRefs) {
        if (node == null) continue;
        node.tell(new ComputeNode.Collect(self));
        collecting++;
      }
      return collecting == 0 ? finish() : this;
    }
    long at = cycle.timePs();
    if (cycle.network()) {
      long horizon = cycle.networkHorizonPs();
      network.tell(cycle.injections().isEmpty() && cycle.cancellations().isEmpty() ? new Network.AdvanceTo(at, horizon, self)
          : new Network.Inject(at, cycle.cancellations(), cycle.injections(), horizon, self));
    }
    if (cycle.scheduler() != null) scheduler.tell(new Scheduler.Schedule(at, cycle.scheduler(), self));
    ServerBatches batches = cycle.batches();
    // servers increase: each block's servers are one run, sent as a slice (immutable, shares the events)
    for (int from = 0; from < batches.size(); ) {
      int block = batches.server(from) / serversPerNode;
      int to = from + 1;
      while (to < batches.size() && batches.server(to) / serversPerNode == block) to++;
      node(block).tell(new ComputeNode.Deliver(at, from == 0 && to == batches.size() ? batches
          : batches.slice(from, to), self));
      from = to;
    }
    return this;
  }

  private Behavior<Command> finish() {
    onFinished.accept(cycles.result(null, outcomes));
    return Behaviors.stopped();
  }

  /** The node of block {@code block} (of server {@code block} with blocks of one), spawned on first use. */
  private ActorRef<ComputeNode.Command> node(int block) {
    ActorRef<ComputeNode.Command> ref = nodeRefs[block];
    if (ref == null) {
      ref = getContext().spawnAnonymous(nodes.apply(block));
      nodeRefs[block] = ref;
    }
    return ref;
  }
}
