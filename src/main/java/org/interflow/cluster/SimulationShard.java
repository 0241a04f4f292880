package org.interflow.cluster;

import akka.actor.typed.ActorRef;
import akka.actor.typed.Behavior;
import akka.actor.typed.javadsl.AbstractBehavior;
import akka.actor.typed.javadsl.ActorContext;
import akka.actor.typed.javadsl.Behaviors;
import akka.actor.typed.javadsl.Receive;
import akka.cluster.sharding.typed.javadsl.EntityTypeKey;
import org.interflow.model.metrics.ExanestObjectives;

/**
 * A Cluster Sharding entity that measures ExaNeSt designs: for each {@link Evaluate} it builds the
 * network of the vector and replies the objectives of {@link ExanestObjectives#evaluate} (f1
 * bisection width, f2 path diversity, f3 active links, connectivity). Stateless, so any number of
 * entities on any nodes give the same numbers for the same message; the Optimizer actor's {@code
 * ShardEvaluator} (through {@link ShardedObjectives}) sends solution {@code i} of a batch to entity
 * {@code "shard-" + (i mod K)}. Sharding spawns an entity at its first message ({@link ShardRegions} registers the type).
 */
public final class SimulationShard extends AbstractBehavior<SimulationShard.Command> {
  /** The entity type of simulation shards. */
  public static final EntityTypeKey<Command> KEY = EntityTypeKey.create(Command.class, "SimulationShard");

  /** Messages to a simulation shard; they may cross JVMs. */
  public sealed interface Command extends CborSerializable {}

  /**
   * Evaluates one design of the system {@code T = (r, n, m)}.
   *
   * @param r R, links per router side
   * @param n N, chassis per cabinet
   * @param m M, cabinets
   * @param s the vector {@code s(1)..s(2R)}, 0-based (copied)
   * @param restarts Kernighan-Lin starts for f1 (>= 1)
   * @param seed seed of those starts: the problem's seed, so results equal the local evaluator's
   * @param replyTo receives the {@link Evaluated}
   */
  public record Evaluate(int r, int n, int m, int[] s, int restarts, long seed, ActorRef<Evaluated> replyTo)
      implements Command {
    public Evaluate { s = s.clone(); }
  }

  /**
   * The objectives of one design, as {@link ExanestObjectives.Values}.
   *
   * @param s the vector evaluated (copied)
   * @param f1 bisection width, links
   * @param f2 path diversity, equation (4) of the paper
   * @param f3 active links per chassis (non-zero entries of s)
   * @param connected every router reaches every other
   * @param node "host:port" of the node that evaluated it (for per-node counts; never part of results)
   */
  public record Evaluated(int[] s, double f1, double f2, double f3, boolean connected, String node)
      implements CborSerializable {
    public Evaluated { s = s.clone(); }
  }

  /** A shard's behaviour (it holds no state, so every entity id gets the same one). */
  public static Behavior<Command> create() {
    return Behaviors.setup(SimulationShard::new);
  }

  private final String node;

  private SimulationShard(ActorContext<Command> context) {
    super(context);
    this.node = ClusterBootstrap.hostPort(context.getSystem().address());
  }

  @Override
  public Receive<Command> createReceive() {
    return newReceiveBuilder()
        .onMessage(Evaluate.class, this::onEvaluate)
        .build();
  }

  private Behavior<Command> onEvaluate(Evaluate msg) {
    ExanestObjectives.Values v = ExanestObjectives.evaluate(msg.n(), msg.m(), msg.r(), msg.s(), msg.restarts(), msg.seed());
    msg.replyTo().tell(new Evaluated(msg.s(), v.bisectionWidth(), v.pathDiversity(), v.activeLinks(), v.connected(),
        node));
    return this;
  }
}
