package org.interflow.engine.dynamic;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;
import org.interflow.model.traffic.TrafficClass;

/**
 * The coordinator's model: virtual time, the event calendar and the delta cycles, shared by the
 * actor runtime and the direct runner so both give bit-identical results.
 *
 * <p>Outline. {@link #next()} opens a delta cycle: if nothing is left at the current time, time
 * advances to the earliest of the next timer, the flow model's next event and the next job
 * arrival. A cycle holds one batch per involved party: the network (flows to inject, or just
 * "advance to now" when its next event is due), the scheduler (arrivals, barrier arrivals,
 * finishes) and each server with task events. The caller runs every batch (directly, or as one
 * message per actor), hands back each output with {@code accept}, then calls {@link #endCycle()},
 * which applies the outputs in canonical order and turns them into the next cycle's batches:
 * <ol>
 *   <li>network: undeliverable flows are recorded; each delivered flow, in flow id order, gives
 *       {@code Received} to its destination task, then {@code Sent} to its source task (unless
 *       it was sent without a receipt);</li>
 *   <li>scheduler: started jobs give {@code Start} to every task, opened barriers give
 *       {@code BarrierReleased} to every task, ended jobs are recorded;</li>
 *   <li>servers, in server id order, each action in the order its program asked: sends get the
 *       next flow ids (a send to the same server is delivered in the next cycle without the
 *       network, unless the run sends those through it),
 *       computes set timers (a zero-length one fires in the next cycle), notifications reach
 *       their task in the next cycle, barrier arrivals and finishes go to the scheduler.</li>
 * </ol>
 * Timers due at the current time are then appended, in calendar order. So flow ids follow
 * (time, delta cycle, sender server, sequence), and each server's batch is in the order above.
 * When the network is the only party of a cycle it may look ahead (see {@link FlowModelStepper})
 * to its first delivery before the next timer or arrival; the clock then moves with it.
 *
 * <p>Memory: about 70 bytes of primitive arrays per flow (its tasks and what the network
 * reported; the {@link FlowOutcome} objects are made once, by {@link #result}). Not thread-safe:
 * owned by the Coordinator actor (or the direct runner).
 */
public final class DeltaCycles {
  /**
   * One delta cycle's batches.
   *
   * @param servers involved servers, increasing
   * @param events every server's events, grouped by server (valid until the cycle ends): those of
   *     {@code servers[i]} are {@code batchStart[i]} to {@code batchStart[i + 1]}, in canonical order
   * @param batchStart where each server's events begin, plus the end of the last
   * @param network whether the network takes part (inject {@code injections}, advance to now)
   * @param networkHorizonPs how far the network may advance on its own ({@link FlowModelStepper}):
   *     the next timer or arrival when the network is the only party of the cycle, else now
   * @param scheduler the scheduler's batch, or null when it does not take part
   */
  public record Cycle(long timePs, long index, int[] servers, TaskEvents events, int[] batchStart, boolean network,
      long networkHorizonPs, List<FlowRequest> injections, SchedulerInput scheduler) {
    /** Outputs the caller must hand back before {@link DeltaCycles#endCycle()}. */
    public int expectedOutputs() { return servers.length + (network ? 1 : 0) + (scheduler != null ? 1 : 0); }

    /** Where {@code servers[i]}'s events begin in {@link #events()}; they end where {@code i + 1}'s begin. */
    public int from(int i) { return batchStart[i]; }

    /** Where {@code servers[i]}'s events end (exclusive) in {@link #events()}. */
    public int to(int i) { return batchStart[i + 1]; }

    /** The events for {@code servers[i]}, as records (the actor messages' form); O(batch). */
    public List<TaskEvent> batch(int i) { return events.events(batchStart[i], batchStart[i + 1]); }

    /** Every server's batch as records, in {@code servers} order. */
    public List<List<TaskEvent>> batches() {
      List<List<TaskEvent>> out = new ArrayList<>(servers.length);
      for (int i = 0; i < servers.length; i++) out.add(batch(i));
      return List.copyOf(out);
    }
  }

