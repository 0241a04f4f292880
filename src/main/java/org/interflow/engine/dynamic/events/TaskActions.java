package org.interflow.engine.dynamic.events;

import java.util.Arrays;
import java.util.Objects;
import org.interflow.engine.dynamic.tasks.NodeOutput;
import org.interflow.model.traffic.TrafficClass;

/**
 * Task actions in primitive columns: what tasks asked for in their callbacks, in the order they
 * asked, without an object per action. This is the engine's only form of task actions: a {@link
 * TaskHost} appends its program's actions here, a {@link NodeOutput} carries them back and the
 * delta cycles apply them in order.
 *
 * <p>Columns: kind, job, task, server (the acting task's), peer task and peer server (send and
 * notify), amount (send: bytes; compute: duration in ps), tag, value (notify: the value; send:
 * {@link #NO_RECEIPT} or 0) and traffic class (send). About 46 bytes per action. A sequence grows
 * until {@link #freeze()}; from then on it never changes (every mutator throws), so a frozen one
 * may be carried in actor messages. Not thread-safe before that.
 */
public final class TaskActions extends ColumnSequence {
  /** Send {@code amount} bytes to the peer task (on the peer server); the sender gets Sent at delivery unless {@link #NO_RECEIPT}. */
  public static final byte SEND = 0;
  /** Tell the peer task {@code (tag, value)} at once, without the network. */
  public static final byte NOTIFY = 1;
  /** Compute for {@code amount} picoseconds, then get ComputeDone(tag). */
  public static final byte COMPUTE = 2;
  /** The task reached barrier {@code tag}. */
  public static final byte BARRIER = 3;
  /** The task is done. */
  public static final byte FINISH = 4;
  /** The value of a send that asks for no receipt; 0 otherwise. */
  public static final long NO_RECEIPT = 1;
  private static final TrafficClass[] CLASSES = TrafficClass.values();
  private static final String[] NAMES = {"Send", "Notify", "Compute", "Barrier", "Finish"};

  private byte[] kind;
  private int[] job;
  private int[] task;
  private int[] server;
  private int[] peerTask;
  private int[] peerServer;
  private long[] amount;
  private long[] tag;
  private long[] value;
  private byte[] trafficClass;

  /** An empty sequence. */
  public TaskActions() { this(16); }

  /** An empty sequence with room for {@code capacity} actions before it grows. */
  public TaskActions(int capacity) {
    int n = Math.max(4, capacity);
    kind = new byte[n];
    job = new int[n];
    task = new int[n];
    server = new int[n];
    peerTask = new int[n];
    peerServer = new int[n];
    amount = new long[n];
    tag = new long[n];
    value = new long[n];
    trafficClass = new byte[n];
  }

  /** Makes this sequence read-only for good and returns it. */
  public TaskActions freeze() {
    markFrozen();
    return this;
  }

  /** Forgets every action (capacity is kept). */
  public void clear() {
    checkMutable();
    size = 0;
  }

  /** Appends an action; fields the kind does not use are 0. */
  public void add(byte kind, int job, int task, int server, int peerTask, int peerServer, long amount, long tag,
      long value, TrafficClass trafficClass) {
    checkMutable();
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

  /** True when action {@code i} is a send whose sender wants Sent at delivery. */
  public boolean receipt(int i) { return kind[i] == SEND && value[i] != NO_RECEIPT; }

  /** Action {@code i} in words, e.g. {@code Send(job 0, task 0 on 2, to task 1 on 3, 64 bytes, tag 7, APPLICATION)}. */
  @Override
  public String describe(int i) {
    Objects.checkIndex(i, size);
    String head = NAMES[kind[i]] + "(job " + job[i] + ", task " + task[i] + " on " + server[i];
    return switch (kind[i]) {
      case SEND -> head + ", to task " + peerTask[i] + " on " + peerServer[i] + ", " + amount[i] + " bytes, tag " + tag[i]
          + ", " + CLASSES[trafficClass[i]] + (value[i] == NO_RECEIPT ? ", no receipt)" : ")");
      case NOTIFY -> head + ", to task " + peerTask[i] + " on " + peerServer[i] + ", tag " + tag[i] + ", value "
          + value[i] + ")";
      case COMPUTE -> head + ", " + amount[i] + " ps, tag " + tag[i] + ")";
      case BARRIER -> head + ", tag " + tag[i] + ")";
      default -> head + ")";
    };
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
