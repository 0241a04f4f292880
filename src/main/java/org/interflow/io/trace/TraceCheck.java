package org.interflow.io.trace;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.interflow.model.traffic.mpi.MpiAction;
import org.interflow.model.traffic.mpi.MpiAction.CollectiveKind;
import org.interflow.model.traffic.mpi.TraceSink;

/**
 * Validates a trace without simulating it; a {@link TraceSink}, so any reader can feed it.
 *
 * <p>Checks: every rank and peer lies in 0..ranks-1 and {@code ranks} is declared once; per
 * (sender, receiver, tag) the sends and receives match in number, excess sends being absorbed by
 * receives from any source or with any tag (specific tag first, then any tag from that sender,
 * then any source with that tag, then any source and tag), and matched receives are not smaller
 * in total than the sends (receives of unknown size excepted); every rank takes part in the same
 * sequence of collectives, with the same kind and root (and, for bcast, reduce, allreduce, scan
 * and exscan, the same size), and v-collective count vectors have one entry per rank; every request id is issued once, waited at most once, and tested only before
 * its wait, and no wait or test names an unknown request. An unmatched message is reported at the
 * last send or receive of its (sender, receiver, tag). Output is deterministic (sorted).
 *
 * <p>Memory: O(ranks + distinct (sender, receiver, tag) triples + collectives per rank + request
 * ids), never the trace.
 */
public final class TraceCheck implements TraceSink {
  /** At most this many problems are listed (all are counted). */
  public static final int MAX_PROBLEMS = 200;

  private static final String[] P2P_KINDS = {"compute", "send", "isend", "recv", "irecv", "wait", "test"};

  private int ranks = -1;
  private final long[] actionCounts = new long[P2P_KINDS.length + CollectiveKind.values().length];
  private long messages;
  private long bytes;
  private final Map<Triple, Tally> tallies = new HashMap<>();
  private final Map<String, long[]> skippedCounts = new TreeMap<>();
  private final Map<String, String> skippedFirst = new HashMap<>();
  private final List<TraceCheckReport.Problem> problems = new ArrayList<>();
  private long problemCount;
  private int[] collectivePosition = new int[0];
  private int[] referenceKind = new int[16];
  private int[] referenceRoot = new int[16];
  private String[] referenceLocation = new String[16];
  private long[] referenceBytes = new long[16];
  private int referenceCount;
  private BitSet[] issued = new BitSet[0];
  private BitSet[] waited = new BitSet[0];
  private TraceCheckReport report;

  private record Triple(int src, int dst, int tag) {}

  private static final class Tally {
    long sends;
    long sendBytes;
    long recvs;
    long recvBytes;
    long unknownSizeRecvs;
    String lastSend;
    String lastRecv;
  }

  @Override
  public void ranks(int n) {
    if (ranks >= 0) {
      if (n != ranks) problem("-", "rank count declared twice: " + ranks + " and " + n);
      return;
    }
    if (n <= 0) problem("-", "rank count " + n + " is not positive");
    ranks = Math.max(n, 0);
    collectivePosition = new int[ranks];
    issued = new BitSet[ranks];
    waited = new BitSet[ranks];
  }

  @Override
  public void action(int rank, MpiAction action, String file, long line) {
    if (rank < 0 || rank >= ranks) {
      problem(file + ":" + line, "rank " + rank + " outside 0.." + (ranks - 1));
      return;
    }
    if (action instanceof MpiAction.Compute) {
      actionCounts[0]++;
    } else if (action instanceof MpiAction.Send s) {
      actionCounts[1]++;
      send(rank, s.peer(), s.tag(), s.bytes(), file, line);
    } else if (action instanceof MpiAction.Isend s) {
      actionCounts[2]++;
      issue(rank, s.request(), file, line);
      send(rank, s.peer(), s.tag(), s.bytes(), file, line);
    } else if (action instanceof MpiAction.Recv r) {
      actionCounts[3]++;
      recv(rank, r.peer(), r.tag(), r.bytes(), file, line);
    } else if (action instanceof MpiAction.Irecv r) {
      actionCounts[4]++;
      issue(rank, r.request(), file, line);
      recv(rank, r.peer(), r.tag(), r.bytes(), file, line);
    } else if (action instanceof MpiAction.Wait w) {
      actionCounts[5]++;
      for (int request : w.requests()) complete(rank, request, true, file, line);
    } else if (action instanceof MpiAction.Test t) {
      actionCounts[6]++;
      complete(rank, t.request(), false, file, line);
    } else if (action instanceof MpiAction.Collective c) {
      actionCounts[P2P_KINDS.length + c.kind().ordinal()]++;
      collective(rank, c, file, line);
    }
  }

  @Override
  public void skipped(int rank, String call, String file, long line) {
    skippedCounts.computeIfAbsent(call, k -> new long[1])[0]++;
    skippedFirst.putIfAbsent(call, file + ":" + line);
  }

