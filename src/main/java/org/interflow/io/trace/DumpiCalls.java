package org.interflow.io.trace;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.interflow.io.InputFormatException;
import org.interflow.model.traffic.mpi.MpiAction;
import org.interflow.model.traffic.mpi.MpiAction.CollectiveKind;
import org.interflow.model.traffic.mpi.TraceSink;

/**
 * Maps one rank's DUMPI calls (name plus argument map) to {@link MpiAction}s.
 *
 * <ul>
 *   <li>Send, Ssend, Rsend, Bsend: blocking send; Isend, Issend, Irsend, Ibsend: non-blocking, its
 *       request handle mapped to the next request id; Recv and Irecv likewise. Sendrecv and
 *       Sendrecv_replace: an isend, an irecv and a wait for both. MPI_PROC_NULL peers: skipped.
 *   <li>Wait, Waitall: wait for the named requests; Waitany: the one at {@code index}; Waitsome:
 *       those at {@code indices}; Test (Testany, Testsome, Testall): a test of each named
 *       request, freed when {@code flag} is 1. Handles are forgotten once complete, as MPI reuses them.
 *   <li>Barrier, Bcast, Reduce, Allreduce, Gather(v), Scatter(v), Allgather(v), Alltoall(v),
 *       Reduce_scatter, Scan, Exscan on MPI_COMM_WORLD: collectives with byte counts (count x
 *       datatype size); on MPI_COMM_SELF: skipped; on any other communicator: an error, except
 *       for communicators equal to MPI_COMM_WORLD (Comm_dup of it, or Comm_create from it with a
 *       Group_incl of every rank in order, tracked through Comm_group).
 *   <li>Type_contiguous/vector/hvector/indexed/hindexed: skipped, but their sizes are remembered.
 *       Init, Init_thread, Finalize: markers. Alltoallw, persistent requests (Start, Startall),
 *       one-sided (Put, Get, Accumulate, Win_*), Cancel, Comm_spawn: errors (skipping them
 *       would change the communication). Every other call: skipped, counted.
 * </ul>
 */
final class DumpiCalls {
  /** MPI calls whose skipping would change the communication: an error in every reader of MPI call traces. */
  static final Set<String> UNSAFE = Set.of("MPI_Alltoallw", "MPI_Start", "MPI_Startall", "MPI_Put", "MPI_Get",
      "MPI_Accumulate", "MPI_Cancel", "MPI_Win_fence", "MPI_Win_start", "MPI_Win_complete", "MPI_Win_post",
      "MPI_Win_wait", "MPI_Win_lock", "MPI_Win_unlock", "MPI_Comm_spawn", "MPI_Comm_spawn_multiple");

  private final int rank;
  private final int ranks;
  private final String file;
  private final TraceSink sink;
  private final DumpiDatatypes datatypes;
  private final Map<Integer, Integer> requestOfHandle = new HashMap<>();
  private final java.util.Set<Integer> worldGroups = new java.util.HashSet<>();
  private final java.util.Set<Integer> worldComms = new java.util.HashSet<>();
  private int nextRequest;
  private long lastExitNs = -1;
  private long line;
  private String call;
  private Map<String, String> args;
  private Map<String, Long> argLines;

  DumpiCalls(int rank, int ranks, String file, TraceSink sink, DumpiDatatypes datatypes) {
    this.datatypes = datatypes;
    this.rank = rank;
    this.ranks = ranks;
    this.file = file;
    this.sink = sink;
  }

  /** One complete call entered at {@code entryNs} and returned at {@code exitNs} (walltime ns), starting at {@code line}. */
  void call(String name, Map<String, String> arguments, long entryNs, long exitNs, long callLine) {
    call(name, arguments, Map.of(), entryNs, exitNs, callLine);
  }

