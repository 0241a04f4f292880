package org.interflow.engine.dynamic.cycles;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.interflow.engine.dynamic.events.ServerBatches;
import org.interflow.engine.dynamic.events.TaskActions;
import org.interflow.engine.dynamic.events.TaskEvents;
import org.interflow.engine.dynamic.flows.FlowModelStepper;
import org.interflow.engine.dynamic.flows.FlowRecord;
import org.interflow.engine.dynamic.flows.FlowRequest;
import org.interflow.engine.dynamic.flows.LinkUtilisation;
import org.interflow.engine.dynamic.flows.NetworkOutput;
import org.interflow.engine.dynamic.jobs.JobSpec;
import org.interflow.engine.dynamic.jobs.Placement;
import org.interflow.engine.dynamic.jobs.SchedulerInput;
import org.interflow.engine.dynamic.jobs.SchedulerOutput;
import org.interflow.engine.dynamic.results.SimulationResult;
import org.interflow.engine.dynamic.results.TaskOutcomes;
import org.interflow.engine.dynamic.tasks.NodeOutput;

/**
 * The coordinator's model: runs a simulation as delta cycles, shared by the actor runtime and the
 * direct runner so both give bit-identical results. It keeps three parts: the {@link CycleClock}
 * (time, timers, the events waiting for each server), the {@link FlowLedger} (every flow) and the
 * {@link JobLog} (jobs and timeline spans).
 *
 * <p>Outline. {@link #next()} opens a delta cycle: if nothing is left at the current time, time
 * advances to the earliest of the next timer, the flow model's next event and the next job
 * arrival. A cycle holds one batch per involved party: the network (flows to inject, or just
 * "advance to now" when its next event is due), the scheduler (arrivals, barrier arrivals,
 * finishes) and each server with task events. The caller runs every batch (directly, or as one
 * message per actor), hands back each output with {@code accept}, then calls {@link #endCycle()},
 * which applies the outputs in canonical order and turns them into the next cycle's batches:
 * <ol>
 *   <li>network: undeliverable and cancelled flows are recorded; each delivered flow, in flow id order, gives
 *       Received to its destination task, then Sent to its source task (unless it was sent
 *       without a receipt);</li>
 *   <li>scheduler: killed jobs are aborted (their timers dropped, their flows in flight
 *       cancelled in the next cycle, Aborted to every task), started jobs give Start to every task, opened barriers give BarrierReleased to
 *       every task, ended jobs are recorded;</li>
 *   <li>servers, in server id order, each action in the order its program asked: sends get the
 *       next flow ids (a send to the same server is delivered in the next cycle without the
 *       network, unless the run sends those through it), computes set timers (a zero-length one
 *       fires in the next cycle), notifications reach their task in the next cycle, barrier
 *       arrivals and finishes go to the scheduler.</li>
 * </ol>
 * Timers due at the current time are then appended, in calendar order. The scheduler's own timer
 * (kill times, wake-ups) makes a cycle of its own, the last at its time, once nothing else is left
 * then. So flow ids follow
 * (time, delta cycle, sender server, sequence), and each server's batch is in the order above.
 * When the network is the only party of a cycle it may look ahead (see {@link FlowModelStepper})
 * to its first delivery before the next timer or arrival; the clock then moves with it.
 *
 * <p>Not thread-safe: owned by the Coordinator actor (or the direct runner).
 */
public final class DeltaCycles {
  private static final Comparator<NodeOutput> BY_FIRST_SERVER = Comparator.comparingInt(NodeOutput::firstServer);