  private static final TrafficClass[] TRAFFIC_CLASSES = TrafficClass.values();
  private static final Comparator<NodeBlockOutput> BY_FIRST_SERVER = Comparator.comparingInt(b -> b.servers()[0]);
  private static final Comparator<TaskInterval> BY_TASK_AND_START = Comparator.comparingInt(TaskInterval::job)
      .thenComparingInt(TaskInterval::task).thenComparingLong(TaskInterval::startPs);

  private final List<JobSpec> jobs;
  private final boolean localThroughNetwork;
  private final boolean recordIntervals;
  private final EventCalendar calendar = new EventCalendar();
  private final long[] jobStartPs;
  private final long[] jobFinishPs;
  private final Placement[] jobPlacement;
  private final int[] serverStamp;
  private final int[] serverSlot;

  private long nowPs = -1;
  private int nextArrival;
  private long networkNextPs = Long.MAX_VALUE;
  private long timeSteps;
  private long deltaCycles;
  private long events;
  private long bytes;
  private long undeliverable;
  private long delivered;

  private TaskEvents pendingEvents = new TaskEvents();
  private int[] pendingServers = new int[64];
  private final ArrayList<FlowRequest> pendingFlows = new ArrayList<>();
  // scratch of groupEvents: distinct servers, per-slot counts then offsets, events grouped by slot
  private int[] cycleServers = new int[16];
  private int[] slotStart = new int[17];
  private int[] order = new int[64];
  private TaskEvents grouped = new TaskEvents();
  private final ArrayList<Integer> pendingArrivals = new ArrayList<>();
  private final ArrayList<TaskAction.ArriveAtBarrier> pendingBarriers = new ArrayList<>();
  private final ArrayList<TaskAction.Finish> pendingFinishes = new ArrayList<>();

  private Cycle open;
  private NetworkOutput networkOutput;
  private SchedulerOutput schedulerOutput;
  private final ArrayList<NodeBlockOutput> blockOutputs = new ArrayList<>();
  private int outputs;
  private boolean earlyApplied;   // network and scheduler outputs applied (streaming node outputs)
  private int lastStreamedServer;

  // per flow id: job, source task, destination task, tag (growable parallel arrays)
  private int flowCount;
  private int[] flowJob = new int[1024];
  private int[] flowSourceTask = new int[1024];
  private int[] flowDestinationTask = new int[1024];
  private long[] flowTag = new long[1024];
  private boolean[] flowReceipt = new boolean[1024];
  // per flow id, what the network reported (kept as primitives, made into FlowOutcomes by result())
  private boolean[] flowDone = new boolean[1024];
  private int[] flowSourceServer = new int[1024];
  private int[] flowDestinationServer = new int[1024];
  private long[] flowBytes = new long[1024];
  private byte[] flowClass = new byte[1024];
  private long[] flowInjectedPs = new long[1024];
  private long[] flowDeliveredPs = new long[1024];
  private int[] flowHops = new int[1024];
  private int[] flowPaths = new int[1024];
  private final ArrayList<TaskInterval> intervals = new ArrayList<>();

  /** A run of {@code jobs} (in arrival order) on a network of {@code servers} servers. */
  public DeltaCycles(int servers, List<JobSpec> jobs) { this(servers, jobs, false); }

  /**
   * As {@link #DeltaCycles(int, List)}; with {@code localThroughNetwork} a send between tasks on
   * the same server becomes a flow like any other (see {@link SimulationSpec#localThroughNetwork()}).
   */
  public DeltaCycles(int servers, List<JobSpec> jobs, boolean localThroughNetwork) {
    this(servers, jobs, localThroughNetwork, true);
  }