  /**
   * As {@link #call(String, Map, long, long, long)}, with the line of each argument in {@code
   * argumentLines}: an error in an argument names its line (an argument without one, the call's).
   */
  void call(String name, Map<String, String> arguments, Map<String, Long> argumentLines, long entryNs, long exitNs, long callLine) {
    this.call = name;
    this.args = arguments;
    this.argLines = argumentLines;
    this.line = callLine;
    if (lastExitNs >= 0 && entryNs > lastExitNs) {
      emit(new MpiAction.Compute((entryNs - lastExitNs) / 1e9, MpiAction.ComputeUnit.SECONDS));
    }
    lastExitNs = exitNs;
    if (DumpiTraceReader.MARKERS.contains(name)) return;
    if (UNSAFE.contains(name)) {
      throw new InputFormatException(file, line, "an MPI call Interflow can replay or safely skip (" + name
          + " changes the communication)", name);
    }
    switch (name) {
      case "MPI_Send", "MPI_Ssend", "MPI_Rsend", "MPI_Bsend" -> send(false);
      case "MPI_Isend", "MPI_Issend", "MPI_Irsend", "MPI_Ibsend" -> send(true);
      case "MPI_Recv" -> recv(false);
      case "MPI_Irecv" -> recv(true);
      case "MPI_Sendrecv" -> sendrecv("sendcount", "sendtype", "sendtag", "recvcount", "recvtype");
      case "MPI_Sendrecv_replace" -> sendrecv("count", "datatype", "sendtag", "count", "datatype");
      case "MPI_Wait" -> waitFor(handles("request"));
      case "MPI_Waitall" -> waitFor(handles("requests"));
      case "MPI_Waitany" -> waitFor(pick(handles("requests"), ints("index", 1)));
      case "MPI_Waitsome" -> waitFor(pick(handles("requests"), ints("indices", Integer.MAX_VALUE)));
      case "MPI_Test" -> test(handles("request"), flag());
      case "MPI_Testall" -> test(handles("requests"), flag());
      case "MPI_Testany" -> test(pick(handles("requests"), ints("index", 1)), flag());
      case "MPI_Testsome" -> test(pick(handles("requests"), ints("indices", Integer.MAX_VALUE)), true);
      case "MPI_Barrier" -> collective(CollectiveKind.BARRIER, 0, 0, 0, null, null);
      case "MPI_Bcast" -> collective(CollectiveKind.BCAST, root(), bytes("count", "datatype"), 0, null, null);
      case "MPI_Reduce" -> collective(CollectiveKind.REDUCE, root(), bytes("count", "datatype"), 0, null, null);
      case "MPI_Allreduce" -> symmetric(CollectiveKind.ALLREDUCE);
      case "MPI_Scan" -> symmetric(CollectiveKind.SCAN);
      case "MPI_Exscan" -> symmetric(CollectiveKind.EXSCAN);
      case "MPI_Gather" -> collective(CollectiveKind.GATHER, root(), bytes("sendcount", "sendtype"),
          bytes("recvcount", "recvtype"), null, null);
      case "MPI_Scatter" -> collective(CollectiveKind.SCATTER, root(), bytes("sendcount", "sendtype"),
          bytes("recvcount", "recvtype"), null, null);
      case "MPI_Allgather" -> collective(CollectiveKind.ALLGATHER, 0, bytes("sendcount", "sendtype"),
          bytes("recvcount", "recvtype"), null, null);
      case "MPI_Alltoall" -> collective(CollectiveKind.ALLTOALL, 0, bytes("sendcount", "sendtype"),
          bytes("recvcount", "recvtype"), null, null);
      case "MPI_Gatherv" -> collective(CollectiveKind.GATHERV, root(), bytes("sendcount", "sendtype"), 0, null,
          vector("recvcounts", "recvtype"));
      case "MPI_Scatterv" -> collective(CollectiveKind.SCATTERV, root(), 0, bytes("recvcount", "recvtype"),
          vector("sendcounts", "sendtype"), null);
      case "MPI_Allgatherv" -> collective(CollectiveKind.ALLGATHERV, 0, bytes("sendcount", "sendtype"), 0, null,
          vector("recvcounts", "recvtype"));
      case "MPI_Alltoallv" -> collective(CollectiveKind.ALLTOALLV, 0, 0, 0, vector("sendcounts", "sendtype"),
          vector("recvcounts", "recvtype"));
      case "MPI_Reduce_scatter" -> collective(CollectiveKind.REDUCE_SCATTER, 0, 0, 0, null, vector("recvcounts", "datatype"));
      case "MPI_Comm_group" -> {
        if (isWorld("comm")) worldGroups.add(leadingInt("group"));
        sink.skipped(rank, name, file, line);
      }
      case "MPI_Group_incl" -> {
        int[] members = ints("ranks", Integer.MAX_VALUE);
        boolean identity = members.length == ranks && worldGroups.contains(leadingInt("group"));
        for (int i = 0; identity && i < members.length; i++) identity = members[i] == i;
        if (identity) worldGroups.add(leadingInt("newgroup"));
        sink.skipped(rank, name, file, line);
      }
      case "MPI_Comm_create", "MPI_Comm_dup" -> {
        boolean world = isWorld(args.containsKey("oldcomm") ? "oldcomm" : "comm")
            && (name.equals("MPI_Comm_dup") || worldGroups.contains(leadingInt("group")));
        if (world && args.containsKey("newcomm")) worldComms.add(leadingInt("newcomm"));
        sink.skipped(rank, name, file, line);
      }
      case "MPI_Type_contiguous" -> defineType(count("count"));
      case "MPI_Type_vector", "MPI_Type_hvector", "MPI_Type_create_hvector" -> defineType(count("count") * count("blocklength"));
      case "MPI_Type_indexed", "MPI_Type_hindexed" -> defineType(sum(ints("blocklengths", Integer.MAX_VALUE)));
      default -> sink.skipped(rank, name, file, line);
    }
  }

