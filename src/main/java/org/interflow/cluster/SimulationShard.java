package org.interflow.cluster;

import akka.actor.typed.ActorRef;
import akka.actor.typed.Behavior;
import akka.actor.typed.javadsl.AbstractBehavior;
import akka.actor.typed.javadsl.ActorContext;
import akka.actor.typed.javadsl.Behaviors;
import akka.actor.typed.javadsl.Receive;
import akka.cluster.sharding.typed.javadsl.EntityTypeKey;
import java.util.List;
import org.interflow.optimize.actor.DesignEvaluations;
import org.interflow.optimize.actor.Evaluation;
import org.interflow.optimize.actor.ProblemDescription;
import org.interflow.optimize.actor.ProblemResolver;

/**
 * A Cluster Sharding entity that measures network designs: for each {@link Evaluate} it takes the
 * design problem of the message's {@link ProblemDescription} (built by the node's {@link
 * ProblemResolver} and kept by {@link DesignEvaluations}), evaluates every encoding with it and
 * replies their {@link Evaluation}s, or {@link Refused} if the description or an encoding is not
 * valid. It keeps only that cache, so any number of entities on any nodes give the same numbers for
 * the same message; the Optimizer actor's {@code ShardEvaluator} (through {@link ShardedObjectives})
 * sends solution {@code i} of a batch to entity {@code "shard-" + (i mod K)}. Sharding spawns an
 * entity at its first message ({@link ShardRegions} registers the type).
 */
public final class SimulationShard extends AbstractBehavior<SimulationShard.Command> {
  /** The entity type of simulation shards. */
  public static final EntityTypeKey<Command> KEY = EntityTypeKey.create(Command.class, "SimulationShard");

  /** Messages to a simulation shard; they may cross JVMs. */
  public sealed interface Command extends CborSerializable {}

  /**
   * Evaluates designs of one problem.
   *
   * @param problem the problem, as the shard's resolver reads it
   * @param encodings the designs' integer encodings (copied)
   * @param replyTo receives the {@link Reply}
   */
  public record Evaluate(ProblemDescription problem, int[][] encodings, ActorRef<Reply> replyTo) implements Command {
    public Evaluate {
      encodings = encodings.clone();
      for (int i = 0; i < encodings.length; i++) encodings[i] = encodings[i].clone();
    }
  }

  /** What a shard replies to an {@link Evaluate}; it may cross JVMs. */
  public sealed interface Reply extends CborSerializable {}

  /**
   * The evaluations of the designs asked, in the order asked.
   *
   * @param evaluations one per encoding
   * @param node "host:port" of the node that evaluated them (for per-node counts; never part of results)
   */
  public record Evaluated(List<Evaluation> evaluations, String node) implements Reply {
    public Evaluated { evaluations = List.copyOf(evaluations); }
  }

  /**
   * The shard could not evaluate: the description or an encoding is not valid there.
   *
   * @param reason a one-line message
   * @param node "host:port" of the node that refused
   */
  public record Refused(String reason, String node) implements Reply {}

  /** A shard's behaviour; every entity gets the same one, with its own cache of problems. */
  public static Behavior<Command> create(ProblemResolver resolver) {
    return Behaviors.setup(context -> new SimulationShard(context, new DesignEvaluations(resolver)));
  }

  private final String node;
  private final DesignEvaluations evaluations;

  private SimulationShard(ActorContext<Command> context, DesignEvaluations evaluations) {
    super(context);
    this.node = ClusterBootstrap.hostPort(context.getSystem().address());
    this.evaluations = evaluations;
  }

  @Override
  public Receive<Command> createReceive() {
    return newReceiveBuilder()
        .onMessage(Evaluate.class, this::onEvaluate)
        .build();
  }

  private Behavior<Command> onEvaluate(Evaluate msg) {
    Reply reply;
    try {
      reply = new Evaluated(evaluations.evaluate(msg.problem(), msg.encodings()), node);
    } catch (RuntimeException e) {
      reply = new Refused((e.getClass().getSimpleName() + ": " + e.getMessage()).replace('\n', ' '), node);
    }
    msg.replyTo().tell(reply);
    return this;
  }
}