  /**
   * As {@link #DeltaCycles(int, List, boolean)}; without {@code recordIntervals} the servers'
   * timeline spans are dropped and the result lists none (see {@link SimulationSpec#recordIntervals()}).
   */
  public DeltaCycles(int servers, List<JobSpec> jobs, boolean localThroughNetwork, boolean recordIntervals) {
    this.localThroughNetwork = localThroughNetwork;
    this.recordIntervals = recordIntervals;
    this.jobs = List.copyOf(jobs);
    this.jobStartPs = new long[jobs.size()];
    this.jobFinishPs = new long[jobs.size()];
    this.jobPlacement = new Placement[jobs.size()];
    Arrays.fill(jobStartPs, -1);
    Arrays.fill(jobFinishPs, -1);
    this.serverStamp = new int[servers];
    this.serverSlot = new int[servers];
    Arrays.fill(serverStamp, -1);
  }

  /** Servers of the network. */
  public int servers() { return serverStamp.length; }

  /** Current simulated time in picoseconds (-1 before the first cycle). */
  public long nowPs() { return nowPs; }

  /** Task callbacks run so far. */
  public long events() { return events; }

  /** Flows delivered so far. */
  public long deliveredFlows() { return delivered; }

  /** Flows handed to the network so far. */
  public long flows() { return flowCount; }