  private void emit(MpiAction action) { sink.action(rank, action, file, line); }

  private void send(boolean immediate) {
    if (!communicator()) return;
    int dest = peer("dest", false);
    if (dest < 0) return;
    long bytes = bytes("count", "datatype");
    int tag = sendTag("tag");
    if (immediate) {
      emit(new MpiAction.Isend(dest, tag, bytes, newRequest(handles("request"))));
    } else {
      emit(new MpiAction.Send(dest, tag, bytes));
    }
  }

  private void recv(boolean immediate) {
    if (!communicator()) return;
    int source = peer("source", true);
    if (source < MpiAction.ANY) return;
    long bytes = bytes("count", "datatype");
    int tag = tag("tag");
    if (immediate) {
      emit(new MpiAction.Irecv(source, tag, bytes, newRequest(handles("request"))));
    } else {
      emit(new MpiAction.Recv(source, tag, bytes));
    }
  }

  private void sendrecv(String sendCount, String sendType, String sendTag, String recvCount, String recvType) {
    if (!communicator()) return;
    int dest = peer("dest", false);
    int source = peer("source", true);
    List<Integer> waits = new ArrayList<>();
    if (dest >= 0) {
      int id = nextRequest++;
      emit(new MpiAction.Isend(dest, sendTag(sendTag), bytes(sendCount, sendType), id));
      waits.add(id);
    }
    if (source >= MpiAction.ANY) {
      int id = nextRequest++;
      emit(new MpiAction.Irecv(source, tag("recvtag"), bytes(recvCount, recvType), id));
      waits.add(id);
    }
    if (!waits.isEmpty()) emit(new MpiAction.Wait(waits.stream().mapToInt(Integer::intValue).toArray()));
  }

  private int newRequest(int[] handle) {
    int id = nextRequest++;
    if (handle.length == 1) requestOfHandle.put(handle[0], id);
    return id;
  }

  private void waitFor(int[] handleList) {
    int[] ids = new int[handleList.length];
    int n = 0;
    for (int h : handleList) {
      Integer id = requestOfHandle.remove(h);
      if (id != null) ids[n++] = id;
    }
    if (n == 0) {
      sink.skipped(rank, call + " (no known request)", file, line);
      return;
    }
    emit(new MpiAction.Wait(java.util.Arrays.copyOf(ids, n)));
  }

  private void test(int[] handleList, boolean completed) {
    boolean any = false;
    for (int h : handleList) {
      Integer id = completed ? requestOfHandle.remove(h) : requestOfHandle.get(h);
      if (id != null) {
        emit(new MpiAction.Test(id));
        any = true;
      }
    }
    if (!any) sink.skipped(rank, call + " (no known request)", file, line);
  }

