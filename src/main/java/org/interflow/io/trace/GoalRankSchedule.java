package org.interflow.io.trace;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import org.interflow.io.InputFormatException;
import org.interflow.model.traffic.mpi.MpiAction;
import org.interflow.model.traffic.mpi.TraceSink;

/**
 * One GOAL rank's dependency graph, turned into a sequence of actions that respects every
 * dependency.
 *
 * <p>Sends and receives are posted as {@code Isend}/{@code Irecv} with request ids 0, 1, 2 ... in
 * posting order; a {@code calc} runs as a blocking {@code Compute}. An operation may start once
 * every operation it {@code requires} has completed and every one it {@code irequires} has been
 * posted; a completed send or receive is one a {@code Wait} has named. The order is a topological
 * order that prefers, at each step, the operation with the smallest definition index among those
 * that need no wait; only when none is left does it wait, for the un-waited requirements of the
 * smallest blocked operation. So messages are posted as early as the graph allows and the rank
 * blocks only when it must. Requests never waited are waited together at the end of the rank.
 *
 * <p>What is lost: GOAL ranks may run several operations at once on different CPUs or NICs; a
 * sequential rank program serialises the {@code calc}s. Complexity O((V + E) log V) per rank.
 */
final class GoalRankSchedule {
  private static final byte CALC = 0;
  private static final byte SEND = 1;
  private static final byte RECV = 2;

  private final int rank;
  private final int ranks;
  private final String file;
  private final double calcSeconds;
  private final Map<String, Integer> labels = new HashMap<>();
  private byte[] kind = new byte[16];
  private long[] bytes = new long[16];
  private double[] amount = new double[16];
  private int[] peer = new int[16];
  private int[] tag = new int[16];
  private long[] lineOf = new long[16];
  private int count;
  private final List<String> depFrom = new ArrayList<>();
  private final List<String> depTo = new ArrayList<>();
  private long[] depInfo = new long[16]; // line << 1 | (requires ? 1 : 0)

  GoalRankSchedule(int rank, int ranks, String file, double calcSeconds) {
    this.rank = rank;
    this.ranks = ranks;
    this.file = file;
    this.calcSeconds = calcSeconds;
  }

  void calc(String label, double time, long line) {
    int i = add(label, CALC, line);
    amount[i] = time;
  }

  void message(String label, boolean send, long size, int to, int t, long line, String got) {
    if (to < (send ? 0 : -1) || to >= ranks) {
      throw new InputFormatException(file, line, "a peer rank in 0.." + (ranks - 1), got);
    }
    int i = add(label, send ? SEND : RECV, line);
    bytes[i] = size;
    peer[i] = to;
    tag[i] = t;
  }

  /** {@code later} requires (completion) or irequires (start) {@code earlier}. */
  void dependency(String later, String earlier, boolean requires, long line) {
    int d = depFrom.size();
    if (d == depInfo.length) depInfo = Arrays.copyOf(depInfo, d * 2);
    depInfo[d] = line << 1 | (requires ? 1 : 0);
    depFrom.add(earlier);
    depTo.add(later);
  }

  private int add(String label, byte k, long line) {
    if (labels.putIfAbsent(label, count) != null) {
      throw new InputFormatException(file, line, "a label not used before in rank " + rank, label);
    }
    if (count == kind.length) {
      int cap = count * 2;
      kind = Arrays.copyOf(kind, cap);
      bytes = Arrays.copyOf(bytes, cap);
      amount = Arrays.copyOf(amount, cap);
      peer = Arrays.copyOf(peer, cap);
      tag = Arrays.copyOf(tag, cap);
      lineOf = Arrays.copyOf(lineOf, cap);
    }
    kind[count] = k;
    lineOf[count] = line;
    return count++;
  }

  /** Writes the rank's actions to {@code sink}; {@code closeLine} is the line of the closing brace. */
  void emit(TraceSink sink, long closeLine) {
    new Linearisation(sink, closeLine).run();
  }

  /** The state of one topological walk over the rank's graph. */
  private final class Linearisation {
    private final TraceSink sink;
    private final long closeLine;
    private final int[] startWaits = new int[count];
    private final int[] completionWaits = new int[count];
    private final int[] outStart = new int[count + 1];
    private final int[] out; // dependents; a requires-edge is stored as -dependent - 1
    private final int[] inStart = new int[count + 1];
    private final int[] in; // requirements reached by requires-edges
    private final int[] request = new int[count];
    private final int[] opOfRequest = new int[count];
    private final boolean[] emitted = new boolean[count];
    private final boolean[] complete = new boolean[count];
    private final PriorityQueue<Integer> free = new PriorityQueue<>();
    private final PriorityQueue<Integer> blocked = new PriorityQueue<>();
    private int nextRequest;

