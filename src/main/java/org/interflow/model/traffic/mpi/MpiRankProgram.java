package org.interflow.model.traffic.mpi;

import java.util.Arrays;
import org.interflow.model.traffic.app.NodeActions;
import org.interflow.model.traffic.app.NodeProgram;
import org.interflow.model.units.TimeHorizonException;
import org.interflow.model.units.TimeScale;

/**
 * One rank of a trace replay: runs the rank's actions from an {@link ActionTape} in order, one
 * at a time, as a {@link NodeProgram} on the dynamic engine.
 *
 * <p>Outline. Every message is an operation (op) in a pooled table and has a name on the wire:
 * the sender's op id. Posting a send notifies the receiver at once with an envelope (context,
 * tag, name; bytes as value) outside the network, so the receiver's {@link MessageMatching}
 * follows MPI's non-overtaking order whatever the flows do. The data flow's tag is the name.
 * Under {@link MpiModel.Protocol#INTERFLOW} the flow is injected when the send is posted; under
 * {@link MpiModel.Protocol#SIMGRID} when the receiver matched the envelope and answered with a
 * clear-to-send notification (zero time). Below the eager threshold a send is complete when
 * posted, else when delivered; a receive is complete when matched and delivered. An eager send
 * under the interflow rules needs nothing more from its flow, so it goes without a receipt
 * ({@link NodeActions#sendWithoutReceipt}) and its op is freed as soon as the program is done with
 * it; as the op id may then be reused while the message is in flight, such a message is named
 * 2^28 plus a per-rank count (modulo 2^28) instead, which stays unique among a sender's messages
 * in flight to any receiver (short of 2^28 of them). Blocking calls, waits and collective rounds wait for their ops; a callback that
 * completes the last of them runs the trace on. Collectives come from the model's {@link
 * CollectiveAlgorithm} as rounds of sends and receives in context 1, tagged with the rank's
 * collective sequence number, so they never match user messages. The rank calls {@link
 * NodeActions#finish()} once its trace is done and all its messages are delivered.
 *
 * <p>Notification tags: bits 63-62 type (1 envelope, 2 clear-to-send), bit 61 context, bits
 * 60-32 message name, bits 31-0 MPI tag. Memory: the {@link OpTable} and {@link MessageMatching} grow to
 * the most messages in flight at once (about 110 bytes each), plus 4 bytes per request id the
 * rank's trace uses, 16 per destination it sends to and, with the timeline on, 17 per state
 * change. Not thread-safe: owned by the task's host.
 */
public final class MpiRankProgram implements NodeProgram {
  private static final int NONE = -1;
  private static final long ENVELOPE = 1L << 62;
  private static final long CLEAR_TO_SEND = 2L << 62;
  private static final int CONTEXT_USER = 0;
  private static final int CONTEXT_COLLECTIVE = 1;
  /** Names of messages sent without a receipt: this bit plus a count; other names are op ids. */
  private static final int UNACKNOWLEDGED = 1 << 28;
  private static final int NAME_MASK = (1 << 29) - 1;
  private static final int SEND = OpTable.SEND;
  private static final int RECV = OpTable.RECV;
  // op flags
  private static final int COMPLETE = 1;
  private static final int WAITED = 2;
  private static final int RELEASED = 4;
  private static final int INJECTED = 8;
  private static final int DELIVERED = 16;
  private static final RankState[] STATES = RankState.values();

  private final ActionTape tape;
  private final int rank;
  private final int ranks;
  private final MpiModel model;
  private final ActionTape.Cursor cursor;
  private final MessageMatching matching = new MessageMatching();
  private final CollectiveRounds rounds;

  private final OpTable ops = new OpTable();
  private int[] userOps = new int[8];

  // what the rank waits for
  private int waitingOn;
  private int waitingReceives;
  private boolean computing;
  private boolean traceEnded;
  private boolean finishCalled;
  private int outstandingSends;
  private int collectiveSequence = -1;
  private int unacknowledgedSent;

  // statistics
  private final long[] statePs = new long[STATES.length];
  private RankState state;
  private long stateStartPs;
  private long messagesSent;
  private long bytesSent;
  private long messagesReceived;
  private long bytesReceived;
  private long sizeMismatches;
  private long actionsStarted;
  private long finishPs = -1;
  private final LongTable traffic = new LongTable();
  private int trafficPeer = NONE;
  private long trafficBytes;
  private final StateSpans spans;