  private static int[] pick(int[] handles, int[] indices) {
    int[] out = new int[indices.length];
    int n = 0;
    for (int i : indices) if (i >= 0 && i < handles.length) out[n++] = handles[i];
    return java.util.Arrays.copyOf(out, n);
  }

  private void symmetric(CollectiveKind kind) {
    long bytes = bytes("count", "datatype");
    collective(kind, 0, bytes, bytes, null, null);
  }

  private void collective(CollectiveKind kind, int root, long sendBytes, long recvBytes, long[] sendCounts, long[] recvCounts) {
    if (!communicator()) return;
    emit(new MpiAction.Collective(kind, root, sendBytes, recvBytes, sendCounts, recvCounts, 0));
  }

  /** True on MPI_COMM_WORLD, false (skipped) on MPI_COMM_SELF; an error on any other communicator. */
  private boolean communicator() {
    String comm = args.get("comm");
    if (comm == null || isWorld("comm")) return true;
    if (comm.contains("MPI_COMM_SELF")) {
      sink.skipped(rank, call + " on MPI_COMM_SELF", file, line);
      return false;
    }
    throw new InputFormatException(file, lineOf("comm"), call + " on MPI_COMM_WORLD (Interflow replays no other communicator)",
        "comm=" + comm);
  }

  /** True when the argument {@code name} is MPI_COMM_WORLD, or a communicator created or duplicated from it with every rank in order. */
  private boolean isWorld(String name) {
    String comm = args.get(name);
    return comm != null && (comm.contains("MPI_COMM_WORLD") || worldComms.contains(leadingInt(name)));
  }

  private void defineType(long elements) {
    long old = datatypes.size(required("oldtype"));
    String newType = args.get("newtype");
    long size = old >= 0 ? TraceLimits.bytes(elements, old) : -1;
    if (old >= 0 && size < 0) throw new InputFormatException(file, line, call + " with a derived type of " + TraceLimits.SIZE_RANGE, call);
    if (size >= 0 && newType != null) datatypes.define(newType, size);
    sink.skipped(rank, call, file, line);
  }

  private int root() {
    int root = leadingInt("root");
    if (root < 0 || root >= ranks) throw error("root", "root in 0.." + (ranks - 1));
    return root;
  }

  /** A peer rank; -1 for MPI_ANY_SOURCE (receives only); below -1 for MPI_PROC_NULL (skipped). */
  private int peer(String name, boolean receive) {
    String v = required(name);
    int p = leadingInt(name);
    if (v.contains("MPI_PROC_NULL") || p < -1 || (!receive && p == -1)) {
      sink.skipped(rank, call + " with MPI_PROC_NULL", file, line);
      return Integer.MIN_VALUE;
    }
    if (v.contains("MPI_ANY_SOURCE")) return MpiAction.ANY;
    if (p >= ranks) throw error(name, name + " in 0.." + (ranks - 1));
    return p;
  }

  /** A send's tag: an integer >= 0 (MPI_ANY_TAG is for receives). */
  private int sendTag(String name) {
    int tag = leadingInt(name);
    if (tag < 0 || required(name).contains("MPI_ANY_TAG")) throw error(name, name + " >= 0");
    return tag;
  }

  /** A receive's tag: an integer >= 0, or MPI_ANY_TAG (any negative value). */
  private int tag(String name) {
    String v = required(name);
    return v.contains("MPI_ANY_TAG") || leadingInt(name) < 0 ? MpiAction.ANY : leadingInt(name);
  }

  private boolean flag() { return leadingInt("flag") != 0; }

  private long count(String name) {
    int c = leadingInt(name);
    if (c < 0) throw error(name, name + " >= 0");
    return c;
  }

  private long bytes(String countName, String typeName) {
    long size = datatypes.size(required(typeName));
    if (size < 0) throw error(typeName, typeName + " of a known size (predefined, or built by Type_contiguous/vector/hvector/indexed)");
    long bytes = TraceLimits.bytes(count(countName), size);
    if (bytes < 0) throw error(countName, countName + " times the size of " + typeName + " at most 2^40 bytes (1 TiB)");
    return bytes;
  }