  private final boolean localThroughNetwork;
  private final CycleClock clock;
  private final FlowLedger flows = new FlowLedger();
  private final JobLog jobs;
  private long networkNextPs = Long.MAX_VALUE;
  private long schedulerNextPs = Long.MAX_VALUE;
  private long events;
  // what the next cycle hands the network and the scheduler
  private final ArrayList<FlowRequest> pendingFlows = new ArrayList<>();
  private final ArrayList<Integer> pendingArrivals = new ArrayList<>();
  private final ArrayList<SchedulerInput.BarrierArrival> pendingBarriers = new ArrayList<>();
  private final ArrayList<SchedulerInput.TaskFinish> pendingFinishes = new ArrayList<>();
  private final ArrayList<Long> pendingCancellations = new ArrayList<>();
  // the open cycle and the outputs handed back so far
  private Cycle open;
  private NetworkOutput networkOutput;
  private SchedulerOutput schedulerOutput;
  private final ArrayList<NodeOutput> nodeOutputs = new ArrayList<>();
  private int outputs;

  /** A run of {@code jobs} (in arrival order) on a network of {@code servers} servers. */
  public DeltaCycles(int servers, List<JobSpec> jobs) { this(servers, jobs, false, true); }

  /**
   * As {@link #DeltaCycles(int, List)}; with {@code localThroughNetwork} a send between tasks on
   * the same server becomes a flow like any other (see {@link org.interflow.engine.dynamic.runner.SimulationSpec#localThroughNetwork()});
   * without {@code recordIntervals} the servers' timeline spans are dropped and the result lists
   * none (see {@link org.interflow.engine.dynamic.runner.SimulationSpec#recordIntervals()}).
   */
  public DeltaCycles(int servers, List<JobSpec> jobs, boolean localThroughNetwork, boolean recordIntervals) {
    this.localThroughNetwork = localThroughNetwork;
    this.clock = new CycleClock(servers);
    this.jobs = new JobLog(jobs, recordIntervals);
  }

  /** Servers of the network. */
  public int servers() { return clock.servers(); }

  /** Current simulated time in picoseconds (-1 before the first cycle). */
  public long nowPs() { return clock.nowPs(); }

  /** Task callbacks run so far. */
  public long events() { return events; }

  /** Flows delivered so far. */
  public long deliveredFlows() { return flows.delivered(); }

  /** Progress for a log line: simulated time, flows delivered of those sent, jobs ended of all. */
  public String progress() {
    return String.format(java.util.Locale.ROOT, "simulated %.6f s, %d of %d flows done, %d of %d jobs ended", nowPs() / 1e12,
        flows.delivered(), flows.flows(), jobs.ended(), jobs.jobs());
  }

  /** Flows handed to the network so far. */
  public long flows() { return flows.flows(); }

  /**
   * Opens the next delta cycle, advancing time first if nothing is left at the current time.
   *
   * @return the cycle's batches, or null when the run is over (nothing pending anywhere)
   */
  public Cycle next() {
    if (open != null) throw new IllegalStateException("cycle " + open.index() + " is still open");
    if (!workAt(clock.nowPs())) {
      long t = Math.min(Math.min(clock.nextTimerPs(), networkNextPs), Math.min(jobs.nextArrivalPs(), schedulerNextPs));
      if (t == Long.MAX_VALUE) return null;
      clock.advanceTo(t);
    }
    long now = clock.nowPs();
    jobs.takeArrivals(now, pendingArrivals);
    clock.fireDueTimers();
    boolean network = !pendingFlows.isEmpty() || !pendingCancellations.isEmpty() || networkNextPs <= now;
    SchedulerInput scheduler = null;
    if (!pendingArrivals.isEmpty() || !pendingBarriers.isEmpty() || !pendingFinishes.isEmpty()) {
      scheduler = new SchedulerInput(pendingArrivals, pendingBarriers, pendingFinishes);
      pendingArrivals.clear();
      pendingBarriers.clear();
      pendingFinishes.clear();
    }
    long index = clock.cycles();
    ServerBatches batches = clock.takeBatches();
    if (!network && scheduler == null && batches.size() == 0) {
      // nothing else is left at this time: the scheduler's own timer is what is due
      if (schedulerNextPs > now) throw new IllegalStateException("an empty cycle at " + now);
      scheduler = SchedulerInput.TIMER;
    }
    // alone in the cycle, the network may run ahead to the next timer, arrival or scheduler
    // timer: nothing else can happen before then (every pending event is in this cycle)
    long horizon = network && batches.size() == 0 && scheduler == null
        ? Math.min(Math.min(clock.nextTimerPs(), jobs.nextArrivalPs()), schedulerNextPs) : now;
    open = new Cycle(now, index, batches, network, horizon, List.copyOf(pendingFlows), scheduler,
        List.copyOf(pendingCancellations));
    pendingFlows.clear();
    pendingCancellations.clear();
    outputs = 0;
    return open;
  }

