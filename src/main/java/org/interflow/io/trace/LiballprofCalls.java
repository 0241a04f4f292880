package org.interflow.io.trace;

import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.Map;
import org.interflow.io.InputFormatException;
import org.interflow.model.traffic.mpi.MpiAction;
import org.interflow.model.traffic.mpi.MpiAction.CollectiveKind;
import org.interflow.model.traffic.mpi.TraceSink;

/**
 * Maps one rank's liballprof lines ({@link LiballprofTraceReader}) to {@link MpiAction}s.
 *
 * <ul>
 *   <li>Send, Bsend, Ssend, Rsend: blocking send; Isend, Ibsend, Issend, Irsend and Irecv:
 *       non-blocking, the request named by its address; Recv; Sendrecv(_replace): an isend, an
 *       irecv and a wait for both. A source of -1 is MPI_ANY_SOURCE and a receive's negative tag
 *       MPI_ANY_TAG (Schedgen's reading); any other negative peer is MPI_PROC_NULL (skipped).
 *   <li>Wait: the request at that address. Waitall: the requests at {@code count} consecutive
 *       addresses from the array's, 8 bytes apart (Open MPI handles, Schedgen's rule) or 4
 *       (MPICH), whichever names more pending requests. Waitany, Waitsome and the Tests record
 *       no outcome (liballprof prints the address of {@code index} and {@code flag}): skipped;
 *       a request they may have completed is waited when its address is used for a new request
 *       (MPI forbids reusing a pending one), else at the end of the rank.
 *   <li>Barrier, Bcast, Reduce, Allreduce, Scan, Exscan, Gather(v), Scatter(v), Allgather(v),
 *       Alltoall(v), Reduce_scatter: collectives with byte counts; the v-vectors on every rank,
 *       those of gatherv and scatterv on the root only.
 *   <li>Any call on a communicator smaller than MPI_COMM_WORLD (its size field) and the
 *       calls unsafe to skip ({@link DumpiCalls#UNSAFE}, non-blocking collectives): errors. Init,
 *       Init_thread, Finalize: markers. Every other call: skipped, counted.
 * </ul>
 */
final class LiballprofCalls {
  /** Bytes between consecutive requests of an array, most likely first: 8 (Open MPI pointers), 4 (MPICH ints). */
  private static final int[] REQUEST_STRIDES = {8, 4};
  private static final String FORM = "`MPI_<call>:<start us>:<arguments>...:<end us>` in liballprof's layout";
  /** Colon-separated fields of each call read (name, start, one per argument, two per count array, end). */
  private static final Map<String, Integer> FIELDS = Map.ofEntries(Map.entry("MPI_Init", 5), Map.entry("MPI_Init_thread", 7),
      Map.entry("MPI_Finalize", 3), Map.entry("MPI_Send", 9), Map.entry("MPI_Bsend", 9), Map.entry("MPI_Ssend", 9),
      Map.entry("MPI_Rsend", 9), Map.entry("MPI_Isend", 10), Map.entry("MPI_Ibsend", 10), Map.entry("MPI_Issend", 10),
      Map.entry("MPI_Irsend", 10), Map.entry("MPI_Recv", 10), Map.entry("MPI_Irecv", 10), Map.entry("MPI_Sendrecv", 15),
      Map.entry("MPI_Sendrecv_replace", 12), Map.entry("MPI_Wait", 5), Map.entry("MPI_Waitall", 6), Map.entry("MPI_Barrier", 4),
      Map.entry("MPI_Bcast", 8), Map.entry("MPI_Reduce", 10), Map.entry("MPI_Allreduce", 9), Map.entry("MPI_Scan", 9),
      Map.entry("MPI_Exscan", 9), Map.entry("MPI_Gather", 11), Map.entry("MPI_Scatter", 11), Map.entry("MPI_Allgather", 10),
      Map.entry("MPI_Alltoall", 10), Map.entry("MPI_Gatherv", 14), Map.entry("MPI_Scatterv", 14), Map.entry("MPI_Allgatherv", 13),
      Map.entry("MPI_Alltoallv", 16), Map.entry("MPI_Reduce_scatter", 10));

