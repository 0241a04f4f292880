package org.interflow.engine.dynamic.cycles;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.interflow.engine.dynamic.flows.FlowRecord;
import org.interflow.engine.dynamic.results.FlowOutcome;
import org.interflow.engine.dynamic.results.FlowOutcomeList;
import org.interflow.model.traffic.TrafficClass;

/**
 * Every flow of a run, by flow id: who sent it to whom (job, tasks, tag, whether the sender wants
 * a receipt), given when the flow is opened, and what the network reported when it delivered the
 * flow or found it undeliverable. Ids are handed out in opening order, from 0.
 *
 * <p>Primitive columns, about 70 bytes per flow; the {@link FlowOutcome} objects are made only
 * when {@link #outcomes()} is read. Not thread-safe: owned by {@link DeltaCycles}.
 */
public final class FlowLedger {
  private static final TrafficClass[] TRAFFIC_CLASSES = TrafficClass.values();

  private int count;
  private long bytes;
  private long delivered;
  private long undeliverable;
  private long cancelled;
  private int firstUnreported;  // every flow below it was reported
  // given when opened
  private int[] job = new int[1024];
  private int[] sourceTask = new int[1024];
  private int[] destinationTask = new int[1024];
  private long[] tag = new long[1024];
  private boolean[] receipt = new boolean[1024];
  // what the network reported
  private boolean[] reported = new boolean[1024];
  private int[] sourceServer = new int[1024];
  private int[] destinationServer = new int[1024];
  private long[] flowBytes = new long[1024];
  private byte[] trafficClass = new byte[1024];
  private long[] injectedPs = new long[1024];
  private long[] deliveredPs = new long[1024];
  private int[] hops = new int[1024];
  private int[] paths = new int[1024];

  /** Flows opened so far. */
  public int flows() { return count; }

  /** Bytes of the flows opened so far. */
  public long bytes() { return bytes; }

  /** Flows delivered so far. */
  public long delivered() { return delivered; }

  /** Flows found undeliverable so far. */
  public long undeliverable() { return undeliverable; }

  /** Opens the next flow: {@code bytes} from task {@code sourceTask} to {@code destinationTask} of job {@code job}; returns its id. */
  public int open(int job, int sourceTask, int destinationTask, long tag, boolean receipt, long bytes) {
    int id = count++;
    if (id == this.job.length) grow();
    this.job[id] = job;
    this.sourceTask[id] = sourceTask;
    this.destinationTask[id] = destinationTask;
    this.tag[id] = tag;
    this.receipt[id] = receipt;
    this.bytes += bytes;
    return id;
  }

  /** Records that the network delivered {@code record}'s flow; returns its id. */
  public int delivered(FlowRecord record) {
    delivered++;
    return report(record);
  }

  /** Records that the network found no route for {@code record}'s flow; returns its id. */
  public int undeliverable(FlowRecord record) {
    undeliverable++;
    return report(record);
  }

  /** Flows removed from the network because their job was killed, so far. */
  public long cancelled() { return cancelled; }

  /**
   * Records that the network removed {@code record}'s flow before delivering it (its job was
   * killed; {@code record.deliveredPs()} is -1); returns its id.
   */
  public int cancelled(FlowRecord record) {
    cancelled++;
    return report(record);
  }

  /**
   * Appends to {@code into}, in increasing id order, every flow of job {@code job} opened and not
   * yet reported (delivered, undeliverable or cancelled). O(flows since the oldest unreported one).
   */
  public void unreportedFlowsOf(int job, List<Long> into) {
    while (firstUnreported < count && reported[firstUnreported]) firstUnreported++;
    for (int id = firstUnreported; id < count; id++) {
      if (!reported[id] && this.job[id] == job) into.add((long) id);
    }
  }

  /** Job of flow {@code id}. */
  public int job(int id) { return job[id]; }

  /** Sending task of flow {@code id}. */
  public int sourceTask(int id) { return sourceTask[id]; }

  /** Receiving task of flow {@code id}. */
  public int destinationTask(int id) { return destinationTask[id]; }

  /** Tag of flow {@code id}. */
  public long tag(int id) { return tag[id]; }

  /** Whether the sender of flow {@code id} gets Sent at its delivery. */
  public boolean receipt(int id) { return receipt[id]; }

  /**
   * Every flow as an immutable list whose items are made when read. The ledger must not change
   * once this exists.
   *
   * @throws IllegalStateException if a flow was never reported by the network
   */
  public List<FlowOutcome> outcomes() {
    for (int id = 0; id < count; id++) {
      if (!reported[id]) throw new IllegalStateException("flow " + id + " was never delivered");
    }
    return new Outcomes(this);
  }

  private int report(FlowRecord record) {
    int id = Math.toIntExact(record.flowId());
    if (id >= count) throw new IllegalArgumentException("flow " + id + " was never opened");
    reported[id] = true;
    sourceServer[id] = record.sourceServer();
    destinationServer[id] = record.destinationServer();
    flowBytes[id] = record.bytes();
    trafficClass[id] = (byte) record.trafficClass().ordinal();
    injectedPs[id] = record.injectedPs();
    deliveredPs[id] = record.deliveredPs();
    hops[id] = record.hops();
    paths[id] = record.paths();
    return id;
  }

  /** The flows of a finished run, read from the ledger's columns (see {@link #outcomes()}). */
  private static final class Outcomes extends FlowOutcomeList {
    private final FlowLedger ledger;
    private final int size;

    private Outcomes(FlowLedger ledger) {
      this.ledger = ledger;
      this.size = ledger.count;
    }

    @Override
    public FlowOutcome get(int id) {
      Objects.checkIndex(id, size);
      FlowLedger l = ledger;
      FlowRecord record = new FlowRecord(id, l.sourceServer[id], l.destinationServer[id], l.flowBytes[id],
          TRAFFIC_CLASSES[l.trafficClass[id]], l.injectedPs[id], l.deliveredPs[id], l.hops[id], l.paths[id]);
      return new FlowOutcome(record, l.job[id], l.sourceTask[id], l.destinationTask[id]);
    }

    @Override
    public int size() { return size; }
  }

  private void grow() {
    int n = 2 * job.length;
    job = Arrays.copyOf(job, n);
    sourceTask = Arrays.copyOf(sourceTask, n);
    destinationTask = Arrays.copyOf(destinationTask, n);
    tag = Arrays.copyOf(tag, n);
    receipt = Arrays.copyOf(receipt, n);
    reported = Arrays.copyOf(reported, n);
    sourceServer = Arrays.copyOf(sourceServer, n);
    destinationServer = Arrays.copyOf(destinationServer, n);
    flowBytes = Arrays.copyOf(flowBytes, n);
    trafficClass = Arrays.copyOf(trafficClass, n);
    injectedPs = Arrays.copyOf(injectedPs, n);
    deliveredPs = Arrays.copyOf(deliveredPs, n);
    hops = Arrays.copyOf(hops, n);
    paths = Arrays.copyOf(paths, n);
  }
}
