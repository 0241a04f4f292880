package org.interflow.actors;

import akka.actor.typed.ActorRef;
import akka.actor.typed.Behavior;
import akka.actor.typed.javadsl.AbstractBehavior;
import akka.actor.typed.javadsl.ActorContext;
import akka.actor.typed.javadsl.Behaviors;
import akka.actor.typed.javadsl.Receive;
import java.util.ArrayList;
import java.util.List;
import org.interflow.engine.dynamic.JobSpec;
import org.interflow.engine.dynamic.NodeBlockOutput;
import org.interflow.engine.dynamic.ServerTasks;
import org.interflow.engine.dynamic.TaskActions;
import org.interflow.engine.dynamic.TaskEvent;
import org.interflow.engine.dynamic.TaskEvents;
import org.interflow.engine.dynamic.TaskInterval;

/**
 * A block of consecutive servers that host tasks (one server, or {@code servers} of them from
 * {@code firstServer}): runs the node programs of the tasks mapped on them, each server's tasks
 * in their own {@link ServerTasks}. Spawned lazily by the {@link Coordinator} the first time a
 * task event is due on one of its servers. A one-server node receives one {@link Deliver} batch
 * per delta cycle and answers with one {@link Coordinator.NodeReport}; a block receives one
 * {@link DeliverBlock} with a batch per involved server and answers with one {@link
 * Coordinator.NodeReports}, which saves a message pair per server when neighbouring servers act
 * in the same cycle (a ring exchange, a delivery to the next server). Either way a program that
 * throws gives a {@link Coordinator.NodeFailed}. Which servers share a node never changes a
 * result: each server's tasks are separate and the Coordinator applies outputs in server order.
 */
public final class ComputeNode extends AbstractBehavior<ComputeNode.Command> {
  /** What a ComputeNode accepts. */
  public sealed interface Command {}

  /** Runs {@code events}, in order, at {@code atPs} on a one-server node's server. */
  public record Deliver(long atPs, List<TaskEvent> events, ActorRef<Coordinator.Command> replyTo) implements Command {
    public Deliver {
      events = List.copyOf(events);
    }
  }

  /**
   * Runs, at {@code atPs}, events {@code batchStart[i]} to {@code batchStart[i + 1]} of {@code
   * events}, in order, on server {@code servers[i]}; servers increasing, all in the node's block.
   * The message owns {@code events} (the sender hands over a copy and never touches it again).
   */
  public record DeliverBlock(long atPs, int[] servers, TaskEvents events, int[] batchStart,
      ActorRef<Coordinator.Command> replyTo) implements Command {
    public DeliverBlock {
      if (batchStart.length != servers.length + 1 || batchStart[servers.length] != events.size()) {
        throw new IllegalArgumentException(servers.length + " servers but " + (batchStart.length - 1) + " batches");
      }
    }

    /** Runs {@code batches.get(i)} on server {@code servers[i]} (the record form). */
    public DeliverBlock(long atPs, int[] servers, List<List<TaskEvent>> batches, ActorRef<Coordinator.Command> replyTo) {
      this(atPs, servers.clone(), eventsOf(batches), startsOf(batches), replyTo);
    }

    private static TaskEvents eventsOf(List<List<TaskEvent>> batches) {
      TaskEvents events = new TaskEvents();
      for (List<TaskEvent> batch : batches) events.addAll(batch);
      return events;
    }

    private static int[] startsOf(List<List<TaskEvent>> batches) {
      int[] start = new int[batches.size() + 1];
      for (int i = 0; i < batches.size(); i++) start[i + 1] = start[i] + batches.get(i).size();
      return start;
    }
  }

  /** Server {@code server} of a run of {@code jobs} (by job index) with run seed {@code seed}. */
  public static Behavior<Command> create(int server, List<JobSpec> jobs, long seed) {
    return create(server, jobs, seed, true);
  }

  /** As {@link #create(int, List, long)}; without {@code recordIntervals} it reports no timeline spans. */
  public static Behavior<Command> create(int server, List<JobSpec> jobs, long seed, boolean recordIntervals) {
    return createBlock(server, 1, jobs, seed, recordIntervals);
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
        .onMessage(DeliverBlock.class, this::onDeliverBlock)
        .build();
  }

  private Behavior<Command> onDeliver(Deliver msg) {
    try {
      msg.replyTo().tell(new Coordinator.NodeReport(tasksOf(firstServer).handle(msg.atPs(), msg.events())));
    } catch (RuntimeException e) {
      // the Coordinator does not watch its (many) nodes: tell it, or it would wait forever
      msg.replyTo().tell(new Coordinator.NodeFailed(firstServer, e));
    }
    return this;
  }

  private Behavior<Command> onDeliverBlock(DeliverBlock msg) {
    int[] servers = msg.servers();
    TaskActions actions = new TaskActions();
    int[] actionStart = new int[servers.length + 1];
    int[] handled = new int[servers.length];
    List<List<TaskInterval>> intervals = new ArrayList<>(servers.length);
    ArrayList<TaskInterval> ended = new ArrayList<>();
    for (int i = 0; i < servers.length; i++) {
      try {
        handled[i] = tasksOf(servers[i]).handle(msg.atPs(), msg.events(), msg.batchStart()[i], msg.batchStart()[i + 1],
            actions, ended);
      } catch (RuntimeException e) {
        msg.replyTo().tell(new Coordinator.NodeFailed(servers[i], e));
        return this;
      }
      actionStart[i + 1] = actions.size();
      intervals.add(ended.isEmpty() ? List.of() : List.copyOf(ended));
      ended.clear();
    }
    msg.replyTo().tell(new Coordinator.NodeReports(new NodeBlockOutput(servers, actions, actionStart, handled,
        intervals)));
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
