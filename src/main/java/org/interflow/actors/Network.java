package org.interflow.actors;

import akka.actor.typed.ActorRef;
import akka.actor.typed.Behavior;
import akka.actor.typed.javadsl.AbstractBehavior;
import akka.actor.typed.javadsl.ActorContext;
import akka.actor.typed.javadsl.Behaviors;
import akka.actor.typed.javadsl.Receive;
import java.util.List;
import org.interflow.engine.dynamic.flows.FlowModel;
import org.interflow.engine.dynamic.flows.FlowModelStepper;
import org.interflow.engine.dynamic.flows.FlowRequest;

/**
 * Owns the flow model (routing, latency, bandwidth sharing, deliveries). Spawned by {@link
 * ActorSimulation}; the {@link Coordinator} drives it one delta cycle at a time and gets one
 * {@link Coordinator.NetworkReport} per command: the flows delivered at that time, the flows
 * found undeliverable and the model's next event time.
 */
public final class Network extends AbstractBehavior<Network.Command> {
  /** What the Network accepts. */
  public sealed interface Command {}

  /**
   * Removes the flows {@code cancelled} of killed jobs (in flow id order), injects {@code flows}
   * (in flow id order) at {@code atPs}, then advances to {@code atPs}, and on to the first
   * delivery no later than {@code horizonPs} if none happened at {@code atPs}.
   */
  public record Inject(long atPs, List<Long> cancelled, List<FlowRequest> flows, long horizonPs,
      ActorRef<Coordinator.Command> replyTo) implements Command {
    public Inject {
      cancelled = List.copyOf(cancelled);
      flows = List.copyOf(flows);
    }

    /** Injects {@code flows}, cancelling none. */
    public Inject(long atPs, List<FlowRequest> flows, long horizonPs, ActorRef<Coordinator.Command> replyTo) {
      this(atPs, List.of(), flows, horizonPs, replyTo);
    }
  }

  /**
   * Advances to {@code atPs} (not past the model's next event), and on to the first delivery no
   * later than {@code horizonPs} if none happened at {@code atPs}.
   */
  public record AdvanceTo(long atPs, long horizonPs, ActorRef<Coordinator.Command> replyTo) implements Command {}

  /** A Network owning {@code model}; nothing else may touch the model while the actor lives. */
  public static Behavior<Command> create(FlowModel model) {
    return Behaviors.setup(context -> new Network(context, new FlowModelStepper(model)));
  }

  private final FlowModelStepper flows;

  private Network(ActorContext<Command> context, FlowModelStepper flows) {
    super(context);
    this.flows = flows;
  }

  @Override
  public Receive<Command> createReceive() {
    return newReceiveBuilder()
        .onMessage(Inject.class, this::onInject)
        .onMessage(AdvanceTo.class, this::onAdvanceTo)
        .build();
  }

  private Behavior<Command> onInject(Inject msg) {
    msg.replyTo().tell(new Coordinator.NetworkReport(flows.step(msg.atPs(), msg.cancelled(), msg.flows(), msg.horizonPs())));
    return this;
  }

  private Behavior<Command> onAdvanceTo(AdvanceTo msg) {
    msg.replyTo().tell(new Coordinator.NetworkReport(flows.step(msg.atPs(), List.of(), msg.horizonPs())));
    return this;
  }
}