  /**
   * The program of rank {@code rank} of {@code tape} (which must have ended) under {@code model}.
   *
   * @throws IllegalArgumentException if {@code rank} is not a rank of the tape
   */
  public MpiRankProgram(ActionTape tape, int rank, MpiModel model) {
    this.tape = tape;
    this.rank = rank;
    this.ranks = tape.ranks();
    this.model = model;
    this.cursor = tape.cursor(rank);
    this.rounds = new CollectiveRounds();
    this.spans = model.timeline() ? new StateSpans() : null;
    Arrays.fill(userOps, NONE);
  }

  @Override
  public void start(NodeActions actions) {
    stateStartPs = actions.nowPs();
    proceed(actions);
  }

  @Override
  public void onComputeDone(long tag, NodeActions actions) {
    computing = false;
    proceed(actions);
  }

  @Override
  public void onSent(long tag, NodeActions actions) {
    int op = (int) tag;
    ops.addFlags(op, DELIVERED);
    outstandingSends--;
    if ((ops.flags(op) & COMPLETE) == 0) complete(op);
    freeIfDone(op);
    proceed(actions);
  }

  @Override
  public void onReceived(int sourceTask, long bytes, long tag, NodeActions actions) {
    int e = matching.dataArrived(sourceTask, (int) tag);
    int op = matching.matchedOp(e);
    if (op != NONE) received(op, e);
    proceed(actions);
  }

  @Override
  public void onNotified(int sourceTask, long tag, long value, NodeActions actions) {
    if ((tag & (3L << 62)) == ENVELOPE) {
      int context = (int) (tag >>> 61) & 1;
      int slot = (int) (tag >>> 32) & NAME_MASK;
      int e = matching.envelope(sourceTask, slot, context, (int) tag, value);
      int op = matching.matchedOp(e);
      if (op != NONE) matched(actions, op, e);
    } else if ((tag & (3L << 62)) == CLEAR_TO_SEND) {
      inject(actions, (int) value);
    } else {
      throw new IllegalStateException("rank " + rank + ": unknown notification " + Long.toHexString(tag));
    }
    proceed(actions);
  }

  @Override
  public void onBarrier(long tag, NodeActions actions) {
    throw new IllegalStateException("rank " + rank + " never joins an engine barrier, got " + tag);
  }

  /** The rank's figures as they stand: statistics, timeline, traffic and, unless it finished, what it waits on. */
  @Override
  public RankOutcome outcome() { return new RankOutcome(stats(), spans, trafficByDestination(), waiting()); }

  /** This rank's statistics so far. */
  public RankStats stats() {
    return new RankStats(rank, statePs[RankState.COMPUTE.ordinal()], statePs[RankState.SEND.ordinal()],
        statePs[RankState.RECEIVE.ordinal()], statePs[RankState.COLLECTIVE.ordinal()], messagesSent, bytesSent,
        messagesReceived, bytesReceived, sizeMismatches, actionsStarted, finishPs);
  }

  /** True once the rank completed its trace and every message it sent was delivered. */
  public boolean finished() { return finishCalled; }

  /**
   * Payload bytes this rank sent, per destination, as {destinations, bytes}, destinations
   * increasing (collective messages included).
   */
  public long[][] trafficByDestination() {
    if (trafficPeer != NONE) {
      traffic.add(trafficPeer, trafficBytes);
      trafficPeer = NONE;
    }
    return traffic.sortedEntries();
  }

  /** The recorded state spans, or null when the model's timeline is off. */
  public StateSpans spans() { return spans; }

  /**
   * The state the rank is in now, or null once its trace ended (or before it started). Its span,
   * from {@link #stateSincePs()}, is not yet in {@link #stats()} or {@link #spans()}: a rank
   * stuck at the end of a run is still in it.
   */
  public RankState state() { return state; }

  /** When the current state began, picoseconds. */
  public long stateSincePs() { return stateStartPs; }

  /**
   * What the rank waits on when it is not finished, in one line, e.g. {@code rank 3 waits in recv
   * from 2 tag 7 (trace.txt:1234): no matching message}; null when it finished.
   */
  public String describeWait() {
    RankWait wait = waiting();
    return wait == null ? null : wait.line();
  }

