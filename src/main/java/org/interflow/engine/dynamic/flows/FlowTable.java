package org.interflow.engine.dynamic.flows;

import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.interflow.model.network.BandwidthSharing;
import org.interflow.model.routing.LinkLoad;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.routing.RoutingAlgorithm;
import org.interflow.model.topology.Topology;
import org.interflow.model.traffic.TrafficClass;
import org.interflow.model.units.TimeHorizonException;
import org.interflow.model.units.TimeScale;

/**
 * The flow model: routes each injected flow, holds it for its path latency, lets the bandwidth
 * model share link capacity among the transferring subflows and reports deliveries.
 *
 * <p>The routing sees each flow's size (PARX picks paths by message size) and, when it reads load
 * (UGAL), the subflows routed over each directed link and not yet finished.
 *
 * <p>Outline. A flow routed over n paths becomes n subflows of {@code bytes / n} bytes each, the
 * first {@code bytes % n} subflows carrying one byte more. Each subflow waits its own path latency
 * (sum of the links' latencies, converted to picoseconds and rounded once), then is added to the
 * {@link BandwidthSharing}; the flow is delivered when its last subflow finishes. A subflow keeps
 * its remaining bytes as of its last rate change (lazy settlement), so a rate change costs O(1)
 * plus a heap move: finish = ceil to the picosecond of (settle time + remaining / rate), ignoring
 * a few ulps of rounding noise so that round numbers do not gain a picosecond. A subflow the model
 * gives rate 0 has no finish until its rate rises; one whose finish would fall past the clock's
 * horizon ({@link TimeScale#LAST_TICK}) is queued at {@link TimeScale#BEYOND_HORIZON}, which is an
 * error ({@link TimeHorizonException}) only if the clock reaches it before a rate rise moves it. One indexed heap ({@link SubflowQueue}) holds
 * every subflow's next event, its activation while it waits and its predicted finish while it
 * transfers, ordered by (time, subflow id); subflow ids follow injection order, so activations at
 * one time come in the order the flows were injected.
 *
 * <p>All events at one time form one batch, taken off the heap in bulk: every finished subflow is
 * removed and every activated subflow added, then the sharing is updated once; subflows it reports
 * (and new ones) are settled and rescheduled. A zero-byte subflow (a zero-byte flow, or a share
 * of a flow smaller than its path count) finishes at its activation without entering the model. A subflow whose remaining bytes fall to 1e-6 or less at a settlement is finished
 * at that time (floating-point guard), in a further batch at the same time. Deliveries of one time
 * are reported in increasing flow id order. {@link #cancel} removes the flows of a killed job
 * (their subflows, waiting or transferring) and updates the sharing once.
 *
 * <p>Everything is kept in parallel primitive arrays indexed by dense subflow and flow slots taken
 * smallest-first ({@link DenseIds}), so nothing depends on hashing and nothing is allocated per
 * event besides the delivered {@link FlowRecord}s. Rates are bytes per second, times picoseconds.
 * Not thread-safe: one owner.
 *
 * <p>With a time quantum q ({@link #withTimeQuantum}, INRFlow's integer time steps) every
 * activation and predicted finish is rounded up to a whole multiple of q: a latency or a transfer
 * lasts a whole number of steps, the finishing subflow keeping its share until the step ends, as
 * INRFlow advances all flows by whole steps.
 */
public final class FlowTable implements FlowModel, RecordsLinkUtilisation, RecordsLinkInterference {
  private static final double PS_PER_SECOND = 1e12;
  /** Bytes left below which a settled subflow counts as finished (floating-point crumbs). */
  private static final double FINISHED_BYTES = 1e-6;
  private static final Comparator<FlowRecord> BY_FLOW_ID = Comparator.comparingLong(FlowRecord::flowId);

  private final Topology topology;
  private final RoutingAlgorithm routing;
  private final BandwidthSharing sharing;
  private final LinkUtilisationRecorder recorder;  // null when not recording
  private final boolean recordingSkipped;
  private JobLinkRecorder jobRecorder;  // null unless job attribution is on
  private final PathBuffer paths = new PathBuffer();
  private final PathStore pathStore = new PathStore();
  private final SubflowQueue events = new SubflowQueue();
  private final DenseIds subflowIds = new DenseIds();
  private final DenseIds flowSlots = new DenseIds();
  private final BandwidthSharing.RateListener onRateChange = (subflow, oldRate, newRate) -> applyRate(subflow, newRate);