    Linearisation(TraceSink sink, long closeLine) {
      this.sink = sink;
      this.closeLine = closeLine;
      int deps = depFrom.size();
      int[] from = new int[deps];
      int[] to = new int[deps];
      int requiresEdges = 0;
      for (int d = 0; d < deps; d++) {
        from[d] = resolve(depFrom.get(d), depInfo[d] >>> 1);
        to[d] = resolve(depTo.get(d), depInfo[d] >>> 1);
        startWaits[to[d]]++;
        outStart[from[d] + 1]++;
        if ((depInfo[d] & 1) != 0) {
          completionWaits[to[d]]++;
          inStart[to[d] + 1]++;
          requiresEdges++;
        }
      }
      for (int i = 0; i < count; i++) {
        outStart[i + 1] += outStart[i];
        inStart[i + 1] += inStart[i];
      }
      out = new int[deps];
      in = new int[requiresEdges];
      int[] outFill = Arrays.copyOf(outStart, count);
      int[] inFill = Arrays.copyOf(inStart, count);
      for (int d = 0; d < deps; d++) {
        boolean requires = (depInfo[d] & 1) != 0;
        out[outFill[from[d]]++] = requires ? -to[d] - 1 : to[d];
        if (requires) in[inFill[to[d]]++] = from[d];
      }
      Arrays.fill(request, -1);
    }

    void run() {
      for (int i = 0; i < count; i++) if (startWaits[i] == 0) (completionWaits[i] == 0 ? free : blocked).add(i);
      int done = 0;
      while (done < count) {
        Integer pick = free.poll();
        if (pick == null) {
          pick = blocked.poll();
          while (pick != null && emitted[pick]) pick = blocked.poll();
          if (pick == null) {
            throw new InputFormatException(file, closeLine, "an acyclic dependency graph in rank " + rank,
                "a cycle of requires/irequires");
          }
          waitForRequirements(pick);
        }
        int op = pick;
        if (emitted[op]) continue;
        post(op);
        done++;
      }
      int[] rest = new int[nextRequest];
      int n = 0;
      for (int r = 0; r < nextRequest; r++) if (!complete[opOfRequest[r]]) rest[n++] = r;
      if (n > 0) sink.action(rank, new MpiAction.Wait(Arrays.copyOf(rest, n)), file, closeLine);
    }

    private void waitForRequirements(int op) {
      int[] waits = new int[inStart[op + 1] - inStart[op]];
      int n = 0;
      for (int e = inStart[op]; e < inStart[op + 1]; e++) {
        int required = in[e];
        if (!complete[required] && request[required] >= 0) waits[n++] = request[required];
      }
      waits = Arrays.stream(waits, 0, n).distinct().sorted().toArray();
      if (waits.length == 0) return;
      sink.action(rank, new MpiAction.Wait(waits), file, lineOf[op]);
      for (int r : waits) completeOp(opOfRequest[r]);
    }

    private void post(int op) {
      emitted[op] = true;
      switch (kind[op]) {
        case CALC -> sink.action(rank, new MpiAction.Compute(TraceReadOptions.seconds(amount[op], calcSeconds), MpiAction.ComputeUnit.SECONDS),
            file, lineOf[op]);
        case SEND -> sink.action(rank, new MpiAction.Isend(peer[op], tag[op], bytes[op], newRequest(op)), file, lineOf[op]);
        default -> sink.action(rank, new MpiAction.Irecv(peer[op], tag[op], bytes[op], newRequest(op)), file, lineOf[op]);
      }
      for (int e = outStart[op]; e < outStart[op + 1]; e++) {
        int dependent = out[e] < 0 ? -out[e] - 1 : out[e];
        if (--startWaits[dependent] == 0 && !emitted[dependent]) {
          (completionWaits[dependent] == 0 ? free : blocked).add(dependent);
        }
      }
      if (kind[op] == CALC) completeOp(op);
    }

    private int newRequest(int op) {
      request[op] = nextRequest;
      opOfRequest[nextRequest] = op;
      return nextRequest++;
    }

    private void completeOp(int op) {
      complete[op] = true;
      for (int e = outStart[op]; e < outStart[op + 1]; e++) {
        if (out[e] >= 0) continue;
        int dependent = -out[e] - 1;
        if (--completionWaits[dependent] == 0 && startWaits[dependent] == 0 && !emitted[dependent]) free.add(dependent);
      }
    }
  }

  private int resolve(String label, long line) {
    Integer i = labels.get(label);
    if (i == null) throw new InputFormatException(file, line, "a label defined in rank " + rank, label);
    return i;
  }
}