  /** What the rank waits on ({@link #describeWait()} and the message in the network it waits for), or null when it finished. */
  public RankWait waiting() {
    if (finishCalled) return null;
    if (!traceEnded && waitingOn == 0 && !computing) return RankWait.of("rank " + rank + " has not started");
    if (computing) return RankWait.of("rank " + rank + " computes (" + where(cursor.fileIndex(), cursor.line()) + ")");
    int first = NONE;
    int pending = 0;
    for (int op = 0; op < ops.size(); op++) {
      if (ops.isFree(op)) continue;
      boolean relevant = traceEnded ? ops.kind(op) == SEND && (ops.flags(op) & DELIVERED) == 0
          : (ops.flags(op) & (WAITED | COMPLETE)) == WAITED;
      if (relevant) {
        pending++;
        if (first == NONE || ops.order(op) < ops.order(first)) first = op;
      }
    }
    String more = pending > 1 ? " (and " + (pending - 1) + " more)" : "";
    if (traceEnded) {
      String head = "rank " + rank + " ended its trace but its ";
      return waitOn(first, head + describe(first, false) + " was never received" + more,
          head + describe(first, true) + more);
    }
    // a round's ops are posted before the round counter moves on, so round() is the 1-based round
    String in = rounds.active()
        ? rounds.kind().traceName() + " #" + collectiveSequence + " round " + rounds.round() + " of " + rounds.rounds()
        : (waitingOn > 1 || ops.request(first) != NONE) ? "wait" : ops.kind(first) == SEND ? "send" : "recv";
    String head = "rank " + rank + " waits in " + in + " on ";
    return waitOn(first, head + describe(first, false) + more, head + describe(first, true) + more);
  }

  /** The wait on {@code op}, described by {@code line}, or by {@code ifUndeliverable} should its message be dropped. */
  private RankWait waitOn(int op, String line, String ifUndeliverable) {
    if (op == NONE) return RankWait.of(line);
    if (ops.kind(op) == SEND && (ops.flags(op) & INJECTED) != 0) return new RankWait(line, rank, ops.peer(op), ifUndeliverable);
    if (ops.kind(op) == RECV && ops.entry(op) != NONE) {
      return new RankWait(line, matching.source(ops.entry(op)), rank, ifUndeliverable);
    }
    return RankWait.of(line);
  }

  /** {@code op} in words, its message said to be undeliverable rather than in transfer when {@code undeliverable}. */
  private String describe(int op, boolean undeliverable) {
    if (op == NONE) return "nothing";
    String peer = ops.peer(op) == MpiAction.ANY ? "any" : Integer.toString(ops.peer(op));
    String tag = ops.context(op) == CONTEXT_COLLECTIVE ? "collective"
        : ops.tag(op) == MpiAction.ANY ? "tag any" : "tag " + ops.tag(op);
    String status;
    if (ops.kind(op) == SEND) {
      status = (ops.flags(op) & INJECTED) != 0 ? (undeliverable ? "undeliverable" : "in transfer")
          : "no matching receive posted";
    } else {
      status = ops.entry(op) != NONE
          ? "message from " + matching.source(ops.entry(op)) + (undeliverable ? " undeliverable" : " in transfer")
          : "no matching message";
    }
    return (ops.kind(op) == SEND ? "send to " : "recv from ") + peer + " " + tag + " of "
        + Math.max(ops.bytes(op), 0) + " bytes (" + where(ops.file(op), ops.line(op)) + "): " + status;
  }

  private String where(int file, long line) { return (file >= 0 ? tape.file(file) : "?") + ":" + line; }

