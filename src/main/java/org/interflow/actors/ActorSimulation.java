package org.interflow.actors;

import akka.actor.typed.ActorRef;
import akka.actor.typed.ActorSystem;
import akka.actor.typed.Behavior;
import akka.actor.typed.ChildFailed;
import akka.actor.typed.SupervisorStrategy;
import akka.actor.typed.Terminated;
import akka.actor.typed.javadsl.ActorContext;
import akka.actor.typed.javadsl.Behaviors;
import com.typesafe.config.Config;
import com.typesafe.config.ConfigFactory;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicReference;
import org.interflow.engine.dynamic.cycles.DeltaCycles;
import org.interflow.engine.dynamic.flows.FlowModel;
import org.interflow.engine.dynamic.jobs.JobControl;
import org.interflow.engine.dynamic.results.SimulationResult;
import org.interflow.engine.dynamic.runner.DirectSimulation;
import org.interflow.engine.dynamic.runner.SimulationRuntime;
import org.interflow.engine.dynamic.runner.SimulationSpec;

/**
 * Runs one dynamic simulation on actors: an ActorSystem whose default dispatcher is a fork-join
 * pool of the given number of threads; its guardian takes one {@link Start}, spawns the Network,
 * the Scheduler and the Coordinator (which spawns ComputeNodes, each for a block of consecutive
 * servers, as servers get tasks) and watches them. This waits for the run to end and terminates
 * the system. The result is identical to {@link DirectSimulation#run} whatever the thread count.
 * The system is told to terminate before this returns and winds down in the background (its
 * threads are daemons). Akka logs through SLF4J at WARNING; the Coordinator logs a progress line
 * every few seconds at INFO.
 *
 * <p>Starting an ActorSystem costs about 0.3 s of CPU through the launcher (reading Akka's
 * reference configuration, loading its classes, starting its threads; more without the launcher's
 * class-data archive), whatever the run: {@link #prepare}
 * starts one in the background while the caller reads its inputs, and the next {@link #run} with
 * that thread count takes it (one system at most waits so).
 */
public final class ActorSimulation {
  /** Wall-clock period of the progress line. */
  public static final Duration PROGRESS_EVERY = Duration.ofSeconds(5);

  /**
   * Dispatcher threads when the configuration leaves the count to the runtime ({@code threads =
   * 0}): one. A delta cycle is a chain of messages (Coordinator to Network, ComputeNode and
   * Scheduler and back) with a few microseconds of work each; a second thread mostly wakes up,
   * takes one message and parks again, and those hand-offs cost more than the parallel work
   * gains. Measured on the rows of {@code bench/replay-scaling.sh} and the quick rows of {@code
   * bench/dynamic-scaling.sh} (whole process, the launcher's options, 2 idle cores, 3 pairs):
   * one thread took 0.74-0.94x the wall time of two on every row of 256 ranks or nodes and up
   * (the 4096-rank torus replay 3.21 s against 4.20 s), and 1.03-1.10x only where a few cycles
   * carry much work (the 1M-flow all-to-all, the 262,144-node pairing, the 4096-rank star
   * replay); {@code --threads} still sets more.
   */
  static final int AUTOMATIC_THREADS = 1;

  /** ComputeNodes per dispatcher thread (see {@link #serversPerNode}). */
  static final int NODES_PER_THREAD = 1;

  /** The actor runtime as the registry lists it: {@link #run} after an optional {@link #prepare}. */
  static final SimulationRuntime RUNTIME = new SimulationRuntime() {
    @Override
    public SimulationResult run(SimulationSpec spec, int threads) { return ActorSimulation.run(spec, threads); }

    @Override
    public void prepare(int threads) { ActorSimulation.prepare(threads); }

    @Override
    public int automaticThreads(int cores) { return AUTOMATIC_THREADS; }
  };

  /** The system started by {@link #prepare} and not yet taken by a run, or null. */
  private static final AtomicReference<Prepared> PREPARED = new AtomicReference<>();

  private ActorSimulation() {}

  /** What the guardian of a run's system takes, once: the run to start. */
  private record Start(SimulationSpec spec, FlowModel model, JobControl jobs, CompletableFuture<SimulationResult> result,
      Duration progressEvery, int dispatcherThreads) {}

  /** An ActorSystem being started in the background for a run on {@code dispatcherThreads} threads. */
  private record Prepared(int dispatcherThreads, CompletableFuture<ActorSystem<Start>> system) {}