  /**
   * Opens the next delta cycle, advancing time first if nothing is left at the current time.
   *
   * @return the cycle's batches, or null when the run is over (nothing pending anywhere)
   */
  public Cycle next() {
    if (open != null) throw new IllegalStateException("cycle " + open.index() + " is still open");
    if (!workAt(nowPs)) {
      long t = Math.min(Math.min(calendar.nextTimePs(), networkNextPs), nextArrivalPs());
      if (t == Long.MAX_VALUE) return null;
      nowPs = t;
      timeSteps++;
    }
    while (nextArrival < jobs.size() && jobs.get(nextArrival).arrivalPs() <= nowPs) pendingArrivals.add(nextArrival++);
    for (EventCalendar.Timer timer = calendar.pollDue(nowPs); timer != null; timer = calendar.pollDue(nowPs)) {
      addEvent(timer.server(), TaskEvents.COMPUTE_DONE, timer.job(), timer.task(), 0, timer.tag(), 0);
    }
    boolean network = !pendingFlows.isEmpty() || networkNextPs <= nowPs;
    List<FlowRequest> injections = ShortLists.copyOf(pendingFlows);
    pendingFlows.clear();
    SchedulerInput scheduler = null;
    if (!pendingArrivals.isEmpty() || !pendingBarriers.isEmpty() || !pendingFinishes.isEmpty()) {
      scheduler = new SchedulerInput(pendingArrivals, pendingBarriers, pendingFinishes);
      pendingArrivals.clear();
      pendingBarriers.clear();
      pendingFinishes.clear();
    }
    open = groupEvents(deltaCycles++, network, injections, scheduler);
    outputs = 0;
    earlyApplied = false;
    lastStreamedServer = -1;
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

  /** Hands back the outputs of a block of servers for the open cycle (blocks in any order). */
  public void accept(NodeBlockOutput output) {
    if (earlyApplied) throw new IllegalStateException("node outputs of cycle " + open.index() + " are streamed");
    blockOutputs.add(output);
    outputs += output.servers().length;
  }

  /** Hands back one server's output for the open cycle (any order): a block of one server. */
  public void accept(NodeOutput output) { accept(NodeBlockOutput.of(output)); }

  /**
   * Streaming form, for a runner that runs the servers one by one in increasing order (the direct
   * runner): applies the network's and the scheduler's outputs of the open cycle now, which must
   * both be in (when the cycle has them); each server's actions then follow with {@link
   * #applyNode}. The canonical order, hence the result, is that of {@link #endCycle()}.
   */
  public void beginNodes() {
    if (outputs != (open.network() ? 1 : 0) + (open.scheduler() != null ? 1 : 0) || !blockOutputs.isEmpty()) {
      throw new IllegalStateException("network or scheduler output of cycle " + open.index() + " missing");
    }
    applyEarly();
  }

  /**
   * Streaming form of {@link #accept(NodeOutput)}, after {@link #beginNodes()}: applies at once the
   * actions server {@code server} took in this cycle, {@code from} to {@code to} (exclusive) of
   * {@code actions} (which may be reused afterwards),
   * with the number of events that reached a live task and the timeline spans that ended. Servers
   * must come in increasing order.
   */
  public void applyNode(int server, TaskActions actions, int from, int to, int handled, List<TaskInterval> ended) {
    if (!earlyApplied) throw new IllegalStateException("beginNodes() first");
    if (server <= lastStreamedServer) {
      throw new IllegalStateException("server " + server + " after " + lastStreamedServer + ": not increasing");
    }
    lastStreamedServer = server;
    events += handled;
    if (recordIntervals) intervals.addAll(ended);
    applyActions(actions, from, to);
    outputs++;
  }

  /** True when every output of the open cycle is in. */
  public boolean complete() { return open != null && outputs == open.expectedOutputs(); }

  /** Applies the open cycle's outputs in canonical order (see the class comment) and closes it. */
  public void endCycle() {
    if (!complete()) {
      throw new IllegalStateException("cycle outputs missing: " + outputs + " of " + open.expectedOutputs());
    }
    if (!earlyApplied) applyEarly();
    if (!blockOutputs.isEmpty()) applyBlocks();
    networkOutput = null;
    schedulerOutput = null;
    blockOutputs.clear();
    open = null;
  }

  /** Applies the block outputs, blocks by first server (blocks hold disjoint runs of servers). */
  private void applyBlocks() {
    if (blockOutputs.size() > 1) blockOutputs.sort(BY_FIRST_SERVER);
    int last = -1;
    for (int b = 0, n = blockOutputs.size(); b < n; b++) {
      NodeBlockOutput block = blockOutputs.get(b);
      int[] servers = block.servers();
      for (int i = 0; i < servers.length; i++) {
        if (servers[i] <= last) throw new IllegalStateException("server " + servers[i] + " after " + last);
        last = servers[i];
        events += block.handled()[i];
        if (recordIntervals) intervals.addAll(block.intervals().get(i));
        applyActions(block.actions(), block.actionStart()[i], block.actionStart()[i + 1]);
      }
    }
  }

  private void applyEarly() {
    earlyApplied = true;
    if (networkOutput != null) applyNetwork(networkOutput);
    if (schedulerOutput != null) applyScheduler(schedulerOutput);
  }

  /** The run's result, once {@link #next()} returned null; {@code utilisation} may be null. */
  public SimulationResult result(LinkUtilisation utilisation) {
    List<JobOutcome> jobOutcomes = new ArrayList<>(jobs.size());
    for (int j = 0; j < jobs.size(); j++) {
      JobSpec spec = jobs.get(j);
      int firstServer = jobPlacement[j] == null ? -1 : jobPlacement[j].firstServer();
      jobOutcomes.add(new JobOutcome(j, spec.application().name(), spec.application().tasks(), firstServer,
          spec.arrivalPs(), jobStartPs[j], jobFinishPs[j]));
    }
    for (int id = 0; id < flowCount; id++) {
      if (!flowDone[id]) throw new IllegalStateException("flow " + id + " was never delivered");
    }
    List<TaskInterval> sorted = sortedIntervals();
    return new SimulationResult(Math.max(nowPs, 0), flowCount, bytes, events, timeSteps, deltaCycles, undeliverable,
        jobOutcomes, new FlowOutcomes(this), sorted, utilisation);
  }

  /**
   * The intervals by job, task and start time. A task's spans are recorded as they end, one after
   * the other, so they already come in start order: a stable counting sort on (job, task) gives
   * the full order in O(intervals + tasks). Should a task's spans ever come out of order, a
   * comparison sort on (job, task, start) is used instead.
   */
  private List<TaskInterval> sortedIntervals() {
    int n = intervals.size();
    int[] base = new int[jobs.size() + 1];
    for (int j = 0; j < jobs.size(); j++) base[j + 1] = base[j] + jobs.get(j).application().tasks();
    int[] start = new int[base[jobs.size()] + 1];
    long[] lastStart = new long[base[jobs.size()]];
    Arrays.fill(lastStart, Long.MIN_VALUE);
    for (int i = 0; i < n; i++) {
      TaskInterval interval = intervals.get(i);
      int key = base[interval.job()] + interval.task();
      if (interval.startPs() <= lastStart[key]) {
        List<TaskInterval> sorted = new ArrayList<>(intervals);
        sorted.sort(BY_TASK_AND_START);
        return sorted;
      }
      lastStart[key] = interval.startPs();
      start[key + 1]++;
    }
    for (int k = 0; k + 1 < start.length; k++) start[k + 1] += start[k];
    TaskInterval[] sorted = new TaskInterval[n];
    for (int i = 0; i < n; i++) {
      TaskInterval interval = intervals.get(i);
      sorted[start[base[interval.job()] + interval.task()]++] = interval;
    }
    return Arrays.asList(sorted);
  }

  /**
   * The flows of a finished run as an immutable list read from the delta cycles' columns: each
   * {@link FlowOutcome} is made when asked for, so a caller that never looks at the flows (a
   * replay of a million messages) makes none. The run must not go on once this exists.
   */
  static final class FlowOutcomes extends AbstractList<FlowOutcome> implements RandomAccess {
    private final DeltaCycles c;
    private final int size;

    private FlowOutcomes(DeltaCycles cycles) {
      this.c = cycles;
      this.size = cycles.flowCount;
    }

    @Override
    public FlowOutcome get(int id) {
      Objects.checkIndex(id, size);
      FlowRecord record = new FlowRecord(id, c.flowSourceServer[id], c.flowDestinationServer[id], c.flowBytes[id],
          TRAFFIC_CLASSES[c.flowClass[id]], c.flowInjectedPs[id], c.flowDeliveredPs[id], c.flowHops[id],
          c.flowPaths[id]);
      return new FlowOutcome(record, c.flowJob[id], c.flowSourceTask[id], c.flowDestinationTask[id]);
    }

    @Override
    public int size() { return size; }
  }

  private boolean workAt(long t) {
    return t >= 0 && (pendingEvents.size() > 0 || !pendingFlows.isEmpty() || !pendingBarriers.isEmpty()
        || !pendingFinishes.isEmpty() || calendar.nextTimePs() <= t || networkNextPs <= t || nextArrivalPs() <= t);
  }

  private long nextArrivalPs() {
    return nextArrival < jobs.size() ? jobs.get(nextArrival).arrivalPs() : Long.MAX_VALUE;
  }

  private void addEvent(int server, byte kind, int job, int task, int source, long tag, long value) {
    int n = pendingEvents.size();
    if (n == pendingServers.length) pendingServers = Arrays.copyOf(pendingServers, 2 * n);
    pendingServers[n] = server;
    pendingEvents.add(kind, job, task, source, tag, value);
  }

  private void addStart(int server, int task, Placement placement) {
    int n = pendingEvents.size();
    if (n == pendingServers.length) pendingServers = Arrays.copyOf(pendingServers, 2 * n);
    pendingServers[n] = server;
    pendingEvents.addStart(task, placement);
  }

  /**
   * Opens cycle {@code index}: groups the pending events by server, servers increasing, order kept
   * within each (a stable counting sort by server slot), into the grouped sequence the cycle
   * shows until it ends.
   */
  private Cycle groupEvents(long index, boolean network, List<FlowRequest> injections, SchedulerInput scheduler) {
    int stamp = (int) index;
    int n = pendingEvents.size();
    int distinct = 0;
    for (int i = 0; i < n; i++) {
      int s = pendingServers[i];
      if (serverStamp[s] != stamp) {
        serverStamp[s] = stamp;
        if (distinct == cycleServers.length) cycleServers = Arrays.copyOf(cycleServers, 2 * distinct);
        cycleServers[distinct++] = s;
      }
    }
    int[] servers = Arrays.copyOf(cycleServers, distinct);
    Arrays.sort(servers);
    int[] batchStart = new int[distinct + 1];
    if (distinct == 1) {  // already in order: the pending sequence becomes the grouped one
      TaskEvents swap = grouped;
      grouped = pendingEvents;
      pendingEvents = swap;
    } else if (distinct == 0) {
      grouped.clear();
    } else {
      grouped.clear();
      if (slotStart.length < distinct + 1) slotStart = new int[2 * distinct + 1];
      if (order.length < n) order = new int[Math.max(n, 2 * order.length)];
      Arrays.fill(slotStart, 0, distinct + 1, 0);
      for (int i = 0; i < distinct; i++) serverSlot[servers[i]] = i;
      for (int i = 0; i < n; i++) slotStart[serverSlot[pendingServers[i]] + 1]++;
      for (int i = 0; i < distinct; i++) slotStart[i + 1] += slotStart[i];
      System.arraycopy(slotStart, 0, batchStart, 0, distinct + 1);
      // slotStart[slot] is where the slot's next event goes
      for (int i = 0; i < n; i++) order[slotStart[serverSlot[pendingServers[i]]]++] = i;
      for (int i = 0; i < n; i++) grouped.add(pendingEvents, order[i]);
    }
    batchStart[distinct] = n;
    pendingEvents.clear();
    // alone in the cycle, the network may run ahead to the next timer or arrival: nothing else
    // can happen before then (every pending event is in this cycle)
    long horizon = network && distinct == 0 && scheduler == null
        ? Math.min(calendar.nextTimePs(), nextArrivalPs()) : nowPs;
    return new Cycle(nowPs, index, servers, grouped, batchStart, network, horizon, injections, scheduler);
  }

  private void applyNetwork(NetworkOutput output) {
    List<FlowRecord> undeliverableFlows = output.undeliverable();
    for (int i = 0, n = undeliverableFlows.size(); i < n; i++) {
      FlowRecord record = undeliverableFlows.get(i);
      undeliverable++;
      record(record);
    }
    advanceWithNetwork(output);
    List<FlowRecord> deliveredFlows = output.delivered();
    for (int i = 0, n = deliveredFlows.size(); i < n; i++) {
      FlowRecord record = deliveredFlows.get(i);
      delivered++;
      int id = record(record);
      addEvent(record.destinationServer(), TaskEvents.RECEIVED, flowJob[id], flowDestinationTask[id],
          flowSourceTask[id], flowTag[id], record.bytes());
      if (flowReceipt[id]) addEvent(record.sourceServer(), TaskEvents.SENT, flowJob[id], flowSourceTask[id], 0, flowTag[id], 0);
    }
    if (output.nextEventPs() <= nowPs) {
      throw new IllegalStateException("network's next event " + output.nextEventPs() + " is not after " + nowPs);
    }
    networkNextPs = output.nextEventPs();
  }

  /** Moves the clock to where the network looked ahead to, if it did. */
  private void advanceWithNetwork(NetworkOutput output) {
    if (output.timePs() == nowPs) return;
    if (output.timePs() < nowPs || output.timePs() > open.networkHorizonPs()) {
      throw new IllegalStateException("network moved to " + output.timePs() + " from " + nowPs + ", horizon "
          + open.networkHorizonPs());
    }
    nowPs = output.timePs();
    timeSteps++;
  }

  private int record(FlowRecord record) {
    int id = Math.toIntExact(record.flowId());
    flowDone[id] = true;
    flowSourceServer[id] = record.sourceServer();
    flowDestinationServer[id] = record.destinationServer();
    flowBytes[id] = record.bytes();
    flowClass[id] = (byte) record.trafficClass().ordinal();
    flowInjectedPs[id] = record.injectedPs();
    flowDeliveredPs[id] = record.deliveredPs();
    flowHops[id] = record.hops();
    flowPaths[id] = record.paths();
    return id;
  }

  private void applyScheduler(SchedulerOutput output) {
    for (Placement placement : output.started()) {
      jobStartPs[placement.job()] = nowPs;
      jobPlacement[placement.job()] = placement;
      for (int task = 0; task < placement.tasks(); task++) {
        addStart(placement.server(task), task, placement);
      }
    }
    for (SchedulerOutput.BarrierRelease release : output.released()) {
      Placement placement = jobPlacement[release.job()];
      for (int task = 0; task < placement.tasks(); task++) {
        addEvent(placement.server(task), TaskEvents.BARRIER_RELEASED, release.job(), task, 0, release.tag(), 0);
      }
    }
    for (int job : output.ended()) jobFinishPs[job] = nowPs;
  }

  private void applyActions(TaskActions actions, int from, int to) {
    for (int i = from; i < to; i++) {
      switch (actions.kind(i)) {
        case TaskActions.SEND -> applySend(actions, i);
        case TaskActions.COMPUTE -> calendar.add(nowPs + actions.amount(i), actions.server(i), actions.job(i),
            actions.task(i), actions.tag(i));
        case TaskActions.NOTIFY -> addEvent(actions.peerServer(i), TaskEvents.NOTIFIED, actions.job(i),
            actions.peerTask(i), actions.task(i), actions.tag(i), actions.value(i));
        case TaskActions.BARRIER -> pendingBarriers.add(new TaskAction.ArriveAtBarrier(actions.job(i), actions.task(i),
            actions.tag(i)));
        default -> pendingFinishes.add(new TaskAction.Finish(actions.job(i), actions.task(i)));
      }
    }
  }

  private void applySend(TaskActions a, int i) {
    int sourceServer = a.server(i);
    int destinationServer = a.peerServer(i);
    if (destinationServer == sourceServer && !localThroughNetwork) {
      addEvent(destinationServer, TaskEvents.RECEIVED, a.job(i), a.peerTask(i), a.task(i), a.tag(i), a.amount(i));
      if (a.value(i) != TaskActions.NO_RECEIPT) addEvent(sourceServer, TaskEvents.SENT, a.job(i), a.task(i), 0, a.tag(i), 0);
      return;
    }
    int id = flowCount++;
    if (id == flowJob.length) growFlows();
    flowJob[id] = a.job(i);
    flowSourceTask[id] = a.task(i);
    flowDestinationTask[id] = a.peerTask(i);
    flowTag[id] = a.tag(i);
    flowReceipt[id] = a.value(i) != TaskActions.NO_RECEIPT;
    bytes += a.amount(i);
    pendingFlows.add(new FlowRequest(id, sourceServer, destinationServer, a.amount(i), a.trafficClass(i)));
  }

  private void growFlows() {
    int n = 2 * flowJob.length;
    flowJob = Arrays.copyOf(flowJob, n);
    flowSourceTask = Arrays.copyOf(flowSourceTask, n);
    flowDestinationTask = Arrays.copyOf(flowDestinationTask, n);
    flowTag = Arrays.copyOf(flowTag, n);
    flowReceipt = Arrays.copyOf(flowReceipt, n);
    flowDone = Arrays.copyOf(flowDone, n);
    flowSourceServer = Arrays.copyOf(flowSourceServer, n);
    flowDestinationServer = Arrays.copyOf(flowDestinationServer, n);
    flowBytes = Arrays.copyOf(flowBytes, n);
    flowClass = Arrays.copyOf(flowClass, n);
    flowInjectedPs = Arrays.copyOf(flowInjectedPs, n);
    flowDeliveredPs = Arrays.copyOf(flowDeliveredPs, n);
    flowHops = Arrays.copyOf(flowHops, n);
    flowPaths = Arrays.copyOf(flowPaths, n);
  }
}
