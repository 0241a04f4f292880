package org.interflow.actors;

import akka.actor.typed.ActorRef;
import akka.actor.typed.ActorSystem;
import akka.actor.typed.Behavior;
import akka.actor.typed.ChildFailed;
import akka.actor.typed.SupervisorStrategy;
import akka.actor.typed.Terminated;
import akka.actor.typed.javadsl.Behaviors;
import com.typesafe.config.Config;
import com.typesafe.config.ConfigFactory;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.interflow.engine.dynamic.cycles.DeltaCycles;
import org.interflow.engine.dynamic.flows.FlowModel;
import org.interflow.engine.dynamic.jobs.JobControl;
import org.interflow.engine.dynamic.results.SimulationResult;
import org.interflow.engine.dynamic.runner.DirectSimulation;
import org.interflow.engine.dynamic.runner.SimulationSpec;

/**
 * Runs one dynamic simulation on actors: creates an ActorSystem whose default dispatcher is a
 * fork-join pool of the given number of threads, spawns the Network, the Scheduler and the
 * Coordinator (which spawns ComputeNodes, each for a block of consecutive servers, as servers get
 * tasks), waits for the run to end and
 * terminates the system. The result is identical to {@link DirectSimulation#run} whatever the
 * thread count. The system is told to terminate before this returns and winds down in the
 * background (its threads are daemons). Akka logs through SLF4J at WARNING; the Coordinator logs a progress line every
 * few seconds at INFO.
 */
public final class ActorSimulation {
  /** Wall-clock period of the progress line. */
  public static final Duration PROGRESS_EVERY = Duration.ofSeconds(5);

  /** ComputeNodes per dispatcher thread (see {@link #serversPerNode}). */
  static final int NODES_PER_THREAD = 16;

  private ActorSimulation() {}

  /**
   * Runs {@code spec} on {@code dispatcherThreads} threads (at least 1) and returns its result.
   *
   * @throws IllegalStateException if an actor failed (its exception is the cause)
   */
  public static SimulationResult run(SimulationSpec spec, int dispatcherThreads) {
    return run(spec, dispatcherThreads, PROGRESS_EVERY);
  }

  /**
   * As {@link #run(SimulationSpec, int)}, with a progress line every {@code progressEvery} of
   * wall time (null for none).
   */
  public static SimulationResult run(SimulationSpec spec, int dispatcherThreads, Duration progressEvery) {
    if (dispatcherThreads < 1) {
      throw new IllegalArgumentException("dispatcher threads must be >= 1, got " + dispatcherThreads);
    }
    FlowModel model = spec.flowModel().get();
    JobControl jobs = new JobControl(spec.topology().servers(), spec.jobs(), spec.jobPolicies());
    CompletableFuture<SimulationResult> result = new CompletableFuture<>();
    ActorSystem<Void> system = ActorSystem.create(guardian(spec, model, jobs, result, progressEvery, dispatcherThreads), "interflow",
        config(dispatcherThreads));
    // a fatal error makes Akka shut the system down: never wait for a result that cannot come
    system.getWhenTerminated()
        .thenRun(() -> result.completeExceptionally(new IllegalStateException("actor system terminated")));
    try {
      // the Network's last use of the model (the Scheduler's of the job control) happens-before the
      // Coordinator completes the future
      return DirectSimulation.withRecordings(result.join(), model).withSchedule(jobs.history());
    } catch (CompletionException e) {
      throw new IllegalStateException("dynamic simulation failed: " + e.getCause().getMessage(), e.getCause());
    } finally {
      // Stopping hundreds of thousands of ComputeNodes takes seconds; the run is over and the
      // dispatcher threads are daemons, so the system winds down in the background.
      system.terminate();
    }
  }

  /** The system's configuration: a fork-join default dispatcher of exactly {@code threads} threads, SLF4J logging. */
  static Config config(int threads) {
    return ConfigFactory.parseMap(Map.ofEntries(
            Map.entry("akka.actor.default-dispatcher.executor", "fork-join-executor"),
            Map.entry("akka.actor.default-dispatcher.fork-join-executor.parallelism-min", threads),
            Map.entry("akka.actor.default-dispatcher.fork-join-executor.parallelism-max", threads),
            Map.entry("akka.actor.default-dispatcher.fork-join-executor.parallelism-factor", 1.0),
            Map.entry("akka.loggers", List.of("akka.event.slf4j.Slf4jLogger")),
            Map.entry("akka.logging-filter", "akka.event.slf4j.Slf4jLoggingFilter"),
            Map.entry("akka.daemonic", "on"),
            Map.entry("akka.jvm-shutdown-hooks", "off"),
            Map.entry("akka.loglevel", "WARNING"),
            Map.entry("akka.stdout-loglevel", "WARNING"),
            Map.entry("akka.log-dead-letters-during-shutdown", "off")))
        .withFallback(ConfigFactory.defaultReference());
  }

  /**
   * Servers per ComputeNode: blocks of consecutive servers, about {@link #NODES_PER_THREAD} nodes
   * per dispatcher thread. Few nodes mean few messages per delta cycle (neighbouring servers that
   * act in one cycle share a message pair) while a cycle that involves many servers still spreads
   * over every thread. It does not change any result.
   */
  static int serversPerNode(int servers, int dispatcherThreads) {
    long nodes = Math.max(1L, (long) NODES_PER_THREAD * dispatcherThreads);
    return (int) Math.max(1, (servers + nodes - 1) / nodes);
  }

  /**
   * {@code behavior} stopped on failure without Akka's error log: the failure reaches the caller of
   * {@link #run} as its exception (a run past the clock's horizon is a one-line error there).
   */
  private static <T> Behavior<T> quietStop(Behavior<T> behavior) {
    return Behaviors.supervise(behavior).onFailure(SupervisorStrategy.stop().withLoggingEnabled(false));
  }

  private static Behavior<Void> guardian(SimulationSpec spec, FlowModel model, JobControl jobs,
      CompletableFuture<SimulationResult> result, Duration progressEvery, int dispatcherThreads) {
    return Behaviors.setup(context -> {
      ActorRef<Network.Command> network = context.spawn(quietStop(Network.create(model)), "network");
      ActorRef<Scheduler.Command> scheduler = context.spawn(quietStop(Scheduler.create(jobs)), "scheduler");
      DeltaCycles cycles = new DeltaCycles(spec.topology().servers(), spec.jobs(), spec.localThroughNetwork(),
          spec.recordIntervals());
      int block = serversPerNode(spec.topology().servers(), dispatcherThreads);
      ActorRef<Coordinator.Command> coordinator = context.spawn(quietStop(Coordinator.create(cycles, network, scheduler,
          block, b -> ComputeNode.createBlock(b * block, Math.min(block, spec.topology().servers() - b * block),
              spec.jobs(), spec.seed(), spec.recordIntervals()),
          result::complete, progressEvery)), "coordinator");
      context.watch(network);
      context.watch(scheduler);
      context.watch(coordinator);
      return Behaviors.receive(Void.class)
          .onSignal(Terminated.class, signal -> {
            if (signal instanceof ChildFailed failed) {
              result.completeExceptionally(failed.getCause());
            } else if (!result.isDone()) {
              result.completeExceptionally(new IllegalStateException(signal.getRef().path().name() + " stopped early"));
            }
            return Behaviors.same();
          })
          .build();
    });
  }
}
