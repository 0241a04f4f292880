package org.interflow.io.trace;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.BitSet;
import java.util.HashMap;
import java.util.Map;
import org.interflow.io.InputFormatException;
import org.interflow.model.traffic.mpi.MpiAction.CollectiveKind;
import org.interflow.model.traffic.mpi.MpiAction;
import org.interflow.model.traffic.mpi.TraceSink;

/**
 * Reads a Dimemas text trace ({@code .dim}) the way FSIN/FOGSim's {@code generator/trace.cc}
 * ({@code read_dimemas}, record ids from its {@code dimemas.h}) reads it.
 *
 * <p>Header {@code #DIMEMAS:<name>:<offsets>:<tasks>(<threads>...)...}: the fourth
 * colon-separated field starts with the task count. Records are colon-separated; task ids are
 * 0-based MPI_COMM_WORLD ranks (FSIN indexes its per-task arrays by them):
 * <pre>
 * 1:task:thread:burst_seconds                                  CPU burst
 * 2:task:thread:dest:bytes:tag:comm:sync                       send; sync 0 none, 1 rendezvous (blocking),
 *                                                              2 immediate, 3 both (non-blocking)
 * 3:task:thread:src:bytes:tag:comm:kind                        receive; kind 0 recv, 1 irecv, 2 wait
 * 10:task:thread:op:comm:root_task:root_thread:sent:received   global operation, op = Dimemas id:
 *     0 barrier 1 bcast 2 gather 3 gatherv 4 scatter 5 scatterv 6 allgather 7 allgatherv
 *     8 alltoall 9 alltoallv 10 reduce 11 allreduce 12 reduce_scatter 13 scan
 * d:1:comm:size:rank...   communicator definition     s:...  offsets     20:...  events (ignored)
 * 101..107  file I/O (skipped, counted)               401..404, 501  one-sided (unsafe: error)
 * </pre>
 * An immediate send has no wait record in Dimemas (its buffer reuse is not modelled), so its
 * request is waited at the end of the task's program (and so is any irecv never waited). A {@code
 * 3:...:2} wait names the oldest pending irecv from the same source and tag; without one it is
 * read as a blocking receive, as FSIN does. Communicator ids never defined are taken as
 * MPI_COMM_WORLD; a p2p or collective record on a defined communicator smaller than the world is
 * an error. Collective byte counts are the record's totals (no per-rank vectors); for bcast and
 * reduce the message size is the larger of sent and received (the root only sends or only
 * receives), likewise for allreduce and scan.
 */
public final class DimemasTraceReader implements TraceReader {
  private static final String HEADER = "`#DIMEMAS:<name>:<offsets>:<tasks>(...)` header";
  private static final String[] FORMS = {
    "", "`1:task:thread:burst_seconds`", "`2:task:thread:dest:bytes:tag:comm:sync`", "`3:task:thread:src:bytes:tag:comm:kind`"
  };
  private static final String COLLECTIVE_FORM = "`10:task:thread:op:comm:root_task:root_thread:bytes_sent:bytes_received`";
  private static final CollectiveKind[] GLOBAL_OPS = {
    CollectiveKind.BARRIER, CollectiveKind.BCAST, CollectiveKind.GATHER, CollectiveKind.GATHERV, CollectiveKind.SCATTER,
    CollectiveKind.SCATTERV, CollectiveKind.ALLGATHER, CollectiveKind.ALLGATHERV, CollectiveKind.ALLTOALL,
    CollectiveKind.ALLTOALLV, CollectiveKind.REDUCE, CollectiveKind.ALLREDUCE, CollectiveKind.REDUCE_SCATTER,
    CollectiveKind.SCAN
  };

  @Override
  public boolean claimsFileName(String lowerCaseName) { return lowerCaseName.endsWith(".dim"); }

  @Override
  public boolean claimsHeaderLine(String line) { return line.startsWith("#DIMEMAS"); }

  /** Streams {@code file} into {@code sink}. */
  @Override
  public void read(Path file, TraceSink sink) {
    String name = file.toString();
    try (BufferedReader in = TraceLines.open(file)) {
      String header = in.readLine();
      int tasks = tasks(header, name);
      sink.ranks(tasks);
      new Records(name, tasks, sink).readAll(in);
    } catch (IOException e) {
      throw TraceLines.failure(file, e);
    }
    sink.end();
  }