  // per subflow id
  private double[] remainingBytes = new double[64];
  private double[] rate = new double[64];
  private long[] settledPs = new long[64];
  private int[] flowOf = new int[64];
  private boolean[] transferring = new boolean[64];

  // per flow slot
  private long[] flowId = new long[16];
  private int[] source = new int[16];
  private int[] destination = new int[16];
  private long[] bytes = new long[16];
  private TrafficClass[] trafficClass = new TrafficClass[16];
  private long[] injectedPs = new long[16];
  private int[] hops = new int[16];
  private int[] pathCount = new int[16];
  private int[] subflowsLeft = new int[16];
  private int[] jobOf = new int[16];

  private int[] activated = new int[64];
  private int[] deliveredSlots = new int[16];
  private int[] linkScratch = new int[64];
  private long nowPs;
  private long batchPs;
  private final boolean latencyWeighted;
  // per subflow: its sharing weight (1, or 1 / path latency in s when latency-weighted)
  private double[] weight = new double[64];
  private long subflowEvents;
  private long quantumPs = 1;
  // per directed link: subflows routed over it and not yet finished; null unless the routing reads load (UGAL)
  private final int[] routedOnLink;
  private final LinkLoad linkLoad;

  /**
   * @param topology the network (link latencies and capacities)
   * @param routing paths of each flow, built for the same topology and its failures
   * @param sharing the bandwidth model, fresh (no active subflows), owned by this table from now on
   * @param recording link utilisation recording ({@link LinkRecording#OFF} for none)
   */
  public FlowTable(Topology topology, RoutingAlgorithm routing, BandwidthSharing sharing, LinkRecording recording) {
    this(topology, routing, sharing, recording, false);
  }

  /**
   * As {@link #FlowTable(Topology, RoutingAlgorithm, BandwidthSharing, LinkRecording)}; with
   * {@code latencyWeighted} each subflow's sharing weight is 1 / (its path latency in seconds)
   * instead of 1, SimGrid's CM02 rule (a flow's max-min share falls as its route's latency grows).
   * Zero-latency paths keep weight 1.
   */
  public FlowTable(Topology topology, RoutingAlgorithm routing, BandwidthSharing sharing, LinkRecording recording,
      boolean latencyWeighted) {
    this.latencyWeighted = latencyWeighted;
    this.topology = topology;
    this.routing = routing;
    this.sharing = sharing;
    boolean fits = LinkUtilisationRecorder.fits(topology, recording);
    this.recorder = fits ? new LinkUtilisationRecorder(topology, recording) : null;
    this.recordingSkipped = recording.enabled() && !fits;
    this.routedOnLink = routing.observesLoad() ? new int[topology.directedLinks()] : null;
    this.linkLoad = routedOnLink == null ? LinkLoad.IDLE : link -> routedOnLink[link];
  }

  /**
   * Quantises time: activations and finishes fall on whole multiples of {@code quantumPs} (1 =
   * continuous, the default). Call before the first injection.
   *
   * @return this table
   */
  public FlowTable withTimeQuantum(long quantumPs) {
    if (quantumPs < 1) throw new IllegalArgumentException("time quantum must be >= 1 ps, got " + quantumPs);
    this.quantumPs = quantumPs;
    return this;
  }

  /**
   * Attributes link time to the flows' jobs from now on ({@link JobLinkRecorder}, read by {@link
   * #linkInterference()}). Call before the first injection.
   *
   * @return this table
   */
  public FlowTable withJobAttribution() {
    this.jobRecorder = new JobLinkRecorder(topology);
    return this;
  }

  /** {@code ps} rounded up to a whole number of quanta. */
  private long quantised(long ps) { return quantumPs == 1 ? ps : (ps + quantumPs - 1) / quantumPs * quantumPs; }

  /** A table without link recording. */
  public FlowTable(Topology topology, RoutingAlgorithm routing, BandwidthSharing sharing) {
    this(topology, routing, sharing, LinkRecording.OFF);
  }

