package org.interflow.engine.dynamic;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.locks.LockSupport;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs a dynamic simulation in the calling thread (plus, optionally, a helper thread for big
 * cycles), calling the model objects the actors would own ({@link DeltaCycles}, {@link
 * FlowModelStepper}, {@link JobControl}, one {@link ServerTasks} per server that hosts tasks)
 * directly, cycle by cycle. It gives exactly the result of the actor runtime; it is the baseline
 * for the actor runtime's overhead and the fast path for tests and single-process runs. Events and actions stay in primitive columns ({@link TaskEvents}, {@link
 * TaskActions}): each server runs its slice of the cycle's grouped events and its actions are
 * applied at once, in server order ({@link DeltaCycles#beginNodes()}). Long runs log a progress
 * line every 5 s of wall time.
 */
public final class DirectSimulation {
  private static final Logger PROGRESS = LoggerFactory.getLogger(DirectSimulation.class);
  /** Wall-clock period of the progress line (the actor runtime's Coordinator uses the same). */
  private static final long PROGRESS_EVERY_NS = 5_000_000_000L;

  private DirectSimulation() {}

  /** Runs {@code spec} to the end (until nothing is pending) in the calling thread and returns its result. */
  public static SimulationResult run(SimulationSpec spec) { return run(spec, false); }

  /**
   * Runs {@code spec} to the end and returns its result. With {@code twoThreads}, a delta cycle
   * with at least {@value #SPLIT_SERVERS} servers hands the upper half of its servers to a second
   * thread while the calling thread runs the lower half (servers are independent within a cycle,
   * as on the actor runtime's nodes); the actions are then applied in server order as always, so
   * the result is the same. Meant for a machine with a core to spare: the second thread spins
   * while it waits for work.
   */
  public static SimulationResult run(SimulationSpec spec, boolean twoThreads) {
    FlowModel model = spec.flowModel().get();
    Progress progress = new Progress();
    FlowModelStepper network = new FlowModelStepper(model);
    JobControl scheduler = new JobControl(spec.topology().servers(), spec.jobs());
    Servers servers = new Servers(spec);
    DeltaCycles cycles = new DeltaCycles(spec.topology().servers(), spec.jobs(), spec.localThroughNetwork(),
        spec.recordIntervals());
    TaskActions actions = new TaskActions();
    ArrayList<TaskInterval> ended = new ArrayList<>();
    Helper helper = twoThreads ? Helper.start(servers) : null;
    try {
      for (DeltaCycles.Cycle cycle = cycles.next(); cycle != null; cycle = cycles.next()) {
        if (cycle.network()) cycles.accept(network.step(cycle.timePs(), cycle.injections(), cycle.networkHorizonPs()));
        if (cycle.scheduler() != null) cycles.accept(scheduler.handle(cycle.scheduler()));
        cycles.beginNodes();
        int n = cycle.servers().length;
        // a napping helper would take longer to wake than the half it would run: wake it for later
        int split = helper != null && n >= SPLIT_SERVERS && helper.awake() ? n / 2 : n;
        if (split < n) helper.submit(cycle, split, n);
        // each server's actions are applied as soon as it has run (the helper's half after the lower one)
        for (int i = 0; i < split; i++) {
          int handled = servers.run(cycle, i, actions, ended);
          cycles.applyNode(cycle.servers()[i], actions, 0, actions.size(), handled, ended);
          actions.clear();
          ended.clear();
        }
        if (split < n) helper.await().applyTo(cycles, cycle, split, n);
        cycles.endCycle();
        if ((cycle.index() & 4095) == 0) progress.report(cycles);
      }
    } finally {
      if (helper != null) helper.stop();
    }
    return cycles.result(utilisationOf(model));
  }

  /** Smallest cycle, in servers, whose servers are split between two threads. */
  static final int SPLIT_SERVERS = 16;

  /** The servers' task hosts, made on first use (each slot by the thread that runs the server). */
  private static final class Servers {
    private final SimulationSpec spec;
    private final ServerTasks[] hosts;

    Servers(SimulationSpec spec) {
      this.spec = spec;
      this.hosts = new ServerTasks[spec.topology().servers()];
    }

    /** Runs server {@code i} of {@code cycle}, appending to {@code actions} and {@code ended}. */
    int run(DeltaCycles.Cycle cycle, int i, TaskActions actions, List<TaskInterval> ended) {
      int server = cycle.servers()[i];
      ServerTasks host = hosts[server];
      if (host == null) {
        host = new ServerTasks(server, spec.jobs(), spec.seed(), spec.recordIntervals());
        hosts[server] = host;
      }
      return host.handle(cycle.timePs(), cycle.events(), cycle.from(i), cycle.to(i), actions, ended);
    }
  }

  /**
   * The second thread of {@link #run(SimulationSpec, boolean)}: runs a range of a cycle's servers
   * when asked, keeping each one's actions, handled count and spans. The hand-over is a volatile
   * state word (each side sees the other's fields after reading it); both sides spin while they
   * wait, the waiting caller yields after a while and the idle helper naps.
   */
  private static final class Helper implements Runnable {
    private static final int IDLE = 0;
    private static final int ASKED = 1;
    private static final int DONE = 2;
    private static final int SPINS = 1 << 14;
    private static final int IDLE_SPINS = 1 << 18;  // the helper's spins (a few ms) before it naps

    private final Servers servers;
    private final Thread thread;
    private volatile int state = IDLE;
    private volatile boolean napping;
    private volatile boolean stopped;  // apart from the state, which the helper overwrites when done
    private volatile boolean wakeUp;   // asked to spin again (work is coming)
    // written by the caller before ASKED
    private DeltaCycles.Cycle cycle;
    private int from;
    private int to;
    // written by the helper before DONE
    private final TaskActions actions = new TaskActions();
    private final ArrayList<TaskInterval> ended = new ArrayList<>();
    private int[] actionStart = new int[64];
    private int[] endedStart = new int[64];
    private int[] handled = new int[64];
    private Throwable failure;

    private Helper(Servers servers) {
      this.servers = servers;
      this.thread = new Thread(this, "interflow-direct-helper");
      this.thread.setDaemon(true);
    }

    static Helper start(Servers servers) {
      Helper helper = new Helper(servers);
      helper.thread.start();
      return helper;
    }

    /** False while the helper naps after a long idle stretch (and wakes it up). */
    boolean awake() {
      if (!napping) return true;
      wakeUp = true;
      LockSupport.unpark(thread);
      return false;
    }

    void submit(DeltaCycles.Cycle cycle, int from, int to) {
      this.cycle = cycle;
      this.from = from;
      this.to = to;
      state = ASKED;
      if (napping) LockSupport.unpark(thread);
    }

    Helper await() {
      for (int spins = 0; state != DONE; spins++) {
        if (spins < SPINS) Thread.onSpinWait(); else Thread.yield();
      }
      Throwable error = failure;
      if (error != null) {
        failure = null;
        state = IDLE;
        if (error instanceof RuntimeException e) throw e;
        if (error instanceof Error e) throw e;
        throw new IllegalStateException(error);
      }
      return this;
    }

    /** Applies the servers it ran, in order, then is ready for the next cycle. */
    void applyTo(DeltaCycles cycles, DeltaCycles.Cycle cycle, int from, int to) {
      for (int i = from; i < to; i++) {
        int k = i - from;
        cycles.applyNode(cycle.servers()[i], actions, actionStart[k], actionStart[k + 1], handled[k],
            ended.subList(endedStart[k], endedStart[k + 1]));
      }
      actions.clear();
      ended.clear();
      this.cycle = null;
      state = IDLE;
    }

    /** Ends the helper, at once if it waits, else after the range it runs (a run that failed midway). */
    void stop() {
      stopped = true;
      LockSupport.unpark(thread);
    }

    @Override
    public void run() {
      while (true) {
        for (int spins = 0; state != ASKED; spins++) {
          if (stopped) return;
          if (spins < IDLE_SPINS) {
            Thread.onSpinWait();
          } else {
            napping = true;  // a wake-up missed between this and the park costs at most the nap
            LockSupport.parkNanos(20_000);
            napping = false;
            if (wakeUp) {
              wakeUp = false;
              spins = 0;
            }
          }
        }
        try {
          int n = to - from;
          if (actionStart.length < n + 1) {
            handled = new int[2 * n];
            actionStart = new int[2 * n + 1];
            endedStart = new int[2 * n + 1];
          }
          for (int i = from; i < to; i++) {
            actionStart[i - from] = actions.size();
            endedStart[i - from] = ended.size();
            handled[i - from] = servers.run(cycle, i, actions, ended);
          }
          actionStart[n] = actions.size();
          endedStart[n] = ended.size();
        } catch (Throwable t) {
          failure = t;
        }
        state = DONE;
      }
    }
  }

  /** Logs "simulated t s, events/s, flows done" at most every {@link #PROGRESS_EVERY_NS} of wall time. */
  private static final class Progress {
    private long lastNs = System.nanoTime();
    private long lastEvents;

    void report(DeltaCycles cycles) {
      long now = System.nanoTime();
      if (now - lastNs < PROGRESS_EVERY_NS) return;
      double rate = (cycles.events() - lastEvents) / ((now - lastNs) / 1e9);
      PROGRESS.info(String.format("simulated %.6f s, %.0f events/s, %d of %d flows done", cycles.nowPs() / 1e12, rate,
          cycles.deliveredFlows(), cycles.flows()));
      lastNs = now;
      lastEvents = cycles.events();
    }
  }

  /** What {@code model} recorded, if it records link utilisation; else null. */
  public static LinkUtilisation utilisationOf(FlowModel model) {
    return model instanceof RecordsLinkUtilisation recorder ? recorder.linkUtilisation() : null;
  }
}