  private final int rank;
  private final int ranks;
  private final String file;
  private final TraceSink sink;
  private final Map<Long, Integer> pendingAt = new HashMap<>();  // request address -> id; looked up, never iterated
  private final BitSet pending = new BitSet();
  private int nextRequest;
  private double lastEndUs = Double.NaN;
  // the call being read
  private String[] f;
  private String text;
  private long line;

  LiballprofCalls(int rank, int ranks, String file, TraceSink sink) {
    this.rank = rank;
    this.ranks = ranks;
    this.file = file;
    this.sink = sink;
  }

  /** One line of the rank's file, {@code text} (trimmed), at {@code lineNo}. */
  void call(String text, long lineNo) {
    this.text = text;
    this.line = lineNo;
    this.f = text.split(":", -1);
    String name = f[0];
    if (!name.startsWith("MPI_") || f.length < 3) throw error(FORM);
    if (DumpiCalls.UNSAFE.contains(name) || nonBlockingCollective(name)) {
      throw error("an MPI call Interflow can replay or safely skip (" + name + " changes the communication)");
    }
    Integer fields = FIELDS.get(name);
    if (fields == null) {
      sink.skipped(rank, name, file, line);
      return;
    }
    if (f.length != fields) throw error(name + " with " + fields + " colon-separated fields (name, start, arguments, end), as liballprof writes it");
    switch (name) {
      case "MPI_Init", "MPI_Init_thread" -> lastEndUs = time(fields - 1);
      case "MPI_Finalize" -> computeUntil(time(1));
      case "MPI_Send", "MPI_Bsend", "MPI_Ssend", "MPI_Rsend" -> send(false);
      case "MPI_Isend", "MPI_Ibsend", "MPI_Issend", "MPI_Irsend" -> send(true);
      case "MPI_Recv", "MPI_Irecv" -> receive(name.equals("MPI_Irecv"));
      case "MPI_Sendrecv" -> sendrecv(3, 5, 6, 8, 10, 11, 12);
      case "MPI_Sendrecv_replace" -> sendrecv(3, 5, 6, 3, 7, 8, 9);
      case "MPI_Wait" -> waitFor(requestsAt(address(2), 1));
      case "MPI_Waitall" -> waitFor(requestsAt(address(3), count(2)));
      case "MPI_Barrier" -> collective(2, CollectiveKind.BARRIER, 0, 0, 0, null, null);
      case "MPI_Bcast" -> collective(6, CollectiveKind.BCAST, root(5), bytes(3, 4), 0, null, null);
      case "MPI_Reduce" -> collective(8, CollectiveKind.REDUCE, root(7), bytes(4, 5), 0, null, null);
      case "MPI_Allreduce" -> symmetric(CollectiveKind.ALLREDUCE);
      case "MPI_Scan" -> symmetric(CollectiveKind.SCAN);
      case "MPI_Exscan" -> symmetric(CollectiveKind.EXSCAN);
      case "MPI_Gather" -> collective(9, CollectiveKind.GATHER, root(8), bytes(3, 4), bytes(6, 7), null, null);
      case "MPI_Scatter" -> collective(9, CollectiveKind.SCATTER, root(8), bytes(3, 4), bytes(6, 7), null, null);
      case "MPI_Allgather" -> collective(8, CollectiveKind.ALLGATHER, 0, bytes(3, 4), bytes(6, 7), null, null);
      case "MPI_Alltoall" -> collective(8, CollectiveKind.ALLTOALL, 0, bytes(3, 4), bytes(6, 7), null, null);
      case "MPI_Gatherv" -> {
        int root = root(11);
        collective(12, CollectiveKind.GATHERV, root, bytes(3, 4), 0, null, root == rank ? vector(7, 10) : null);
      }
      case "MPI_Scatterv" -> {
        int root = root(11);
        collective(12, CollectiveKind.SCATTERV, root, 0, bytes(9, 10), root == rank ? vector(4, 7) : null, null);
      }
      case "MPI_Allgatherv" -> collective(11, CollectiveKind.ALLGATHERV, 0, bytes(3, 4), 0, null, vector(7, 10));
      case "MPI_Alltoallv" -> collective(14, CollectiveKind.ALLTOALLV, 0, 0, 0, vector(4, 7), vector(10, 13));
      case "MPI_Reduce_scatter" -> collective(8, CollectiveKind.REDUCE_SCATTER, 0, 0, 0, null, vector(5, 6));
      default -> throw new IllegalStateException(name + " has a field count but no mapping");
    }
  }