  /**
   * Routes the flow and schedules its subflows' activations; O(path links + log subflows).
   *
   * @throws IllegalArgumentException when {@code nowPs} is before the table's current time
   */
  @Override
  public FlowRecord inject(long nowPs, FlowRequest request) {
    if (nowPs < this.nowPs) throw new IllegalArgumentException("flow " + request.flowId() + " injected at " + nowPs + " ps, before " + this.nowPs + " ps");
    int n = request.sourceServer() == request.destinationServer() ? loopback(request.sourceServer())
        : routing.route(request.sourceServer(), request.destinationServer(), request.bytes(), linkLoad, paths);
    if (n == 0) {
      return new FlowRecord(request.flowId(), request.sourceServer(), request.destinationServer(), request.bytes(),
          request.trafficClass(), nowPs, -1, 0, 0);
    }
    int slot = flowSlots.take();
    if (slot >= flowId.length) growFlows(slot + 1);
    flowId[slot] = request.flowId();
    source[slot] = request.sourceServer();
    destination[slot] = request.destinationServer();
    bytes[slot] = request.bytes();
    trafficClass[slot] = request.trafficClass();
    jobOf[slot] = request.job();
    injectedPs[slot] = nowPs;
    pathCount[slot] = n;
    subflowsLeft[slot] = n;
    int longest = 0;
    long share = request.bytes() / n;
    long extra = request.bytes() % n;
    for (int p = 0; p < n; p++) {
      int subflow = subflowIds.take();
      if (subflow >= rate.length) growSubflows(subflow + 1);
      pathStore.store(subflow, paths, p);
      if (routedOnLink != null) for (int h = 0; h < paths.length(p); h++) routedOnLink[paths.link(p, h)]++;
      longest = Math.max(longest, paths.length(p));
      flowOf[subflow] = slot;
      remainingBytes[subflow] = share + (p < extra ? 1 : 0);
      rate[subflow] = 0;
      transferring[subflow] = false;
      long latency = latencyPs(p);
      weight[subflow] = latencyWeighted && latency > 0 ? 1e12 / latency : 1.0;
      long activationPs = quantised(nowPs + latency);
      if (activationPs > TimeScale.LAST_TICK || activationPs < nowPs) {  // the second: the sum overflowed
        throw beyondHorizon(slot, (nowPs + (double) latency) / PS_PER_SECOND, "the start of");
      }
      events.set(subflow, activationPs);
    }
    hops[slot] = longest;
    return null;
  }

  /**
   * The path of a message from a server to itself when the run sends those through the network:
   * out on the server's first link and back (SimGrid routes a same-host message of a cluster over
   * the host's private link, up then down).
   */
  private int loopback(int server) {
    paths.clear();
    if (topology.degree(server) == 0) return 0;
    int out = topology.outLink(server, 0);
    paths.beginPath();
    paths.add(out);
    paths.add(out ^ 1);
    return 1;
  }

  private long latencyPs(int path) {
    double ns = 0;
    for (int h = 0, n = paths.length(path); h < n; h++) ns += topology.latencyNs(Topology.linkOf(paths.link(path, h)));
    return Math.round(ns * 1000);
  }

  @Override
  public long nextEventPs() { return events.minKey(); }

  /**
   * Processes every event up to {@code nowPs} in time order. Flows delivered at earlier times than
   * {@code nowPs} (when the caller skipped event times) are appended too, time by time.
   */
  @Override
  public void advanceTo(long nowPs, List<FlowRecord> delivered) {
    if (nowPs < this.nowPs) throw new IllegalArgumentException("cannot go back from " + this.nowPs + " ps to " + nowPs + " ps");
    while (events.minKey() <= nowPs) {
      long time = events.minKey();
      if (time > TimeScale.LAST_TICK) throw finishBeyondHorizon(events.minId());
      if (recorder != null) recorder.advanceTo(time);
      if (jobRecorder != null) jobRecorder.advanceTo(time);
      int deliveredCount = 0;
      while (events.minKey() == time) deliveredCount = runBatch(time, deliveredCount);
      report(time, deliveredCount, delivered);
    }
    this.nowPs = nowPs;
    if (recorder != null) recorder.advanceTo(nowPs);
    if (jobRecorder != null) jobRecorder.advanceTo(nowPs);
  }

