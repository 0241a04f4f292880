package org.interflow.engine.dynamic;

import java.util.Arrays;
import java.util.List;

/**
 * A growable sequence of task events in primitive columns: what {@link TaskEvent} records say,
 * without an object per event. The delta cycles keep their pending and grouped events here, and
 * the direct runner hands a server its slice of one shared sequence; {@link #event(int)} and
 * {@link #add(TaskEvent)} convert to and from the records the actor messages carry.
 *
 * <p>Columns: kind, job, task, source task (received and notified), tag, value (received: bytes;
 * notified: the value) and placement (start only). About 37 bytes per event. Not thread-safe.
 */
public final class TaskEvents {
  /** Event kinds, as {@link #kind(int)} reports them. */
  public static final byte START = 0;
  public static final byte COMPUTE_DONE = 1;
  public static final byte SENT = 2;
  public static final byte RECEIVED = 3;
  public static final byte NOTIFIED = 4;
  public static final byte BARRIER_RELEASED = 5;

  private byte[] kind = new byte[16];
  private int[] job = new int[16];
  private int[] task = new int[16];
  private int[] source = new int[16];
  private long[] tag = new long[16];
  private long[] value = new long[16];
  private Placement[] placement;  // made at the first start event
  private int size;
  private int starts;             // start events held (their placements are cleared with them)

  /** Events held. */
  public int size() { return size; }

  /** Forgets every event (capacity is kept). */
  public void clear() {
    if (starts > 0) Arrays.fill(placement, 0, size, null);
    starts = 0;
    size = 0;
  }

  /** Appends an event; {@code source}, {@code tag} and {@code value} as the kind uses them (else 0). */
  public void add(byte kind, int job, int task, int source, long tag, long value) {
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

  /** Appends {@code event}. */
  public void add(TaskEvent event) {
    if (event instanceof TaskEvent.Start s) {
      if (s.placement().job() != s.job()) {
        throw new IllegalArgumentException("start of job " + s.job() + " with the placement of job " + s.placement().job());
      }
      addStart(s.task(), s.placement());
    } else if (event instanceof TaskEvent.ComputeDone c) {
      add(COMPUTE_DONE, c.job(), c.task(), 0, c.tag(), 0);
    } else if (event instanceof TaskEvent.Sent s) {
      add(SENT, s.job(), s.task(), 0, s.tag(), 0);
    } else if (event instanceof TaskEvent.Received r) {
      add(RECEIVED, r.job(), r.task(), r.sourceTask(), r.tag(), r.bytes());
    } else if (event instanceof TaskEvent.Notified n) {
      add(NOTIFIED, n.job(), n.task(), n.sourceTask(), n.tag(), n.value());
    } else {
      TaskEvent.BarrierReleased b = (TaskEvent.BarrierReleased) event;
      add(BARRIER_RELEASED, b.job(), b.task(), 0, b.tag(), 0);
    }
  }

  /** Appends every event of {@code events}, in order. */
  public void addAll(List<TaskEvent> events) {
    for (int i = 0, n = events.size(); i < n; i++) add(events.get(i));
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

  /** Event {@code i} as a record. */
  public TaskEvent event(int i) {
    return switch (kind[i]) {
      case START -> new TaskEvent.Start(job[i], task[i], placement[i]);
      case COMPUTE_DONE -> new TaskEvent.ComputeDone(job[i], task[i], tag[i]);
      case SENT -> new TaskEvent.Sent(job[i], task[i], tag[i]);
      case RECEIVED -> new TaskEvent.Received(job[i], task[i], source[i], value[i], tag[i]);
      case NOTIFIED -> new TaskEvent.Notified(job[i], task[i], source[i], tag[i], value[i]);
      default -> new TaskEvent.BarrierReleased(job[i], task[i], tag[i]);
    };
  }

  /** Events {@code from} (inclusive) to {@code to} (exclusive) as an immutable list of records. */
  public List<TaskEvent> events(int from, int to) {
    TaskEvent[] out = new TaskEvent[to - from];
    for (int i = from; i < to; i++) out[i - from] = event(i);
    return List.of(out);
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