  /** The end of the rank's file ({@code endLine}: the line after its last): requests never waited are waited. */
  void end(long endLine) {
    if (pending.isEmpty()) return;
    line = endLine;
    emit(new MpiAction.Wait(pending.stream().toArray()));
  }

  private void send(boolean immediate) {
    int dest = integer(5);
    if (!world(7)) return;
    if (dest < 0) {
      sink.skipped(rank, f[0] + " to MPI_PROC_NULL", file, line);
      return;
    }
    long bytes = bytes(3, 4);
    int tag = sendTag(6);
    peer(dest);
    computeUntil(time(1));
    if (immediate) emit(new MpiAction.Isend(dest, tag, bytes, newRequest(address(8))));
    else emit(new MpiAction.Send(dest, tag, bytes));
    lastEndUs = time(f.length - 1);
  }

  private void receive(boolean immediate) {
    int source = integer(5);
    if (!world(7)) return;
    if (source < MpiAction.ANY) {
      sink.skipped(rank, f[0] + " from MPI_PROC_NULL", file, line);
      return;
    }
    long bytes = bytes(3, 4);
    int tag = Math.max(MpiAction.ANY, integer(6));
    if (source != MpiAction.ANY) peer(source);
    computeUntil(time(1));
    if (immediate) emit(new MpiAction.Irecv(source, tag, bytes, newRequest(address(8))));
    else emit(new MpiAction.Recv(source, tag, bytes));
    lastEndUs = time(f.length - 1);
  }

  /** A sendrecv with its fields at the given positions: an isend, an irecv, one wait for both. */
  private void sendrecv(int sendCount, int dest, int sendTag, int recvCount, int source, int recvTag, int comm) {
    if (!world(comm)) return;
    int to = integer(dest);
    int from = integer(source);
    computeUntil(time(1));
    int[] waits = new int[2];
    int n = 0;
    if (to >= 0) {
      peer(to);
      emit(new MpiAction.Isend(to, sendTag(sendTag), bytes(sendCount, sendCount + 1), waits[n++] = nextRequest++));
    }
    if (from >= MpiAction.ANY) {
      if (from != MpiAction.ANY) peer(from);
      emit(new MpiAction.Irecv(from, Math.max(MpiAction.ANY, integer(recvTag)), bytes(recvCount, recvCount + 1), waits[n++] = nextRequest++));
    }
    if (n > 0) emit(new MpiAction.Wait(Arrays.copyOf(waits, n)));
    lastEndUs = time(f.length - 1);
  }

  private void waitFor(int[] requests) {
    if (requests.length == 0) {
      sink.skipped(rank, f[0] + " (no known request)", file, line);
      return;
    }
    computeUntil(time(1));
    for (int r : requests) pending.clear(r);
    emit(new MpiAction.Wait(requests));
    lastEndUs = time(f.length - 1);
  }

  /** The pending requests at {@code count} consecutive addresses from {@code base} (the stride that names more), forgotten. */
  private int[] requestsAt(long base, int count) {
    int[] best = new int[0];
    for (int stride : REQUEST_STRIDES) {
      int[] found = new int[count];
      int n = 0;
      for (int i = 0; i < count; i++) {
        Integer id = pendingAt.get(base + (long) stride * i);
        if (id != null) found[n++] = id;
      }
      if (n > best.length) best = Arrays.copyOf(found, n);
    }
    for (int id : best) pendingAt.values().remove(id);
    Arrays.sort(best);
    return best;
  }

  /** A new request at {@code address}; one still pending there was completed by the program (a test), so it is waited first. */
  private int newRequest(long address) {
    Integer earlier = pendingAt.get(address);
    if (earlier != null) emit(new MpiAction.Wait(new int[] {earlier}));
    if (earlier != null) pending.clear(earlier);
    int id = nextRequest++;
    pendingAt.put(address, id);
    pending.set(id);
    return id;
  }

  private void symmetric(CollectiveKind kind) {
    long bytes = bytes(4, 5);
    collective(7, kind, 0, bytes, bytes, null, null);
  }

  private void collective(int comm, CollectiveKind kind, int root, long sendBytes, long recvBytes,
      long[] sendCounts, long[] recvCounts) {
    if (!world(comm)) return;
    computeUntil(time(1));
    emit(new MpiAction.Collective(kind, root, sendBytes, recvBytes, sendCounts, recvCounts, 0));
    lastEndUs = time(f.length - 1);
  }