  /** Runs actions until one blocks or the trace ends, then accounts the state change. */
  private void proceed(NodeActions a) {
    while (waitingOn == 0 && !computing && !traceEnded) {
      if (rounds.active()) {
        stepCollective(a);
      } else if (cursor.next()) {
        actionsStarted++;
        runAction(a);
      } else {
        traceEnded = true;
        finishPs = a.nowPs();
      }
    }
    if (traceEnded && outstandingSends == 0 && !finishCalled) {
      finishCalled = true;
      a.finish();
    }
    RankState next = traceEnded ? null : computing ? RankState.COMPUTE : rounds.active() ? RankState.COLLECTIVE
        : waitingReceives > 0 ? RankState.RECEIVE : RankState.SEND;
    if (next != state) {
      long now = a.nowPs();
      if (state != null && now > stateStartPs) {
        statePs[state.ordinal()] += now - stateStartPs;
        if (spans != null) spans.add(state, stateStartPs, now);
      }
      state = next;
      stateStartPs = now;
    }
  }

  private void runAction(NodeActions a) {
    ActionTape.Cursor c = cursor;
    switch (c.kind()) {
      case COMPUTE -> compute(a, c.amount(), c.unit());
      case SEND -> waitFor(postSend(a, CONTEXT_USER, c.peer(), c.tag(), c.bytes()));
      case ISEND -> bindUser(c.request(), postSend(a, CONTEXT_USER, c.peer(), c.tag(), c.bytes()));
      case RECV -> waitFor(postReceive(a, CONTEXT_USER, c.peer(), c.tag(), c.bytes()));
      case IRECV -> bindUser(c.request(), postReceive(a, CONTEXT_USER, c.peer(), c.tag(), c.bytes()));
      case WAIT -> {
        for (int i = 0; i < c.requestCount(); i++) {
          int op = userOp(c.request(i));
          if (op != NONE) waitFor(op);
        }
      }
      case TEST -> {
        int op = userOp(c.request());
        if (op != NONE && (ops.flags(op) & COMPLETE) != 0) release(op);
      }
      case COLLECTIVE -> startCollective(c.collective());
    }
  }

  /**
   * Computes {@code amount} of {@code unit}; one that would end past the clock's horizon is an
   * error naming the rank and the trace line.
   */
  private void compute(NodeActions a, double amount, MpiAction.ComputeUnit unit) {
    long ps = model.computePs(amount, unit);
    if (ps <= 0) return;
    if (ps > TimeScale.LAST_TICK - a.nowPs()) {
      throw new TimeHorizonException(TimeScale.PICOSECONDS.seconds(a.nowPs()) + model.computeSeconds(amount, unit),
          TimeScale.PICOSECONDS, "the end of a compute of rank " + rank + " at " + where(cursor.fileIndex(), cursor.line()));
    }
    computing = true;
    a.compute(ps, 0);
  }

  private void startCollective(MpiAction.Collective collective) {
    CollectiveAlgorithm algorithm = model.algorithms().get(collective.kind());
    if (algorithm == null) {
      throw new IllegalStateException("rank " + rank + " at " + where(cursor.fileIndex(), cursor.line())
          + ": the MPI model has no algorithm for " + collective.kind().traceName());
    }
    collectiveSequence++;
    rounds.begin(collective, algorithm, rank, ranks);
  }

  /** Posts the next round of the current collective, or ends it (then computes its flops). */
  private void stepCollective(NodeActions a) {
    if (rounds.round() < rounds.rounds()) {
      for (int i = rounds.roundStart(); i < rounds.roundEnd(); i++) {
        int op = rounds.isSend(i) ? postSend(a, CONTEXT_COLLECTIVE, rounds.peer(i), collectiveSequence, rounds.bytes(i))
            : postReceive(a, CONTEXT_COLLECTIVE, rounds.peer(i), collectiveSequence, rounds.bytes(i));
        waitFor(op);
      }
      rounds.nextRound();
    } else {
      double flops = rounds.flops();
      rounds.end();
      if (flops > 0 && model.reductionFlopsAfter()) compute(a, flops, MpiAction.ComputeUnit.FLOPS);
    }
  }

  private int postSend(NodeActions a, int context, int peer, int tag, long bytes) {
    int op = newOp(SEND, context, peer, tag, bytes);
    boolean eager = bytes < model.eagerThresholdBytes();
    boolean withoutReceipt = eager && model.protocol() == MpiModel.Protocol.INTERFLOW;
    int name = withoutReceipt ? UNACKNOWLEDGED | (unacknowledgedSent++ & (UNACKNOWLEDGED - 1)) : op;
    a.notify(peer, ENVELOPE | ((long) context << 61) | ((long) name << 32) | (tag & 0xFFFFFFFFL), bytes);
    messagesSent++;
    bytesSent += bytes;
    countTraffic(peer, bytes);
    if (withoutReceipt) {
      ops.addFlags(op, INJECTED | DELIVERED);  // nothing will come back: done with the network at once
      a.sendWithoutReceipt(peer, bytes + model.overheadBytes(), name, model.trafficClass());
    } else {
      outstandingSends++;
      if (model.protocol() == MpiModel.Protocol.INTERFLOW) inject(a, op);
    }
    if (eager) complete(op);
    return op;
  }