  @Override
  public void end() {
    matchMessages();
    for (int r = 0; r < ranks; r++) {
      if (collectivePosition[r] != referenceCount) {
        problem("-", "rank " + r + " takes part in " + collectivePosition[r] + " collectives, others in " + referenceCount
            + (collectivePosition[r] < referenceCount ? " (first missing: " + kindName(referenceKind[collectivePosition[r]])
            + " at " + referenceLocation[collectivePosition[r]] + ")" : ""));
      }
    }
    Map<String, Long> actions = new LinkedHashMap<>();
    for (int i = 0; i < P2P_KINDS.length; i++) actions.put(P2P_KINDS[i], actionCounts[i]);
    for (CollectiveKind k : CollectiveKind.values()) actions.put(k.traceName(), actionCounts[P2P_KINDS.length + k.ordinal()]);
    Map<String, TraceCheckReport.SkippedCall> skipped = new TreeMap<>();
    skippedCounts.forEach((call, n) -> skipped.put(call, new TraceCheckReport.SkippedCall(n[0], skippedFirst.get(call))));
    report = new TraceCheckReport(Math.max(ranks, 0), actions, messages, bytes, skipped, problems, problemCount);
  }

  /** The report; valid after {@link #end()}. */
  public TraceCheckReport report() {
    if (report == null) throw new IllegalStateException("the trace has not ended");
    return report;
  }

  private void send(int rank, int peer, int tag, long size, String file, long line) {
    if (!validPeer(peer, false, file, line)) return;
    messages++;
    bytes += size;
    Tally t = tallies.computeIfAbsent(new Triple(rank, peer, tag), k -> new Tally());
    t.sends++;
    t.sendBytes += size;
    t.lastSend = file + ":" + line;
  }

  private void recv(int rank, int peer, int tag, long size, String file, long line) {
    if (!validPeer(peer, true, file, line)) return;
    Tally t = tallies.computeIfAbsent(new Triple(peer, rank, tag), k -> new Tally());
    t.recvs++;
    t.recvBytes += size;
    if (size == 0) t.unknownSizeRecvs++;
    t.lastRecv = file + ":" + line;
  }

  private boolean validPeer(int peer, boolean any, String file, long line) {
    if ((peer >= 0 && peer < ranks) || (any && peer == MpiAction.ANY)) return true;
    problem(file + ":" + line, "peer rank " + peer + " outside 0.." + (ranks - 1));
    return false;
  }

  private void issue(int rank, int request, String file, long line) {
    if (issued[rank] == null) {
      issued[rank] = new BitSet();
      waited[rank] = new BitSet();
    }
    if (request < 0 || issued[rank].get(request)) {
      problem(file + ":" + line, "rank " + rank + " issues request " + request + (request < 0 ? " (negative)" : " twice"));
      return;
    }
    issued[rank].set(request);
  }

  private void complete(int rank, int request, boolean isWait, String file, long line) {
    String what = isWait ? "wait" : "test";
    if (request < 0 || issued[rank] == null || !issued[rank].get(request)) {
      problem(file + ":" + line, "rank " + rank + " " + what + " names unknown request " + request);
    } else if (waited[rank].get(request)) {
      problem(file + ":" + line, "rank " + rank + " " + what + " names request " + request + " already waited");
    } else if (isWait) {
      waited[rank].set(request);
    }
  }

  private void collective(int rank, MpiAction.Collective c, String file, long line) {
    String at = file + ":" + line;
    for (long[] v : new long[][] {c.sendCounts(), c.recvCounts()}) {
      if (v != null && v.length != ranks) {
        problem(at, "rank " + rank + " " + c.kind().traceName() + " has " + v.length + " counts, expected " + ranks);
      }
    }
    int root = c.kind().rooted() ? c.root() : 0;
    if (c.kind().rooted() && (root < 0 || root >= ranks)) problem(at, "root " + root + " outside 0.." + (ranks - 1));
    int position = collectivePosition[rank]++;
    if (position == referenceCount) {
      if (referenceCount == referenceKind.length) {
        int cap = referenceCount * 2;
        referenceKind = Arrays.copyOf(referenceKind, cap);
        referenceRoot = Arrays.copyOf(referenceRoot, cap);
        referenceLocation = Arrays.copyOf(referenceLocation, cap);
        referenceBytes = Arrays.copyOf(referenceBytes, cap);
      }
      referenceBytes[referenceCount] = c.sendBytes();
      referenceKind[referenceCount] = c.kind().ordinal();
      referenceRoot[referenceCount] = root;
      referenceLocation[referenceCount++] = at;
    } else if (referenceKind[position] != c.kind().ordinal() || referenceRoot[position] != root) {
      problem(at, "rank " + rank + " collective #" + (position + 1) + " is " + c.kind().traceName()
          + (c.kind().rooted() ? " root " + root : "") + " but another rank's is " + kindName(referenceKind[position])
          + (CollectiveKind.values()[referenceKind[position]].rooted() ? " root " + referenceRoot[position] : "")
          + " at " + referenceLocation[position]);
    } else if (sameSizeEverywhere(c.kind()) && referenceBytes[position] != c.sendBytes()) {
      problem(at, "rank " + rank + " " + c.kind().traceName() + " #" + (position + 1) + " moves " + c.sendBytes()
          + " bytes but another rank's moves " + referenceBytes[position] + " at " + referenceLocation[position]);
    }
  }

