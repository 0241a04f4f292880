package org.interflow.actors;

import akka.actor.typed.ActorRef;
import akka.actor.typed.Behavior;
import akka.actor.typed.javadsl.AbstractBehavior;
import akka.actor.typed.javadsl.ActorContext;
import akka.actor.typed.javadsl.Behaviors;
import akka.actor.typed.javadsl.Receive;
import java.util.List;
import org.interflow.engine.dynamic.JobSpec;
import org.interflow.engine.dynamic.ServerTasks;
import org.interflow.engine.dynamic.TaskEvent;

/**
 * One server that hosts tasks: runs the node programs of the tasks mapped on it. Spawned lazily
 * by the {@link Coordinator} the first time a task event is due on its server; receives one
 * {@link Deliver} batch per delta cycle and answers with one {@link Coordinator.NodeReport}
 * holding what its programs asked for, or a {@link Coordinator.NodeFailed} if a program threw.
 */
public final class ComputeNode extends AbstractBehavior<ComputeNode.Command> {
  /** What a ComputeNode accepts. */
  public sealed interface Command {}

  /** Runs {@code events}, in order, at {@code atPs}. */
  public record Deliver(long atPs, List<TaskEvent> events, ActorRef<Coordinator.Command> replyTo) implements Command {
    public Deliver {
      events = List.copyOf(events);
    }
  }

  /** Server {@code server} of a run of {@code jobs} (by job index) with run seed {@code seed}. */
  public static Behavior<Command> create(int server, List<JobSpec> jobs, long seed) {
    return create(server, jobs, seed, true);
  }

  /** As {@link #create(int, List, long)}; without {@code recordIntervals} it reports no timeline spans. */
  public static Behavior<Command> create(int server, List<JobSpec> jobs, long seed, boolean recordIntervals) {
    return Behaviors.setup(context ->
        new ComputeNode(context, server, new ServerTasks(server, jobs, seed, recordIntervals)));
  }

  private final int server;
  private final ServerTasks tasks;

  private ComputeNode(ActorContext<Command> context, int server, ServerTasks tasks) {
    super(context);
    this.server = server;
    this.tasks = tasks;
  }

  @Override
  public Receive<Command> createReceive() {
    return newReceiveBuilder()
        .onMessage(Deliver.class, this::onDeliver)
        .build();
  }

  private Behavior<Command> onDeliver(Deliver msg) {
    try {
      msg.replyTo().tell(new Coordinator.NodeReport(tasks.handle(msg.atPs(), msg.events())));
    } catch (RuntimeException e) {
      // the Coordinator does not watch its (many) nodes: tell it, or it would wait forever
      msg.replyTo().tell(new Coordinator.NodeFailed(server, e));
    }
    return this;
  }
}