  /** Adds to the traffic towards {@code peer}, through a one-entry cache: most sends repeat a peer. */
  private void countTraffic(int peer, long bytes) {
    if (peer != trafficPeer) {
      if (trafficPeer != NONE) traffic.add(trafficPeer, trafficBytes);
      trafficPeer = peer;
      trafficBytes = 0;
    }
    trafficBytes += bytes;
  }

  private void inject(NodeActions a, int op) {
    ops.addFlags(op, INJECTED);
    a.send(ops.peer(op), ops.bytes(op) + model.overheadBytes(), op, model.trafficClass());
  }

  private int postReceive(NodeActions a, int context, int peer, int tag, long bytes) {
    int op = newOp(RECV, context, peer, tag, bytes);
    int e = matching.post(op, context, peer, tag);
    if (e != NONE) matched(a, op, e);
    return op;
  }

  /** Receive {@code op} matched message entry {@code e}. */
  private void matched(NodeActions a, int op, int e) {
    ops.setEntry(op, e);
    if (ops.bytes(op) >= 0 && ops.bytes(op) != matching.bytes(e)) sizeMismatches++;
    if (model.protocol() == MpiModel.Protocol.SIMGRID) {
      a.notify(matching.source(e), CLEAR_TO_SEND, matching.senderSlot(e));
    }
    if (matching.hasData(e)) received(op, e);
  }

  private void received(int op, int e) {
    messagesReceived++;
    bytesReceived += matching.bytes(e);
    matching.release(e);
    ops.setEntry(op, NONE);
    complete(op);
  }

  private void complete(int op) {
    ops.addFlags(op, COMPLETE);
    if ((ops.flags(op) & WAITED) != 0) {
      waitingOn--;
      if (ops.kind(op) == RECV) waitingReceives--;
      release(op);
    }
  }

  /** The program waits for {@code op} (now, if it is not complete yet); it is released when complete. */
  private void waitFor(int op) {
    if ((ops.flags(op) & COMPLETE) != 0) {
      release(op);
      return;
    }
    if ((ops.flags(op) & WAITED) != 0) return;  // listed twice in one wait
    ops.addFlags(op, WAITED);
    waitingOn++;
    if (ops.kind(op) == RECV) waitingReceives++;
  }

  /** The program no longer refers to {@code op}; its id is reused once its message is done. */
  private void release(int op) {
    ops.addFlags(op, RELEASED);
    if (ops.request(op) != NONE) {
      userOps[ops.request(op)] = NONE;
      ops.setRequest(op, NONE);
    }
    freeIfDone(op);
  }

  private void freeIfDone(int op) {
    if (ops.isFree(op)) return;
    int f = ops.flags(op);
    boolean done = (f & RELEASED) != 0 && (ops.kind(op) == RECV ? (f & COMPLETE) != 0 : (f & DELIVERED) != 0);
    if (!done) return;
    ops.free(op);
  }

  private void bindUser(int request, int op) {
    if (request >= userOps.length) {
      int old = userOps.length;
      userOps = Arrays.copyOf(userOps, Math.max(request + 1, 2 * old));
      Arrays.fill(userOps, old, userOps.length, NONE);
    }
    if (userOps[request] != NONE) {
      throw new IllegalStateException("rank " + rank + " at " + where(cursor.fileIndex(), cursor.line())
          + ": request " + request + " is still pending");
    }
    userOps[request] = op;
    ops.setRequest(op, request);
  }

  private int userOp(int request) { return request < userOps.length ? userOps[request] : NONE; }

  private int newOp(int kind, int context, int peer, int tag, long bytes) {
    return ops.add(kind, context, peer, tag, bytes, cursor.fileIndex(), cursor.line());
  }


}