  /**
   * Starts, on a daemon thread, the actor system a run on {@code dispatcherThreads} threads will
   * use, unless one is waiting already. Without a run it stays idle (its threads are daemons).
   */
  public static void prepare(int dispatcherThreads) {
    checkThreads(dispatcherThreads);
    Prepared prepared = new Prepared(dispatcherThreads, new CompletableFuture<>());
    if (!PREPARED.compareAndSet(null, prepared)) return;
    Thread starter = new Thread(() -> {
      try {
        prepared.system().complete(startSystem(dispatcherThreads));
      } catch (RuntimeException | Error e) {
        prepared.system().completeExceptionally(e);
      }
    }, "interflow-actor-system-start");
    starter.setDaemon(true);
    starter.start();
  }

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
    checkThreads(dispatcherThreads);
    FlowModel model = spec.flowModel().get();
    JobControl jobs = new JobControl(spec.machineServers(), spec.jobs(), spec.jobPolicies());
    CompletableFuture<SimulationResult> result = new CompletableFuture<>();
    ActorSystem<Start> system = system(dispatcherThreads);
    // a fatal error makes Akka shut the system down: never wait for a result that cannot come
    system.getWhenTerminated()
        .thenRun(() -> result.completeExceptionally(new IllegalStateException("actor system terminated")));
    system.tell(new Start(spec, model, jobs, result, progressEvery, dispatcherThreads));
    try {
      // the Network's last use of the model (the Scheduler's of the job control) happens-before the
      // Coordinator completes the future
      return DirectSimulation.withRecordings(result.join(), model).withSchedule(jobs.history());
    } catch (CompletionException e) {
      throw new IllegalStateException("dynamic simulation failed: " + e.getCause().getMessage(), e.getCause());
    } finally {
      // the run is over and the dispatcher threads are daemons: the system winds down in the background

      system.terminate();
    }
  }

  private static void checkThreads(int dispatcherThreads) {
    if (dispatcherThreads < 1) {
      throw new IllegalArgumentException("dispatcher threads must be >= 1, got " + dispatcherThreads);
    }
  }

  /**
   * The prepared system if it has {@code dispatcherThreads} threads, else a new one (a prepared
   * one that does not fit is terminated).
   */
  private static ActorSystem<Start> system(int dispatcherThreads) {
    Prepared prepared = PREPARED.getAndSet(null);
    if (prepared != null && prepared.dispatcherThreads() == dispatcherThreads) {
      try {
        return prepared.system().join();
      } catch (CompletionException e) {
        throw new IllegalStateException("could not start the actor system: " + e.getCause().getMessage(), e.getCause());
      }
    }
    if (prepared != null) prepared.system().thenAccept(ActorSystem::terminate);
    return startSystem(dispatcherThreads);
  }

  private static ActorSystem<Start> startSystem(int dispatcherThreads) {
    return ActorSystem.create(guardian(), "interflow", config(dispatcherThreads));
  }

  /**
   * The system's configuration: a fork-join default dispatcher of exactly {@code threads} threads,
   * SLF4J logging, and no library extensions. The jar's reference configuration asks every
   * ActorSystem to start the serialization extension (which builds every serializer on the class
   * path: Jackson, cluster, sharding), the receptionist and the stream materializer; a run's
   * system is local and sends nothing over the wire. Starting them cost about 0.4 s of CPU per
   * process without a class-data archive (a JVM that starts a system and sends it one message:
   * 1.06 s against 0.66 s) and 0.07 s through the launcher (a 2-rank replay: 0.80 s against
   * 0.73 s; the direct runner 0.48 s).
   */
  static Config config(int threads) {
    return ConfigFactory.parseMap(Map.ofEntries(
            Map.entry("akka.library-extensions", List.of()),
            Map.entry("akka.actor.typed.library-extensions", List.of()),
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
   * Servers per ComputeNode: blocks of consecutive servers, {@link #NODES_PER_THREAD} node per
   * dispatcher thread. Few nodes mean few messages per delta cycle: the servers of one block that
   * act in a cycle share one message pair, and a cycle of a replay or an application touches a
   * few servers spread over the machine (a 4096-rank replay on a torus: 24 servers in 11 blocks
   * of 128 per cycle on average, with 16 nodes per thread). On a 1024-rank replay on a torus, 16
   * nodes per thread cost 1.58x the direct runner's CPU time and one node per thread 1.31x (whole
   * process, 2 threads, median of 5 pairs). A cycle that involves many servers still spreads over
   * every thread. It does not change any result.
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

  /** Takes one {@link Start}: spawns the run's actors and fails the run if one of them stops early. */
  private static Behavior<Start> guardian() {
    return Behaviors.receive(Start.class)
        .onMessage(Start.class, start -> Behaviors.setup(context -> {
          spawnRun(context, start);
          return Behaviors.receive(Start.class)
              .onSignal(Terminated.class, signal -> {
                if (signal instanceof ChildFailed failed) {
                  start.result().completeExceptionally(failed.getCause());
                } else if (!start.result().isDone()) {
                  start.result().completeExceptionally(new IllegalStateException(signal.getRef().path().name()
                      + " stopped early"));
                }
                return Behaviors.same();
              })
              .build();
        }))
        .build();
  }

  private static void spawnRun(ActorContext<Start> context, Start start) {
    SimulationSpec spec = start.spec();
    ActorRef<Network.Command> network = context.spawn(quietStop(Network.create(start.model())), "network");
    ActorRef<Scheduler.Command> scheduler = context.spawn(quietStop(Scheduler.create(start.jobs())), "scheduler");
    DeltaCycles cycles = new DeltaCycles(spec.topology().servers(), spec.jobs(), spec.localThroughNetwork(),
        spec.recordIntervals());
    int block = serversPerNode(spec.topology().servers(), start.dispatcherThreads());
    ActorRef<Coordinator.Command> coordinator = context.spawn(quietStop(Coordinator.create(cycles, network, scheduler, block,
        b -> ComputeNode.createBlock(b * block, Math.min(block, spec.topology().servers() - b * block), spec.jobs(),
            spec.seed(), spec.recordIntervals()),
        start.result()::complete, start.progressEvery())), "coordinator");
    context.watch(network);
    context.watch(scheduler);
    context.watch(coordinator);
  }
}
