package org.interflow.actors;

import akka.actor.typed.ActorRef;
import akka.actor.typed.Behavior;
import akka.actor.typed.javadsl.AbstractBehavior;
import akka.actor.typed.javadsl.ActorContext;
import akka.actor.typed.javadsl.Behaviors;
import akka.actor.typed.javadsl.Receive;
import org.interflow.engine.dynamic.jobs.JobControl;
import org.interflow.engine.dynamic.jobs.SchedulerInput;

/**
 * Takes job arrivals and starts jobs by the run's selection, allocation and mapping policies, counts barrier arrivals
 * and reports when a barrier opens or a job ends; with its own timer due (a kill time or a wake-up), kills the jobs
 * still running at their requested time and reports them, with its next timer. Spawned by {@link ActorSimulation}; the {@link
 * Coordinator} sends it one {@link Schedule} batch per delta cycle that has work for it and gets
 * one {@link Coordinator.SchedulerReport} back; the Coordinator turns job starts into task starts
 * on the ComputeNodes.
 */
public final class Scheduler extends AbstractBehavior<Scheduler.Command> {
  /** What the Scheduler accepts. */
  public sealed interface Command {}

  /** Handles one cycle's arrivals, barrier arrivals and task finishes at {@code atPs}. */
  public record Schedule(long atPs, SchedulerInput input, ActorRef<Coordinator.Command> replyTo) implements Command {}

  /** A Scheduler owning {@code jobs}. */
  public static Behavior<Command> create(JobControl jobs) {
    return Behaviors.setup(context -> new Scheduler(context, jobs));
  }

  private final JobControl jobs;

  private Scheduler(ActorContext<Command> context, JobControl jobs) {
    super(context);
    this.jobs = jobs;
  }

  @Override
  public Receive<Command> createReceive() {
    return newReceiveBuilder()
        .onMessage(Schedule.class, this::onSchedule)
        .build();
  }

  private Behavior<Command> onSchedule(Schedule msg) {
    msg.replyTo().tell(new Coordinator.SchedulerReport(jobs.handle(msg.atPs(), msg.input())));
    return this;
  }
}
