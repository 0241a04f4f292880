package org.interflow.optimize.actor;

import akka.actor.typed.ActorRef;
import akka.actor.typed.Behavior;
import akka.actor.typed.javadsl.AbstractBehavior;
import akka.actor.typed.javadsl.ActorContext;
import akka.actor.typed.javadsl.Behaviors;
import akka.actor.typed.javadsl.Receive;
import org.interflow.optimize.exanest.ExanestOptimization;
import org.interflow.optimize.exanest.GenerationTracker;

/**
 * Drives seeded ExaNeSt searches whose candidates are evaluated by simulation shards. Spawned by the
 * cluster layer on the blocking dispatcher ({@code DispatcherSelector.blocking()}), since jMetal's
 * run loop is synchronous: a {@link Run} occupies the actor until the search ends, blocking once per
 * generation while its {@link ShardEvaluator} waits for the shards. It reports each generation
 * ({@link GenerationDone}) and then the outcome ({@link Finished} or {@link Failed}) to the run's
 * {@code replyTo}.
 *
 * <p>Run {@code k} of a request is the same computation as {@link ExanestOptimization#run}: seed
 * {@code seed + k} for the Kernighan-Lin starts, jMetal's global generator reseeded per generation
 * from {@code (seed, k, generation)}, the same tracker and
 * the same front order, so the fronts are identical whatever the number of shards. One run at a time
 * per JVM (jMetal's generator is global); the mailbox serialises runs sent to one Optimizer.
 */
public final class Optimizer extends AbstractBehavior<Optimizer.Command> {
  /** Messages to the Optimizer; they stay in this JVM. */
  public sealed interface Command {}

  /**
   * Runs optimisation {@code run} of {@code request} (its {@code threads} is ignored: the shards work).
   *
   * @param replyTo receives the generations and the outcome
   */
  public record Run(ExanestOptimization.Request request, int run, ActorRef<Report> replyTo) implements Command {}

  /** What the Optimizer tells the sender of a {@link Run}. */
  public sealed interface Report {}

  /** One generation of the current run has been evaluated. */
  public record GenerationDone(int run, GenerationTracker.Generation generation) implements Report {}

  /** The run has ended with this result. */
  public record Finished(ExanestOptimization.Result result) implements Report {}

  /** The run has failed; {@code cause} says why. */
  public record Failed(int run, RuntimeException cause) implements Report {}

  /**
   * An Optimizer evaluating on {@code shards} entities reached through {@code channel}.
   *
   * @throws IllegalArgumentException if shards is below 1
   */
  public static Behavior<Command> create(ShardChannel<?> channel, int shards) {
    if (shards < 1) throw new IllegalArgumentException("shards must be >= 1, got " + shards);
    return Behaviors.setup(context -> new Optimizer(context, channel, shards));
  }

  private final ShardChannel<?> channel;
  private final int shards;

  private Optimizer(ActorContext<Command> context, ShardChannel<?> channel, int shards) {
    super(context);
    this.channel = channel;
    this.shards = shards;
  }

  @Override
  public Receive<Command> createReceive() {
    return newReceiveBuilder()
        .onMessage(Run.class, this::onRun)
        .build();
  }

  private Behavior<Command> onRun(Run msg) {
    try {
      msg.replyTo().tell(new Finished(search(msg.request(), msg.run(), msg.replyTo())));
    } catch (RuntimeException e) {
      msg.replyTo().tell(new Failed(msg.run(), e));
    }
    return this;
  }

  /** The search of run {@code run}: {@link ExanestOptimization#run} with a {@link ShardEvaluator}. */
  private ExanestOptimization.Result search(ExanestOptimization.Request request, int run, ActorRef<Report> replyTo) {
    ShardEvaluator<?> evaluator = new ShardEvaluator<>(channel, shards, request.restarts(), ExanestOptimization.seedOf(request, run));
    return ExanestOptimization.run(request, run, evaluator, g -> replyTo.tell(new GenerationDone(run, g)));
  }
}
