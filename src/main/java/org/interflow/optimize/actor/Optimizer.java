package org.interflow.optimize.actor;

import akka.actor.typed.ActorRef;
import akka.actor.typed.Behavior;
import akka.actor.typed.javadsl.AbstractBehavior;
import akka.actor.typed.javadsl.ActorContext;
import akka.actor.typed.javadsl.Behaviors;
import akka.actor.typed.javadsl.Receive;
import java.util.function.Consumer;
import org.interflow.optimize.exanest.GenerationTracker;
import org.interflow.optimize.search.Checkpoint;
import org.interflow.optimize.search.DesignProblem;
import org.interflow.optimize.search.DesignSearch;

/**
 * Drives seeded design searches whose candidates are evaluated by simulation shards. Spawned by the
 * cluster layer on the blocking dispatcher ({@code DispatcherSelector.blocking()}), since jMetal's
 * run loop is synchronous: a {@link Run} occupies the actor until the search ends, blocking once per
 * generation while its {@link ShardEvaluator} waits for the shards. It reports each generation
 * ({@link GenerationDone}) and then the outcome ({@link Finished} or {@link Failed}) to the run's
 * {@code replyTo}.
 *
 * <p>A run is {@link DesignSearch#run} of the search's design problem with a {@link ShardEvaluator}
 * for its {@link ProblemDescription}: the same per-generation reseeding, checkpoints and resume as a
 * local run, so the fronts are identical whatever the number of shards. One run at a time per JVM
 * (jMetal's generator is global); the mailbox serialises runs sent to one Optimizer.
 */
public final class Optimizer extends AbstractBehavior<Optimizer.Command> {
  /** Messages to the Optimizer; they stay in this JVM. */
  public sealed interface Command {}

  /**
   * One run of a design search.
   *
   * @param design the run's design problem, as the coordinator builds it (operators, bounds, order)
   * @param plan algorithm, population, generations, seed and fingerprint
   * @param problem the same problem as the shards rebuild it; its run is the run index
   * @param checkpoints called with each generation's checkpoint, on the Optimizer's thread
   * @param resume the checkpoint to continue from, or null for a fresh run
   */
  public record Search(DesignProblem<?> design, DesignSearch.Plan plan, ProblemDescription problem,
      Consumer<Checkpoint> checkpoints, Checkpoint resume) {
    /** @throws IllegalArgumentException if a part is missing */
    public Search {
      if (design == null || plan == null || problem == null || checkpoints == null) {
        throw new IllegalArgumentException("a search needs its design, plan, problem description and checkpoint sink");
      }
    }

    /** The run index. */
    public int run() { return problem.run(); }
  }

  /**
   * Runs {@code search}.
   *
   * @param replyTo receives the generations and the outcome
   */
  public record Run(Search search, ActorRef<Report> replyTo) implements Command {}

  /** What the Optimizer tells the sender of a {@link Run}. */
  public sealed interface Report {}

  /** One generation of the current run has been evaluated. */
  public record GenerationDone(int run, GenerationTracker.Generation generation) implements Report {}

  /** The run has ended with this result. */
  public record Finished(DesignSearch.Result result) implements Report {}

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
    Search s = msg.search();
    try {
      msg.replyTo().tell(new Finished(search(s.design(), s, msg.replyTo())));
    } catch (RuntimeException e) {
      msg.replyTo().tell(new Failed(s.run(), e));
    }
    return this;
  }

  /** {@link DesignSearch#run} of {@code search} with a {@link ShardEvaluator}. */
  private <S extends org.uma.jmetal.solution.Solution<Integer>> DesignSearch.Result search(DesignProblem<S> design,
      Search search, ActorRef<Report> replyTo) {
    int run = search.run();
    ShardEvaluator<S, ?> evaluator = new ShardEvaluator<>(channel, shards, search.problem());
    return DesignSearch.run(design, search.plan(), run, evaluator, g -> replyTo.tell(new GenerationDone(run, g)),
        search.checkpoints(), search.resume());
  }
}