  private static int tasks(String header, String file) {
    if (header == null || !header.startsWith("#DIMEMAS")) {
      throw new InputFormatException(file, 1, HEADER, header == null ? "end of file" : header.trim());
    }
    String[] parts = header.split(":");
    if (parts.length < 4) throw new InputFormatException(file, 1, HEADER, header.trim());
    String t = parts[3].trim();
    int end = 0;
    while (end < t.length() && Character.isDigit(t.charAt(end))) end++;
    if (end == 0 || end > 9 || Integer.parseInt(t.substring(0, end)) == 0 || Integer.parseInt(t.substring(0, end)) > TraceLimits.MAX_RANKS) {
      throw new InputFormatException(file, 1, HEADER + " with a task count of 1 to 2^20", header.trim());
    }
    return Integer.parseInt(t.substring(0, end));
  }

  /** The record loop with its per-task request state. */
  private static final class Records {
    private final String file;
    private final int tasks;
    private final TraceSink sink;
    private final Map<Integer, Boolean> communicatorIsWorld = new HashMap<>();
    private final int[] nextRequest;
    private final BitSet[] pending;
    private final Map<Long, ArrayDeque<Integer>>[] irecvs;
    private long lineNo = 1;

    @SuppressWarnings("unchecked")
    Records(String file, int tasks, TraceSink sink) {
      this.file = file;
      this.tasks = tasks;
      this.sink = sink;
      this.nextRequest = new int[tasks];
      this.pending = new BitSet[tasks];
      this.irecvs = new Map[tasks];
    }

    void readAll(BufferedReader in) throws IOException {
      String line;
      while ((line = in.readLine()) != null) {
        lineNo++;
        if (TraceLines.blank(line) || line.startsWith("#")) continue;
        record(line.trim());
      }
      for (int task = 0; task < tasks; task++) {
        if (pending[task] != null && !pending[task].isEmpty()) {
          sink.action(task, new MpiAction.Wait(pending[task].stream().toArray()), file, lineNo);
        }
      }
    }

    private void record(String line) {
      String[] f = line.split(":", -1);
      switch (f[0]) {
        case "s" -> { }
        case "d" -> definition(f, line);
        case "1" -> {
          need(f, 4, FORMS[1], line);
          double burst = number(f[3], FORMS[1], line);
          if (burst < 0) throw error(FORMS[1] + " with a non-negative burst", line);
          if (burst > 0) sink.action(task(f, line), new MpiAction.Compute(burst, MpiAction.ComputeUnit.SECONDS), file, lineNo);
        }
        case "2" -> send(f, line);
        case "3" -> receive(f, line);
        case "10" -> collective(f, line);
        case "20" -> { }
        case "101", "102", "103", "104", "105", "106", "107", "301", "302", "303", "304", "305", "306", "307" ->
            sink.skipped(task(f, line), "dimemas record " + f[0] + " (I/O)", file, lineNo);
        case "401", "402", "403", "404", "501" ->
            throw error("a record Interflow can replay (one-sided operation " + f[0] + " moves data Interflow does not model)", line);
        default -> throw error("a Dimemas record (1: CPU burst, 2: send, 3: receive, 10: global op, 20: event, d: definition)", line);
      }
    }

    private void definition(String[] f, String line) {
      if (f.length >= 4 && f[1].equals("1")) {
        int comm = integer(f[2], "`d:1:<comm>:<size>:<ranks...>`", line);
        int size = integer(f[3], "`d:1:<comm>:<size>:<ranks...>`", line);
        communicatorIsWorld.put(comm, size == tasks);
      }
    }

    private void send(String[] f, String line) {
      need(f, 8, FORMS[2], line);
      int task = task(f, line);
      int dest = peer(f[3], FORMS[2], line);
      if (dest < 0) throw error(FORMS[2] + " with a destination task in 0.." + (tasks - 1), line);
      long bytes = bytes(f[4], FORMS[2], line);
      int tag = integer(f[5], FORMS[2], line);
      if (tag < 0) throw error(FORMS[2] + " with a tag >= 0", line);
      world(integer(f[6], FORMS[2], line), line);
      int sync = integer(f[7], FORMS[2], line);
      if (sync < 0 || sync > 3) throw error(FORMS[2] + " with sync 0..3", line);
      if (sync <= 1) {
        sink.action(task, new MpiAction.Send(dest, tag, bytes), file, lineNo);
      } else {
        int request = newRequest(task);
        sink.action(task, new MpiAction.Isend(dest, tag, bytes, request), file, lineNo);
      }
    }