  /** A per-rank count vector in bytes (one entry per rank), or null when the rank ignores it (not the root). */
  private long[] vector(String countsName, String typeName) {
    int[] counts = ints(countsName, Integer.MAX_VALUE);
    if (counts.length == 0) return null; // <IGNORED> on non-root ranks
    if (counts.length != ranks) throw error(countsName, countsName + " of " + ranks + " counts, one per rank (got " + counts.length + ")");
    long size = datatypes.size(required(typeName));
    if (size < 0) throw error(typeName, typeName + " of a known size");
    long[] v = new long[counts.length];
    for (int i = 0; i < counts.length; i++) {
      v[i] = TraceLimits.bytes(counts[i], size);
      if (v[i] < 0) throw error(countsName, countsName + " each >= 0 and times the size of " + typeName + " at most 2^40 bytes (1 TiB)");
    }
    return v;
  }

  private int[] handles(String name) { return ints(name, Integer.MAX_VALUE); }

  /** An int list {@code [a, b]}, a single value, or empty for {@code <IGNORED>}; at most {@code max} values. */
  private int[] ints(String name, int max) {
    String v = required(name);
    if (v.startsWith("<")) return new int[0];
    String body = v.startsWith("[") ? v.substring(1, Math.max(1, v.lastIndexOf(']'))) : v;
    if (body.isBlank()) return new int[0];
    String[] parts = body.split(",");
    int[] out = new int[Math.min(parts.length, max)];
    for (int i = 0; i < out.length; i++) out[i] = integer(name, parts[i].trim(), "integers in " + name);
    return out;
  }

  private static long sum(int[] values) {
    long s = 0;
    for (int v : values) s += v;
    return s;
  }

  /** The integer the argument {@code name} starts with (its handle, before a name such as {@code (MPI_COMM_WORLD)}). */
  private int leadingInt(String name) { return integer(name, required(name), "an integer " + name); }

  /** The integer {@code text} (of the argument {@code name}) starts with; else an error expecting {@code expected}. */
  private int integer(String name, String text, String expected) {
    int end = text.indexOf(' ');
    try {
      return Integer.parseInt(end < 0 ? text.trim() : text.substring(0, end));
    } catch (NumberFormatException e) {
      throw error(name, expected);
    }
  }

  /**
   * The argument {@code name}'s value. When it is missing, the error names the line of an argument
   * whose name is one or two letters off (a misspelling), else the call's line and the arguments it has.
   */
  private String required(String name) {
    String v = args.get(name);
    if (v != null) return v;
    String expected = call + " with argument `" + name + "`";
    for (String other : args.keySet()) {
      if (misspelling(name, other)) throw new InputFormatException(file, lineOf(other), expected, other + "=" + args.get(other));
    }
    throw new InputFormatException(file, line, expected, args.isEmpty() ? "no arguments" : "arguments " + String.join(", ", args.keySet()));
  }

  /**
   * True when {@code written} is {@code name} with one letter added, removed, changed or swapped with
   * the next (two for names of five letters or more): the optimal string alignment distance.
   */
  static boolean misspelling(String name, String written) {
    int n = name.length();
    int m = written.length();
    int limit = n >= 5 ? 2 : 1;
    if (Math.abs(n - m) > limit) return false;
    int[][] d = new int[n + 1][m + 1];
    for (int i = 0; i <= n; i++) d[i][0] = i;
    for (int j = 0; j <= m; j++) d[0][j] = j;
    for (int i = 1; i <= n; i++) {
      for (int j = 1; j <= m; j++) {
        int cost = name.charAt(i - 1) == written.charAt(j - 1) ? 0 : 1;
        d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
        if (i > 1 && j > 1 && name.charAt(i - 1) == written.charAt(j - 2) && name.charAt(i - 2) == written.charAt(j - 1)) {
          d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
        }
      }
    }
    return d[n][m] <= limit;
  }

  /** The line of the argument {@code name}; the call's when it has none (binary traces, or a missing argument). */
  private long lineOf(String name) {
    Long l = argLines.get(name);
    return l == null ? line : l;
  }

  /** The argument {@code name} (present) is not {@code expected}: an error at its line, showing its value. */
  private InputFormatException error(String name, String expected) {
    return new InputFormatException(file, lineOf(name), call + " with " + expected, args.get(name));
  }
}
