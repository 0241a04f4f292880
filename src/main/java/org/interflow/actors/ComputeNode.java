package org.interflow.actors;

import akka.actor.typed.ActorRef;
import akka.actor.typed.Behavior;
import akka.actor.typed.javadsl.AbstractBehavior;
import akka.actor.typed.javadsl.ActorContext;
import akka.actor.typed.javadsl.Behaviors;
import akka.actor.typed.javadsl.Receive;
import java.util.ArrayList;
import java.util.List;
import org.interflow.engine.dynamic.events.ServerBatches;
import org.interflow.engine.dynamic.events.TaskActions;
import org.interflow.engine.dynamic.jobs.JobSpec;
import org.interflow.engine.dynamic.results.TaskInterval;
import org.interflow.engine.dynamic.results.TaskOutcomes;
import org.interflow.engine.dynamic.tasks.NodeOutput;
import org.interflow.engine.dynamic.tasks.ServerTasks;

/**
 * A block of consecutive servers that host tasks (one server, or {@code servers} of them from
 * {@code firstServer}): runs the node programs of the tasks mapped on them, each server's tasks
 * in their own {@link ServerTasks}. Spawned lazily by the {@link Coordinator} the first time a
 * task event is due on one of its servers. It receives one {@link Deliver} per delta cycle that
 * involves its servers, with a batch per involved server, and answers with one {@link
 * Coordinator.NodeReport}; a block saves a message pair per server when neighbouring servers act
 * in the same cycle (a ring exchange, a delivery to the next server). A program that throws gives
 * a {@link Coordinator.NodeFailed}. At the end of the run a {@link Collect} asks for what its
 * tasks reported about themselves ({@link Coordinator.Collected}). Which servers share a node never changes a result: each
 * server's tasks are separate and the Coordinator applies outputs in server order.
 */
public final class ComputeNode extends AbstractBehavior<ComputeNode.Command> {
  /** What a ComputeNode accepts. */
  public sealed interface Command {}

  /** Runs, at {@code atPs}, each server's batch of {@code batches} (immutable), servers increasing, all in the node's block. */
  public record Deliver(long atPs, ServerBatches batches, ActorRef<Coordinator.Command> replyTo) implements Command {}

  /** The run is over: report what the tasks of the node's servers reported about themselves. */
  public record Collect(ActorRef<Coordinator.Command> replyTo) implements Command {}

  /** Server {@code server} alone, in a run of {@code jobs} (by job index) with run seed {@code seed}. */
  public static Behavior<Command> create(int server, List<JobSpec> jobs, long seed) {
    return createBlock(server, 1, jobs, seed, true);
  }

  /**
   * Servers {@code firstServer} to {@code firstServer + servers - 1} of a run of {@code jobs} with
   * run seed {@code seed}; without {@code recordIntervals} it reports no timeline spans.
   */
  public static Behavior<Command> createBlock(int firstServer, int servers, List<JobSpec> jobs, long seed,
      boolean recordIntervals) {
    if (servers < 1) throw new IllegalArgumentException("a node needs at least one server, got " + servers);
    return Behaviors.setup(context -> new ComputeNode(context, firstServer, servers, jobs, seed, recordIntervals));
  }

  private final int firstServer;
  private final List<JobSpec> jobs;
  private final long seed;
  private final boolean recordIntervals;
  private final ServerTasks[] tasks;  // by server - firstServer, made on first use
  private int lastActions = 16;  // actions of the last cycle: the next cycle's first guess

  private ComputeNode(ActorContext<Command> context, int firstServer, int servers, List<JobSpec> jobs, long seed,
      boolean recordIntervals) {
    super(context);
    this.firstServer = firstServer;
    this.jobs = jobs;
    this.seed = seed;
    this.recordIntervals = recordIntervals;
    this.tasks = new ServerTasks[servers];
  }

  @Override
  public Receive<Command> createReceive() {
    return newReceiveBuilder()
        .onMessage(Deliver.class, this::onDeliver)
        .onMessage(Collect.class, this::onCollect)
        .build();
  }

  private Behavior<Command> onDeliver(Deliver msg) {
    ServerBatches batches = msg.batches();
    TaskActions actions = new TaskActions(lastActions);
    ArrayList<TaskInterval> ended = new ArrayList<>();
    int handled = 0;
    for (int i = 0; i < batches.size(); i++) {
      try {
        handled += tasksOf(batches.server(i)).handle(msg.atPs(), batches.events(), batches.from(i), batches.to(i),
            actions, ended);
      } catch (RuntimeException e) {
        // the Coordinator does not watch its (many) nodes: tell it, or it would wait forever
        msg.replyTo().tell(new Coordinator.NodeFailed(batches.server(i), e));
        return this;
      }
    }
    lastActions = actions.size();
    msg.replyTo().tell(new Coordinator.NodeReport(new NodeOutput(batches.server(0), batches.size(), actions, handled,
        ended)));
    return this;
  }

  private Behavior<Command> onCollect(Collect msg) {
    List<TaskOutcomes.Entry> outcomes = new ArrayList<>();
    for (ServerTasks server : tasks) if (server != null) server.collectOutcomes(outcomes);
    msg.replyTo().tell(new Coordinator.Collected(outcomes));
    return this;
  }

  private ServerTasks tasksOf(int server) {
    int i = server - firstServer;
    if (i < 0 || i >= tasks.length) {
      throw new IllegalArgumentException("server " + server + " is not in this node's block " + firstServer + ".."
          + (firstServer + tasks.length - 1));
    }
    if (tasks[i] == null) tasks[i] = new ServerTasks(server, jobs, seed, recordIntervals);
    return tasks[i];
  }
}