  /** One batch: takes every event at {@code time}, updates the sharing once, reschedules. */
  private int runBatch(long time, int deliveredCount) {
    batchPs = time;
    int taken = events.pollAll(time);
    subflowEvents += taken;
    int added = 0;
    boolean changed = false;
    for (int i = 0; i < taken; i++) {
      int subflow = events.polled(i);
      if (transferring[subflow]) {
        sharing.remove(subflow);
        changed = true;
        recordRate(subflow, -rate[subflow]);
        if (jobRecorder != null) jobRecorder.ended(jobOf[flowOf[subflow]], pathStore, subflow);
        deliveredCount = finish(subflow, deliveredCount);
      } else if (remainingBytes[subflow] <= 0) {
        deliveredCount = finish(subflow, deliveredCount);  // zero-byte subflow: latency only
      } else {
        linkScratch = pathStore.copy(subflow, linkScratch);
        sharing.add(subflow, linkScratch, pathStore.length(subflow), weight[subflow], trafficClass[flowOf[subflow]]);
        changed = true;
        transferring[subflow] = true;
        settledPs[subflow] = time;
        if (jobRecorder != null) jobRecorder.started(jobOf[flowOf[subflow]], pathStore, subflow);
        if (recorder == null && routedOnLink == null && jobRecorder == null) pathStore.free(subflow);
        if (added == activated.length) activated = Arrays.copyOf(activated, added * 2);
        activated[added++] = subflow;
      }
    }
    if (changed) sharing.update(onRateChange);
    for (int i = 0; i < added; i++) {
      int subflow = activated[i];
      applyRate(subflow, sharing.rate(subflow));  // no-op when the listener already gave it this rate
    }
    return deliveredCount;
  }

  /** Settles a transferring subflow at the batch time and reschedules it for its new rate. */
  private void applyRate(int subflow, double newRate) {
    double old = rate[subflow];
    if (old == newRate) return;
    long time = batchPs;
    double left = remainingBytes[subflow] - old * (double) (time - settledPs[subflow]) / PS_PER_SECOND;
    remainingBytes[subflow] = left;
    settledPs[subflow] = time;
    rate[subflow] = newRate;
    recordRate(subflow, newRate - old);
    if (left <= FINISHED_BYTES) {
      events.set(subflow, time);
    } else if (newRate > 0) {
      // bytes * 1e12 / rate is exact for round numbers; the ceiling ignores a few ulps of noise
      double exact = left * PS_PER_SECOND / newRate;
      double ps = Math.ceil(exact - 4 * Math.ulp(exact));
      if (ps < TimeScale.LAST_TICK - time - quantumPs) events.set(subflow, quantised(time + (long) ps));
      else events.set(subflow, TimeScale.BEYOND_HORIZON);  // an error only if no rate rise comes first
    } else {
      events.remove(subflow);  // starved: no finish until its rate rises again
    }
  }

  /** The error for a subflow whose predicted finish is past the horizon, when the clock gets there. */
  private TimeHorizonException finishBeyondHorizon(int subflow) {
    double seconds = settledPs[subflow] / PS_PER_SECOND + remainingBytes[subflow] / rate[subflow];
    return beyondHorizon(flowOf[subflow], seconds, "the end of");
  }

  private TimeHorizonException beyondHorizon(int slot, double seconds, String event) {
    return new TimeHorizonException(seconds, TimeScale.PICOSECONDS, event + " flow " + flowId[slot] + " of " + bytes[slot]
        + " bytes from server " + source[slot] + " to server " + destination[slot]);
  }

  private void recordRate(int subflow, double delta) {
    if (delta == 0) return;
    if (jobRecorder != null) jobRecorder.rateChanged(jobOf[flowOf[subflow]], pathStore, subflow, delta);
    if (recorder == null) return;
    for (int h = 0, n = pathStore.length(subflow); h < n; h++) recorder.rateChanged(pathStore.link(subflow, h), delta);
  }

  /** Frees a finished subflow; when it was its flow's last, queues the flow for delivery. */
  private int finish(int subflow, int deliveredCount) {
    int slot = flowOf[subflow];
    if (routedOnLink != null) for (int h = 0; h < pathStore.length(subflow); h++) routedOnLink[pathStore.link(subflow, h)]--;
    pathStore.free(subflow);
    transferring[subflow] = false;
    rate[subflow] = 0;
    subflowIds.give(subflow);
    if (--subflowsLeft[slot] == 0) {
      if (deliveredCount == deliveredSlots.length) deliveredSlots = Arrays.copyOf(deliveredSlots, deliveredCount * 2);
      deliveredSlots[deliveredCount++] = slot;
    }
    return deliveredCount;
  }