  /** Hands back the network's output for the open cycle. */
  public void accept(NetworkOutput output) {
    networkOutput = output;
    outputs++;
  }

  /** Hands back the scheduler's output for the open cycle. */
  public void accept(SchedulerOutput output) {
    schedulerOutput = output;
    outputs++;
  }

  /** Hands back what a run of the cycle's servers did (runs in any order, each server in exactly one). */
  public void accept(NodeOutput output) {
    nodeOutputs.add(output);
    outputs += output.servers();
  }

  /** True when every output of the open cycle is in. */
  public boolean complete() { return open != null && outputs == open.expectedOutputs(); }

  /** Applies the open cycle's outputs in canonical order (see the class comment) and closes it. */
  public void endCycle() {
    if (!complete()) {
      throw new IllegalStateException("cycle outputs missing: " + outputs + " of " + open.expectedOutputs());
    }
    if (networkOutput != null) applyNetwork(networkOutput);
    if (schedulerOutput != null) applyScheduler(schedulerOutput);
    applyNodes();
    networkOutput = null;
    schedulerOutput = null;
    nodeOutputs.clear();
    open = null;
  }

  /**
   * The run's result, once {@link #next()} returned null, with what the tasks reported ({@code
   * outcomes}, any order); {@code utilisation} may be null.
   */
  public SimulationResult result(LinkUtilisation utilisation, List<TaskOutcomes.Entry> outcomes) {
    return new SimulationResult(Math.max(clock.nowPs(), 0), flows.flows(), flows.bytes(), events, clock.timeSteps(),
        clock.cycles(), flows.undeliverable(), jobs.outcomes(), flows.outcomes(), jobs.sortedIntervals(), utilisation,
        jobs.taskOutcomes(outcomes), null, null);
  }

  private boolean workAt(long t) {
    return t >= 0 && (clock.hasEvents() || !pendingFlows.isEmpty() || !pendingBarriers.isEmpty()
        || !pendingFinishes.isEmpty() || !pendingCancellations.isEmpty() || clock.nextTimerPs() <= t || networkNextPs <= t
        || jobs.nextArrivalPs() <= t || schedulerNextPs <= t);
  }

  private void applyNetwork(NetworkOutput output) {
    List<FlowRecord> undeliverable = output.undeliverable();
    for (int i = 0, n = undeliverable.size(); i < n; i++) flows.undeliverable(undeliverable.get(i));
    for (FlowRecord record : output.cancelled()) flows.cancelled(record);
    if (output.timePs() != clock.nowPs()) {  // the network looked ahead: the clock moves with it
      if (output.timePs() > open.networkHorizonPs()) {
        throw new IllegalStateException("network moved to " + output.timePs() + ", horizon " + open.networkHorizonPs());
      }
      clock.advanceTo(output.timePs());
    }
    List<FlowRecord> delivered = output.delivered();
    for (int i = 0, n = delivered.size(); i < n; i++) {
      FlowRecord record = delivered.get(i);
      int id = flows.delivered(record);
      clock.addEvent(record.destinationServer(), TaskEvents.RECEIVED, flows.job(id), flows.destinationTask(id),
          flows.sourceTask(id), flows.tag(id), record.bytes());
      if (flows.receipt(id)) {
        clock.addEvent(record.sourceServer(), TaskEvents.SENT, flows.job(id), flows.sourceTask(id), 0, flows.tag(id), 0);
      }
    }
    if (output.nextEventPs() <= clock.nowPs()) {
      throw new IllegalStateException("network's next event " + output.nextEventPs() + " is not after " + clock.nowPs());
    }
    networkNextPs = output.nextEventPs();
  }