    private void receive(String[] f, String line) {
      need(f, 8, FORMS[3], line);
      int task = task(f, line);
      int src = peer(f[3], FORMS[3], line);
      long bytes = bytes(f[4], FORMS[3], line);
      int tag = integer(f[5], FORMS[3], line);
      if (tag < MpiAction.ANY) throw error(FORMS[3] + " with a tag >= 0 (or -1 for any)", line);
      world(integer(f[6], FORMS[3], line), line);
      int kind = integer(f[7], FORMS[3], line);
      long key = ((long) src << 32) ^ (tag & 0xffffffffL);
      switch (kind) {
        case 0 -> sink.action(task, new MpiAction.Recv(src, tag, bytes), file, lineNo);
        case 1 -> {
          int request = newRequest(task);
          queues(task).computeIfAbsent(key, k -> new ArrayDeque<>()).addLast(request);
          sink.action(task, new MpiAction.Irecv(src, tag, bytes, request), file, lineNo);
        }
        case 2 -> {
          ArrayDeque<Integer> q = queues(task).get(key);
          if (q == null || q.isEmpty()) {
            sink.action(task, new MpiAction.Recv(src, tag, bytes), file, lineNo);
          } else {
            int request = q.pollFirst();
            pending[task].clear(request);
            sink.action(task, new MpiAction.Wait(new int[] {request}), file, lineNo);
          }
        }
        default -> throw error(FORMS[3] + " with kind 0 (recv), 1 (irecv) or 2 (wait)", line);
      }
    }

    private void collective(String[] f, String line) {
      need(f, 9, COLLECTIVE_FORM, line);
      int task = task(f, line);
      int op = integer(f[3], COLLECTIVE_FORM, line);
      if (op < 0 || op >= GLOBAL_OPS.length) {
        throw error(COLLECTIVE_FORM + " with a global op id 0..13 (0 barrier ... 13 scan)", line);
      }
      world(integer(f[4], COLLECTIVE_FORM, line), line);
      CollectiveKind kind = GLOBAL_OPS[op];
      int root = kind.rooted() ? peer(f[5], COLLECTIVE_FORM, line) : 0;
      if (root < 0) throw error(COLLECTIVE_FORM + " with a root task in 0.." + (tasks - 1), line);
      long sent = bytes(f[7], COLLECTIVE_FORM, line);
      long received = bytes(f[8], COLLECTIVE_FORM, line);
      MpiAction.Collective c = switch (kind) {
        // one message size for every rank, whichever side of it this task is on
        case BCAST, REDUCE -> MpiAction.Collective.of(kind, root, Math.max(sent, received), 0, 0);
        case ALLREDUCE, SCAN -> MpiAction.Collective.of(kind, root, Math.max(sent, received), Math.max(sent, received), 0);
        default -> MpiAction.Collective.of(kind, root, sent, received, 0);
      };
      sink.action(task, c, file, lineNo);
    }

    private int newRequest(int task) {
      if (pending[task] == null) pending[task] = new BitSet();
      int request = nextRequest[task]++;
      pending[task].set(request);
      return request;
    }

    private Map<Long, ArrayDeque<Integer>> queues(int task) {
      if (irecvs[task] == null) irecvs[task] = new HashMap<>();
      return irecvs[task];
    }

    private void world(int comm, String line) {
      Boolean isWorld = communicatorIsWorld.get(comm);
      if (isWorld != null && !isWorld) {
        throw error("communication on MPI_COMM_WORLD (communicator " + comm + " is a sub-communicator, which Interflow does not replay)", line);
      }
    }

    private int task(String[] f, String line) {
      int task = integer(f[1], "`<record>:<task>:<thread>:...`", line);
      if (task < 0 || task >= tasks) throw error("a 0-based task id in 0.." + (tasks - 1), line);
      return task;
    }

    private int peer(String text, String form, String line) {
      int p = integer(text, form, line);
      if (p < -1 || p >= tasks) throw error(form + " with task ids in 0.." + (tasks - 1), line);
      return p;
    }

    private long bytes(String text, String form, String line) {
      try {
        long v = Long.parseLong(text.trim());
        if (TraceLimits.validBytes(v)) return v;
      } catch (NumberFormatException e) {
        // reported below
      }
      throw error(form + " with " + TraceLimits.SIZE_RANGE, line);
    }

    private double number(String text, String form, String line) {
      try {
        double v = Double.parseDouble(text.trim());
        if (Double.isFinite(v)) return v;
      } catch (NumberFormatException e) {
        // reported below
      }
      throw error(form, line);
    }

    private int integer(String text, String form, String line) {
      try {
        return Integer.parseInt(text.trim());
      } catch (NumberFormatException e) {
        throw error(form, line);
      }
    }

    private void need(String[] f, int fields, String form, String line) {
      if (f.length < fields) throw error(form, line);
    }

    private InputFormatException error(String expected, String line) {
      return new InputFormatException(file, lineNo, expected, line);
    }
  }
}