  /**
   * Removes the flows {@code flowIds} and their subflows (waiting or transferring), then updates
   * the sharing once, at {@code nowPs}. O(flow slots + subflow ids) per flow: kills are rare.
   */
  @Override
  public void cancel(long nowPs, List<Long> flowIds, List<FlowRecord> cancelled) {
    if (nowPs != this.nowPs) throw new IllegalArgumentException("cancel at " + nowPs + " ps; the table is at " + this.nowPs + " ps");
    if (flowIds.isEmpty()) return;
    batchPs = nowPs;
    boolean changed = false;
    for (long id : flowIds) {
      int slot = slotOf(id);
      for (int subflow = 0; subflow < flowOf.length; subflow++) {
        if (!subflowIds.inUse(subflow) || flowOf[subflow] != slot) continue;
        if (transferring[subflow]) {
          sharing.remove(subflow);
          recordRate(subflow, -rate[subflow]);
          if (jobRecorder != null) jobRecorder.ended(jobOf[slot], pathStore, subflow);
          changed = true;
        }
        events.remove(subflow);
        if (routedOnLink != null) for (int h = 0; h < pathStore.length(subflow); h++) routedOnLink[pathStore.link(subflow, h)]--;
        pathStore.free(subflow);
        transferring[subflow] = false;
        rate[subflow] = 0;
        subflowIds.give(subflow);
      }
      cancelled.add(new FlowRecord(id, source[slot], destination[slot], bytes[slot], trafficClass[slot], injectedPs[slot], -1,
          hops[slot], pathCount[slot]));
      trafficClass[slot] = null;
      flowSlots.give(slot);
    }
    if (changed) sharing.update(onRateChange);
  }

  /** The slot of flow {@code id} in flight. */
  private int slotOf(long id) {
    for (int slot = 0; slot < flowId.length; slot++) {
      if (flowSlots.inUse(slot) && flowId[slot] == id) return slot;
    }
    throw new IllegalArgumentException("flow " + id + " is not in flight");
  }

  /** Appends the flows delivered at {@code time} in flow id order and frees their slots. */
  private void report(long time, int count, List<FlowRecord> delivered) {
    int start = delivered.size();
    boolean sorted = true;
    for (int i = 0; i < count; i++) {
      int slot = deliveredSlots[i];
      if (i > 0 && flowId[slot] < flowId[deliveredSlots[i - 1]]) sorted = false;
      delivered.add(new FlowRecord(flowId[slot], source[slot], destination[slot], bytes[slot], trafficClass[slot],
          injectedPs[slot], time, hops[slot], pathCount[slot]));
      trafficClass[slot] = null;
      flowSlots.give(slot);
    }
    if (!sorted) delivered.subList(start, delivered.size()).sort(BY_FLOW_ID);
  }

  @Override
  public int activeFlows() { return flowSlots.inUse(); }

  /** Time of the last {@link #advanceTo}, in picoseconds. */
  public long nowPs() { return nowPs; }

  /** Subflow activations and finishes processed so far (a measure of the work done). */
  public long subflowEvents() { return subflowEvents; }

  /** Subflows waiting out their latency or transferring. */
  public int activeSubflows() { return subflowIds.inUse(); }

  /**
   * The link utilisation recorded up to the current time, integrated up to it on this call; the
   * view stays valid until the table advances. Null when recording is off or was skipped (the
   * shape of the runtime's {@code RecordsLinkUtilisation} role). O(recorded links + bins touched).
   */
  public LinkUtilisation linkUtilisation() {
    if (recorder == null) return null;
    recorder.flush(nowPs);
    return recorder;
  }

  /** What job attribution recorded up to the current time, or null when it is off. */
  @Override
  public LinkInterference linkInterference() {
    return jobRecorder == null ? null : jobRecorder.snapshot(nowPs);
  }

  /** True when recording was asked for but its links times bins exceed the cell budget. */
  public boolean linkRecordingSkipped() { return recordingSkipped; }

  private void growSubflows(int needed) {
    int n = Math.max(needed, rate.length * 2);
    remainingBytes = Arrays.copyOf(remainingBytes, n);
    rate = Arrays.copyOf(rate, n);
    settledPs = Arrays.copyOf(settledPs, n);
    flowOf = Arrays.copyOf(flowOf, n);
    transferring = Arrays.copyOf(transferring, n);
    weight = Arrays.copyOf(weight, n);
  }

  private void growFlows(int needed) {
    int n = Math.max(needed, flowId.length * 2);
    flowId = Arrays.copyOf(flowId, n);
    source = Arrays.copyOf(source, n);
    destination = Arrays.copyOf(destination, n);
    bytes = Arrays.copyOf(bytes, n);
    trafficClass = Arrays.copyOf(trafficClass, n);
    injectedPs = Arrays.copyOf(injectedPs, n);
    hops = Arrays.copyOf(hops, n);
    pathCount = Arrays.copyOf(pathCount, n);
    subflowsLeft = Arrays.copyOf(subflowsLeft, n);
    jobOf = Arrays.copyOf(jobOf, n);
  }
}
