package org.interflow.engine.dynamic;

import java.util.Arrays;
import java.util.List;
import org.interflow.model.traffic.TrafficClass;

/**
 * A growable sequence of task actions in primitive columns: what {@link TaskAction} records say,
 * without an object per action. A {@link TaskHost} appends its program's actions here; the delta
 * cycles apply them in order. {@link #action(int)} and {@link #add(TaskAction)} convert to and
 * from the records the actor messages carry.
 *
 * <p>Columns: kind, job, task, server (the acting task's), peer task and peer server (send and
 * notify), amount (send: bytes; compute: duration in ps), tag, value (notify: the value; send:
 * {@link #NO_RECEIPT} or 0) and traffic class (send). About 46 bytes per action. Not thread-safe.
 */
public final class TaskActions {
  /** Action kinds, as {@link #kind(int)} reports them. */
  public static final byte SEND = 0;
  public static final byte NOTIFY = 1;
  public static final byte COMPUTE = 2;
  public static final byte BARRIER = 3;
  public static final byte FINISH = 4;
  /** The value of a send that asks for no receipt ({@link TaskAction.Send#receipt()} false); 0 otherwise. */
  public static final long NO_RECEIPT = 1;
  private static final TrafficClass[] CLASSES = TrafficClass.values();

  private byte[] kind = new byte[16];
  private int[] job = new int[16];
  private int[] task = new int[16];
  private int[] server = new int[16];
  private int[] peerTask = new int[16];
  private int[] peerServer = new int[16];
  private long[] amount = new long[16];
  private long[] tag = new long[16];
  private long[] value = new long[16];
  private byte[] trafficClass = new byte[16];
  private int size;

  /** Actions held. */
  public int size() { return size; }

  /** Forgets every action (capacity is kept). */
  public void clear() { size = 0; }

  /** Appends an action; fields the kind does not use are 0. */
  public void add(byte kind, int job, int task, int server, int peerTask, int peerServer, long amount, long tag,
      long value, TrafficClass trafficClass) {
    int i = size++;
    if (i == this.kind.length) grow();
    this.kind[i] = kind;
    this.job[i] = job;
    this.task[i] = task;
    this.server[i] = server;
    this.peerTask[i] = peerTask;
    this.peerServer[i] = peerServer;
    this.amount[i] = amount;
    this.tag[i] = tag;
    this.value[i] = value;
    this.trafficClass[i] = (byte) trafficClass.ordinal();
  }

  /**
   * Appends {@code action}. Barrier and finish actions carry no server, so {@code server} is
   * recorded for them (the acting task's server).
   */
  public void add(TaskAction action, int server) {
    if (action instanceof TaskAction.Send s) {
      add(SEND, s.job(), s.task(), s.sourceServer(), s.destinationTask(), s.destinationServer(), s.bytes(), s.tag(),
          s.receipt() ? 0 : NO_RECEIPT, s.trafficClass());
    } else if (action instanceof TaskAction.Notify n) {
      add(NOTIFY, n.job(), n.task(), server, n.destinationTask(), n.destinationServer(), 0, n.tag(), n.value(),
          TrafficClass.APPLICATION);
    } else if (action instanceof TaskAction.Compute c) {
      add(COMPUTE, c.job(), c.task(), c.server(), 0, 0, c.durationPs(), c.tag(), 0, TrafficClass.APPLICATION);
    } else if (action instanceof TaskAction.ArriveAtBarrier b) {
      add(BARRIER, b.job(), b.task(), server, 0, 0, 0, b.tag(), 0, TrafficClass.APPLICATION);
    } else {
      TaskAction.Finish f = (TaskAction.Finish) action;
      add(FINISH, f.job(), f.task(), server, 0, 0, 0, 0, 0, TrafficClass.APPLICATION);
    }
  }

  /** Appends every action of {@code actions}, in order, taken by tasks of {@code server}. */
  public void addAll(List<TaskAction> actions, int server) {
    for (int i = 0, n = actions.size(); i < n; i++) add(actions.get(i), server);
  }

  public byte kind(int i) { return kind[i]; }

  public int job(int i) { return job[i]; }

  public int task(int i) { return task[i]; }

  /** The acting task's server. */
  public int server(int i) { return server[i]; }

  /** Destination task of a send or notify. */
  public int peerTask(int i) { return peerTask[i]; }

  /** Destination server of a send or notify. */
  public int peerServer(int i) { return peerServer[i]; }

  /** Bytes of a send, duration of a compute in picoseconds. */
  public long amount(int i) { return amount[i]; }

  public long tag(int i) { return tag[i]; }

  /** Value of a notify; {@link #NO_RECEIPT} or 0 for a send. */
  public long value(int i) { return value[i]; }

  /** Traffic class of a send. */
  public TrafficClass trafficClass(int i) { return CLASSES[trafficClass[i]]; }

  /** Action {@code i} as a record. */
  public TaskAction action(int i) {
    return switch (kind[i]) {
      case SEND -> new TaskAction.Send(job[i], task[i], server[i], peerTask[i], peerServer[i], amount[i], tag[i],
          CLASSES[trafficClass[i]], value[i] != NO_RECEIPT);
      case NOTIFY -> new TaskAction.Notify(job[i], task[i], peerTask[i], peerServer[i], tag[i], value[i]);
      case COMPUTE -> new TaskAction.Compute(job[i], task[i], server[i], amount[i], tag[i]);
      case BARRIER -> new TaskAction.ArriveAtBarrier(job[i], task[i], tag[i]);
      default -> new TaskAction.Finish(job[i], task[i]);
    };
  }

  /** Actions {@code from} (inclusive) to {@code to} (exclusive) as an immutable list of records. */
  public List<TaskAction> actions(int from, int to) {
    TaskAction[] out = new TaskAction[to - from];
    for (int i = from; i < to; i++) out[i - from] = action(i);
    return List.of(out);
  }

  private void grow() {
    int n = 2 * kind.length;
    kind = Arrays.copyOf(kind, n);
    job = Arrays.copyOf(job, n);
    task = Arrays.copyOf(task, n);
    server = Arrays.copyOf(server, n);
    peerTask = Arrays.copyOf(peerTask, n);
    peerServer = Arrays.copyOf(peerServer, n);
    amount = Arrays.copyOf(amount, n);
    tag = Arrays.copyOf(tag, n);
    value = Arrays.copyOf(value, n);
    trafficClass = Arrays.copyOf(trafficClass, n);
  }
}