  private void applyScheduler(SchedulerOutput output) {
    long now = clock.nowPs();
    for (int job : output.killed()) abort(job, now);
    if (pendingCancellations.size() > 1) pendingCancellations.sort(null);
    for (Placement placement : output.started()) {
      jobs.started(placement, now);
      for (int task = 0; task < placement.tasks(); task++) clock.addStart(task, placement);
    }
    for (SchedulerOutput.BarrierRelease release : output.released()) {
      Placement placement = jobs.placement(release.job());
      for (int task = 0; task < placement.tasks(); task++) {
        clock.addEvent(placement.server(task), TaskEvents.BARRIER_RELEASED, release.job(), task, 0, release.tag(), 0);
      }
    }
    for (int job : output.ended()) jobs.finished(job, now);
    schedulerNextPs = output.nextTimerPs();
  }

  /**
   * Aborts killed job {@code job} at {@code nowPs}: its timers are dropped, its flows in flight
   * leave the network in the next cycle, and each of its tasks gets Aborted in the next cycle.
   * A kill comes in a cycle of its own (the scheduler's timer, once nothing else is left at its
   * time), so no event, flow, barrier or finish of the job is pending.
   */
  private void abort(int job, long nowPs) {
    Placement placement = jobs.placement(job);
    jobs.finished(job, nowPs);
    clock.dropTimers(job);
    flows.unreportedFlowsOf(job, pendingCancellations);
    for (int task = 0; task < placement.tasks(); task++) {
      clock.addEvent(placement.server(task), TaskEvents.ABORTED, job, task, 0, 0, 0);
    }
  }

  /** Applies the node outputs by first server (each covers its own servers, increasing). */
  private void applyNodes() {
    if (nodeOutputs.size() > 1) nodeOutputs.sort(BY_FIRST_SERVER);
    int last = -1;
    for (int b = 0, n = nodeOutputs.size(); b < n; b++) {
      NodeOutput output = nodeOutputs.get(b);
      if (output.firstServer() <= last) {
        throw new IllegalStateException("outputs of server " + output.firstServer() + " after " + last);
      }
      last = output.firstServer();
      events += output.handled();
      jobs.addIntervals(output.intervals());
      applyActions(output.actions());
    }
  }

  private void applyActions(TaskActions actions) {
    for (int i = 0, n = actions.size(); i < n; i++) {
      switch (actions.kind(i)) {
        case TaskActions.SEND -> applySend(actions, i);
        case TaskActions.COMPUTE -> clock.addTimer(actions.amount(i), actions.server(i), actions.job(i),
            actions.task(i), actions.tag(i));
        case TaskActions.NOTIFY -> clock.addEvent(actions.peerServer(i), TaskEvents.NOTIFIED, actions.job(i),
            actions.peerTask(i), actions.task(i), actions.tag(i), actions.value(i));
        case TaskActions.BARRIER -> pendingBarriers.add(new SchedulerInput.BarrierArrival(actions.job(i),
            actions.task(i), actions.tag(i)));
        default -> pendingFinishes.add(new SchedulerInput.TaskFinish(actions.job(i), actions.task(i)));
      }
    }
  }

  private void applySend(TaskActions a, int i) {
    int sourceServer = a.server(i);
    int destinationServer = a.peerServer(i);
    if (destinationServer == sourceServer && !localThroughNetwork) {
      clock.addEvent(destinationServer, TaskEvents.RECEIVED, a.job(i), a.peerTask(i), a.task(i), a.tag(i), a.amount(i));
      if (a.receipt(i)) clock.addEvent(sourceServer, TaskEvents.SENT, a.job(i), a.task(i), 0, a.tag(i), 0);
      return;
    }
    int id = flows.open(a.job(i), a.task(i), a.peerTask(i), a.tag(i), a.receipt(i), a.amount(i));
    pendingFlows.add(new FlowRequest(id, sourceServer, destinationServer, a.amount(i), a.trafficClass(i), a.job(i)));
  }
}