  /** Collectives whose message size every rank gives the same (sendBytes). */
  private static boolean sameSizeEverywhere(CollectiveKind kind) {
    return kind == CollectiveKind.BCAST || kind == CollectiveKind.REDUCE || kind == CollectiveKind.ALLREDUCE
        || kind == CollectiveKind.SCAN || kind == CollectiveKind.EXSCAN;
  }

  private static String kindName(int ordinal) { return CollectiveKind.values()[ordinal].traceName(); }

  /** Reconciles sends and receives receiver by receiver (see the class comment). */
  private void matchMessages() {
    TreeMap<Triple, Tally> sorted = new TreeMap<>(Comparator.comparingInt(Triple::dst).thenComparingInt(Triple::src)
        .thenComparingInt(Triple::tag));
    sorted.putAll(tallies);
    Map<Integer, long[]> anyTagFrom = new TreeMap<>();
    Map<Integer, long[]> anySourceWithTag = new TreeMap<>();
    long[] anyAny = new long[1];
    Map<Integer, String> lastAnyRecv = new TreeMap<>();
    List<Map.Entry<Triple, Tally>> excessSends = new ArrayList<>();
    int dst = Integer.MIN_VALUE;
    for (Map.Entry<Triple, Tally> e : sorted.entrySet()) {
      Triple k = e.getKey();
      if (k.dst() != dst) {
        settle(dst, excessSends, anyTagFrom, anySourceWithTag, anyAny, lastAnyRecv);
        dst = k.dst();
      }
      Tally t = e.getValue();
      if (k.src() == MpiAction.ANY || k.tag() == MpiAction.ANY) {
        if (k.src() == MpiAction.ANY && k.tag() == MpiAction.ANY) anyAny[0] += t.recvs;
        else if (k.src() == MpiAction.ANY) anySourceWithTag.computeIfAbsent(k.tag(), x -> new long[1])[0] += t.recvs;
        else anyTagFrom.computeIfAbsent(k.src(), x -> new long[1])[0] += t.recvs;
        if (t.recvs > 0) lastAnyRecv.put(lastAnyRecv.size(), t.lastRecv);
        if (t.sends > 0) excessSends.add(e); // a send with tag -1 only matches a wildcard receive
        continue;
      }
      long matched = Math.min(t.sends, t.recvs);
      if (t.recvs > matched) {
        problem(t.lastRecv, "rank " + k.dst() + " receives " + t.recvs + " message(s) from rank " + k.src() + " with tag "
            + k.tag() + " but only " + t.sends + " are sent; no send matches the receive here");
      }
      if (matched == t.sends && matched == t.recvs && t.unknownSizeRecvs == 0 && t.recvBytes < t.sendBytes) {
        problem(t.lastRecv, "rank " + k.dst() + " receives " + t.recvBytes + " bytes from rank " + k.src() + " with tag "
            + k.tag() + " but " + t.sendBytes + " bytes are sent (receive buffers too small)");
      }
      if (t.sends > matched) excessSends.add(e);
    }
    settle(dst, excessSends, anyTagFrom, anySourceWithTag, anyAny, lastAnyRecv);
  }

  private void settle(int dst, List<Map.Entry<Triple, Tally>> excessSends, Map<Integer, long[]> anyTagFrom,
      Map<Integer, long[]> anySourceWithTag, long[] anyAny, Map<Integer, String> lastAnyRecv) {
    if (dst == Integer.MIN_VALUE) return;
    for (Map.Entry<Triple, Tally> e : excessSends) {
      Triple k = e.getKey();
      Tally t = e.getValue();
      long left = t.sends - (k.tag() == MpiAction.ANY ? 0 : Math.min(t.sends, t.recvs));
      left = absorb(left, k.tag() == MpiAction.ANY ? null : anyTagFrom.get(k.src()));
      left = absorb(left, anySourceWithTag.get(k.tag()));
      left = absorb(left, anyAny);
      if (left > 0) {
        problem(t.lastSend, "rank " + k.src() + " sends " + left + " message(s) to rank " + k.dst() + " with tag " + k.tag()
            + " that no receive matches");
      }
    }
    long unmatchedWildcards = anyAny[0];
    for (long[] v : anyTagFrom.values()) unmatchedWildcards += v[0];
    for (long[] v : anySourceWithTag.values()) unmatchedWildcards += v[0];
    if (unmatchedWildcards > 0) {
      problem(lastAnyRecv.get(lastAnyRecv.size() - 1), "rank " + dst + " posts " + unmatchedWildcards
          + " wildcard receive(s) that no send matches");
    }
    excessSends.clear();
    anyTagFrom.clear();
    anySourceWithTag.clear();
    anyAny[0] = 0;
    lastAnyRecv.clear();
  }

  private static long absorb(long left, long[] pool) {
    if (pool == null || left == 0) return left;
    long take = Math.min(left, pool[0]);
    pool[0] -= take;
    return left - take;
  }

  private void problem(String location, String message) {
    problemCount++;
    if (problems.size() < MAX_PROBLEMS) problems.add(new TraceCheckReport.Problem(location, message));
  }
}
