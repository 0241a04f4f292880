package org.interflow.engine.dynamic.events;

import java.util.Arrays;
import java.util.Objects;
import org.interflow.engine.dynamic.jobs.Placement;

/**
 * Task events in primitive columns: what happens to tasks at the current simulated time (the
 * callbacks of a {@link org.interflow.model.traffic.app.NodeProgram}), without an object per
 * event. This is the engine's only form of task events: the delta cycles keep their pending
 * events here, a cycle hands each server its slice ({@link ServerBatches}), and a ComputeNode gets
 * its servers' slices in its message.
 *
 * <p>Columns: kind, job, task, source task (received and notified), tag, value (received: bytes;
 * notified: the value) and placement (start only). About 37 bytes per event. A sequence grows
 * until {@link #freeze()}; from then on it never changes (every mutator throws), so a frozen one
 * may be shared between threads and carried in actor messages. Not thread-safe before that.
 */
public final class TaskEvents extends ColumnSequence {
  /** Event kinds, as {@link #kind(int)} reports them. */
  public static final byte START = 0;
  /** A compute period of the task ended (tag: the compute's). */
  public static final byte COMPUTE_DONE = 1;
  /** A message the task sent was delivered (tag: the message's). */
  public static final byte SENT = 2;
  /** A message arrived (source: the sending task, value: its bytes, tag: its tag). */
  public static final byte RECEIVED = 3;
  /** Another task notified the task without the network (source, tag, value). */
  public static final byte NOTIFIED = 4;
  /** Every task of the job reached barrier {@code tag}. */
  public static final byte BARRIER_RELEASED = 5;
  /** The scheduler killed the task's job: the task stops at once, without finishing. */
  public static final byte ABORTED = 6;
  private static final String[] NAMES = {"Start", "ComputeDone", "Sent", "Received", "Notified", "BarrierReleased", "Aborted"};

  private byte[] kind;
  private int[] job;
  private int[] task;
  private int[] source;
  private long[] tag;
  private long[] value;
  private Placement[] placement;  // made at the first start event
  private int starts;             // start events held (their placements are cleared with them)

  /** An empty sequence. */
  public TaskEvents() { this(16); }

  /** An empty sequence with room for {@code capacity} events before it grows. */
  public TaskEvents(int capacity) {
    int n = Math.max(4, capacity);
    kind = new byte[n];
    job = new int[n];
    task = new int[n];
    source = new int[n];
    tag = new long[n];
    value = new long[n];
  }

  /** Makes this sequence read-only for good and returns it. */
  public TaskEvents freeze() {
    markFrozen();
    return this;
  }

  /** Forgets every event (capacity is kept). */
  public void clear() {
    checkMutable();
    if (starts > 0) Arrays.fill(placement, 0, size, null);
    starts = 0;
    size = 0;
  }

  /** Appends an event; {@code source}, {@code tag} and {@code value} as the kind uses them (else 0). */
  public void add(byte kind, int job, int task, int source, long tag, long value) {
    checkMutable();
    int i = size++;
    if (i == this.kind.length) grow();
    this.kind[i] = kind;
    this.job[i] = job;
    this.task[i] = task;
    this.source[i] = source;
    this.tag[i] = tag;
    this.value[i] = value;
  }

  /** Appends a start event of task {@code task} of the job placed at {@code placement}. */
  public void addStart(int task, Placement placement) {
    add(START, placement.job(), task, 0, 0, 0);
    if (this.placement == null) this.placement = new Placement[kind.length];
    this.placement[size - 1] = placement;
    starts++;
  }

  /** Appends event {@code i} of {@code from}. */
  public void add(TaskEvents from, int i) {
    if (from.kind[i] == START) addStart(from.task[i], from.placement[i]);
    else add(from.kind[i], from.job[i], from.task[i], from.source[i], from.tag[i], from.value[i]);
  }

  public byte kind(int i) { return kind[i]; }

  public int job(int i) { return job[i]; }

  public int task(int i) { return task[i]; }

  /** The sending or notifying task of a received or notified event. */
  public int source(int i) { return source[i]; }

  public long tag(int i) { return tag[i]; }

  /** Bytes of a received event, the value of a notified one. */
  public long value(int i) { return value[i]; }

  /** The placement of a start event. */
  public Placement placement(int i) { return placement[i]; }

  /** Event {@code i} in words, e.g. {@code Received(job 0, task 1, source 0, tag 7, value 8)}. */
  @Override
  public String describe(int i) {
    Objects.checkIndex(i, size);
    String head = NAMES[kind[i]] + "(job " + job[i] + ", task " + task[i];
    return switch (kind[i]) {
      case START -> head + ", " + placement[i] + ")";
      case RECEIVED, NOTIFIED -> head + ", source " + source[i] + ", tag " + tag[i] + ", value " + value[i] + ")";
      default -> head + ", tag " + tag[i] + ")";
    };
  }

  private void grow() {
    int n = 2 * kind.length;
    kind = Arrays.copyOf(kind, n);
    job = Arrays.copyOf(job, n);
    task = Arrays.copyOf(task, n);
    source = Arrays.copyOf(source, n);
    tag = Arrays.copyOf(tag, n);
    value = Arrays.copyOf(value, n);
    if (placement != null) placement = Arrays.copyOf(placement, n);
  }
}