  private void computeUntil(double startUs) {
    if (startUs > lastEndUs) emit(new MpiAction.Compute((startUs - lastEndUs) / 1e6, MpiAction.ComputeUnit.SECONDS));
  }

  private void emit(MpiAction action) { sink.action(rank, action, file, line); }

  /**
   * True on a communicator of all ranks (the field {@code handle,rank,size} has size = the rank
   * count), taken as MPI_COMM_WORLD in rank order as Schedgen takes it; an error on any smaller one.
   */
  private boolean world(int at) {
    String[] c = parts(at, 3, "a communicator `handle,rank,size`");
    if (c[2].equals(Integer.toString(ranks))) return true;
    throw error("a call on a communicator of all " + ranks + " ranks (Interflow replays no sub-communicator) in field " + (at + 1));
  }

  private long bytes(int countAt, int typeAt) {
    long bytes = TraceLimits.bytes(integer(countAt), typeSize(typeAt));
    if (bytes < 0) throw error("field " + (countAt + 1) + " times the datatype's size at most 2^40 bytes (1 TiB)");
    return bytes;
  }

  /** The counts listed in field {@code listAt} (one per rank) times the size of the datatype in {@code typeAt}, in bytes. */
  private long[] vector(int listAt, int typeAt) {
    long size = typeSize(typeAt);
    String[] list = parts(listAt, ranks, ranks + " counts `c0,c1,...`, one per rank");
    long[] counts = new long[ranks];
    for (int i = 0; i < counts.length; i++) {
      counts[i] = TraceLimits.bytes(number(list[i], listAt), size);
      if (counts[i] < 0) throw error("counts in field " + (listAt + 1) + " times the datatype's size at most 2^40 bytes each");
    }
    return counts;
  }

  private int root(int at) {
    int root = integer(at);
    if (root < 0 || root >= ranks) throw error("a root rank in 0.." + (ranks - 1) + " in field " + (at + 1));
    return root;
  }

  private void peer(int p) {
    if (p >= ranks) throw error("peer ranks in 0.." + (ranks - 1));
  }

  private int sendTag(int at) {
    int tag = integer(at);
    if (tag < 0) throw error("a send tag >= 0 in field " + (at + 1));
    return tag;
  }

  private int count(int at) {
    int c = integer(at);
    if (c < 0) throw error("a count >= 0 in field " + (at + 1));
    return c;
  }

  private double time(int at) {
    try {
      double t = Double.parseDouble(f[at]);
      if (t >= 0 && Double.isFinite(t)) return t;
    } catch (NumberFormatException e) {
      // reported below
    }
    throw error("a time in microseconds in field " + (at + 1));
  }

  private int integer(int at) { return number(f[at], at); }

  private long address(int at) {
    try {
      return Long.parseUnsignedLong(f[at].trim());
    } catch (NumberFormatException e) {
      throw error("an address in field " + (at + 1));
    }
  }

  /** Field {@code at} as {@code n} comma-separated parts. */
  private String[] parts(int at, int n, String expected) {
    String[] parts = f[at].split(",", -1);
    if (parts.length != n) throw error(expected + " in field " + (at + 1));
    return parts;
  }

  /** The size in bytes of the datatype {@code id,size,extent} in field {@code at}. */
  private long typeSize(int at) {
    long size = number(parts(at, 3, "a datatype `id,size,extent`")[1], at);
    if (size < 0) throw error("a datatype `id,size,extent` with size >= 0 in field " + (at + 1));
    return size;
  }

  private int number(String text, int at) {
    try {
      return Integer.parseInt(text.trim());
    } catch (NumberFormatException e) {
      throw error("an integer in field " + (at + 1));
    }
  }

  private static boolean nonBlockingCollective(String name) {
    return name.startsWith("NBC_") || name.matches("MPI_I(barrier|bcast|reduce|allreduce|gather|gatherv|scatter|scatterv|allgather"
        + "|allgatherv|alltoall|alltoallv|alltoallw|reduce_scatter|reduce_scatter_block|scan|exscan)");
  }

  private InputFormatException error(String expected) {
    return new InputFormatException(file, line, expected, text);
  }
}
