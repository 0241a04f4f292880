package org.interflow.io.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.interflow.model.traffic.mpi.CollectiveAlgorithm;
import org.interflow.model.traffic.mpi.MpiAction;
import org.interflow.model.traffic.mpi.MpiAction.CollectiveKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class TraceWritersTest {
  @TempDir Path dir;

  static Stream<Path> tiTraces() {
    Path ex = TiTraceReaderTest.EXAMPLES;
    return Stream.of(ex.resolve("actions_with_isend.txt"), ex.resolve("actions_waitall.txt"), ex.resolve("actions_allgatherv.txt"),
        ex.resolve("actions_alltoallv.txt"), ex.resolve("actions_reducescatter.txt"), ex.resolve("actions_gather.txt"),
        ex.resolve("actions_bcast_reduce_datatypes.txt"), ex.resolve("actions_barrier.txt"), TiTraceReaderTest.INDEX_32,
        TiTraceReaderTest.INDEX_2014);
  }

  static RecordingSink read(Path file, TraceFormat format) {
    RecordingSink s = new RecordingSink();
    TraceReaders.read(file, format, s);
    return s;
  }

  @ParameterizedTest
  @MethodSource("tiTraces")
  void tiSharedFileRoundTripKeepsEveryRanksActions(Path trace) {
    RecordingSink original = read(trace, TraceFormat.TI);
    Path out = dir.resolve("shared.txt");
    TraceReaders.read(trace, TraceFormat.TI, TiTraceWriter.sharedFile(out));
    RecordingSink again = read(out, TraceFormat.TI);
    assertEquals(original.ranks, again.ranks);
    assertEquals(original.actions, again.actions);
  }

  @Test
  void tiIndexRoundTripWritesOneFilePerRankListedRelativeToTheIndex() throws IOException {
    RecordingSink original = read(TiTraceReaderTest.INDEX_32, TraceFormat.TI);
    Path index = dir.resolve("index.txt");
    TraceReaders.read(TiTraceReaderTest.INDEX_32, null, TiTraceWriter.indexed(index));
    List<String> entries = Files.readAllLines(index);
    assertEquals(32, entries.size());
    assertEquals("index.txt.ranks/rank31.txt", entries.get(31));
    assertEquals(TraceFormat.TI, TraceFormat.detect(index));
    assertEquals(original.actions, read(index, null).actions);
  }

  @Test
  void aLargeIndexIsReadOneFileAtATimeAndWrittenThroughABoundedSetOfFiles() throws IOException {
    // 256 per-rank files, each rank sending 64 B to its right neighbour and receiving from its
    // left one. While they stream through the TI writer, the process never holds more than a
    // handful of extra descriptors for the reader (one file at a time) plus the writer's 64.
    int ranks = 256;
    Path in = Files.createDirectory(dir.resolve("in"));
    StringBuilder index = new StringBuilder();
    for (int r = 0; r < ranks; r++) {
      Files.writeString(in.resolve(r + ".txt"), r + " init\n" + r + " isend " + (r + 1) % ranks + " 0 64\n" + r + " recv "
          + (r + ranks - 1) % ranks + " 0 64\n" + r + " waitall\n");
      index.append(r).append(".txt\n");
    }
    Path indexFile = Files.writeString(in.resolve("index"), index);
    Path out = dir.resolve("out-index");
    int before = openFiles();
    int[] most = {0};
    TiTraceWriter writer = TiTraceWriter.indexed(out);
    TraceReaders.read(indexFile, null, new org.interflow.model.traffic.mpi.TraceSink() {
      @Override public void ranks(int n) { writer.ranks(n); }

      @Override public void action(int rank, MpiAction a, String file, long line) {
        writer.action(rank, a, file, line);
        most[0] = Math.max(most[0], openFiles());
      }

      @Override public void skipped(int rank, String call, String file, long line) { }

      @Override public void end() { writer.end(); }
    });
    if (before >= 0) assertTrue(most[0] - before <= 64 + 8, "open files grew from " + before + " to " + most[0]);
    TraceCheck check = new TraceCheck();
    TraceReaders.read(out, null, check);
    assertTrue(check.report().ok(), check.report().toText());
    assertEquals(ranks, check.report().messages());
    assertEquals(read(indexFile, null).actions, read(out, null).actions);
  }

  /** Open file descriptors of this process (Linux), or -1 where /proc is not available. */
  private static int openFiles() {
    try (Stream<Path> fds = Files.list(Path.of("/proc/self/fd"))) {
      return (int) fds.count();
    } catch (IOException | RuntimeException e) {
      return -1;
    }
  }

  @Test
  void goalRoundTripOfTheBinomialTreeGivesTheSameActionsBesidesZeroJoins() {
    // the writer turns each wait into a `calc 0` join, which reads back as a 0 s compute
    Path goal = GoalAndDumpiReaderTest.GOAL.resolve("binary_tree_32.goal");
    Path out = dir.resolve("tree.goal");
    TraceReaders.read(goal, null, new GoalTraceWriter(out, 1e-9, 1e9, null));
    assertEquals(withoutZeroCompute(read(goal, null)), withoutZeroCompute(read(out, null)));
  }

  @Test
  void tiToGoalKeepsComputeTimesAndMatchesEveryMessage() {
    // actions_with_isend.txt has 3 messages; at 1 Gflop/s, rank 0's `compute 1e9` is 1 s = 1e9 ns
    Path out = dir.resolve("isend.goal");
    TraceReaders.read(TiTraceReaderTest.EXAMPLES.resolve("actions_with_isend.txt"), null, new GoalTraceWriter(out, 1e-9, 1e9, null));
    TraceCheck check = new TraceCheck();
    TraceReaders.read(out, null, check);
    assertTrue(check.report().ok(), check.report().toText());
    assertEquals(3, check.report().messages());
    RecordingSink s = read(out, null);
    assertEquals(new MpiAction.Compute(1.0, MpiAction.ComputeUnit.SECONDS), s.actions.get(0).get(0));
  }

  @Test
  void goalRefusesCollectivesWithoutAnAlgorithmAndDecomposesThemWithOne() throws IOException {
    Path bcast = Files.writeString(dir.resolve("b.txt"), "0 init\n1 init\n2 init\n0 bcast 100 1\n1 bcast 100 1\n2 bcast 100 1\n");
    Path out = dir.resolve("b.goal");
    TraceConversionException e = assertThrows(TraceConversionException.class,
        () -> TraceReaders.read(bcast, null, new GoalTraceWriter(out, 1e-9, 1e9, null)));
    assertTrue(e.getMessage().contains("b.txt:4"), e.getMessage());
    try (Stream<Path> left = Files.list(dir)) {
      assertEquals(List.of("b.txt"), left.map(p -> p.getFileName().toString()).toList()); // no spool left behind
    }
    // a linear broadcast from the root: 2 messages of 100 B, all matched after the round trip
    TraceReaders.read(bcast, null, new GoalTraceWriter(out, 1e-9, 1e9, kind -> LINEAR_BCAST));
    TraceCheck check = new TraceCheck();
    TraceReaders.read(out, null, check);
    assertTrue(check.report().ok(), check.report().toText());
    assertEquals(2, check.report().messages());
    assertEquals(200, check.report().bytes());
  }

  @Test
  void goalKeepsACollectivesReductionFlopsAsACalcAfterIt() throws IOException {
    // each rank's allreduce reduces 5e8 flops: at 1e9 flop/s and 1 ns calc units, calc 500000000
    Path allreduce = Files.writeString(dir.resolve("a.txt"), "0 init\n1 init\n0 allreduce 100 5e8\n1 allreduce 100 5e8\n");
    Path out = dir.resolve("a.goal");
    TraceReaders.read(allreduce, null, new GoalTraceWriter(out, 1e-9, 1e9, kind -> LINEAR_BCAST));
    String goal = Files.readString(out);
    assertEquals(2, goal.split("calc 500000000", -1).length - 1, goal);
  }

  @Test
  void trcRoundTripKeepsBlockingTraffic() {
    Path trc = TrcAndDimemasReaderTest.HAND.resolve("pingpong.trc");
    Path out = dir.resolve("out.trc");
    TraceReaders.read(trc, null, new TrcTraceWriter(out, 1e-9, 1e9));
    assertEquals(read(trc, null).actions, read(out, null).actions);
  }

  @Test
  void trcRefusesNonBlockingCallsNamingTheirLine() {
    Path out = dir.resolve("out.trc");
    TraceConversionException e = assertThrows(TraceConversionException.class,
        () -> TraceReaders.read(TiTraceReaderTest.EXAMPLES.resolve("actions_with_isend.txt"), null, new TrcTraceWriter(out, 1e-9, 1e9)));
    assertTrue(e.getMessage().contains("irecv read at traces/simgrid-ti/actions_with_isend.txt:10"), e.getMessage());
  }

  @Test
  void writersAreChosenByFormatAndDimemasIsNotWritten() {
    assertTrue(TraceWriters.create(TraceFormat.TI, dir.resolve("a"), TraceWriters.Options.defaults()) instanceof TiTraceWriter);
    assertTrue(TraceWriters.create(TraceFormat.GOAL, dir.resolve("b"), TraceWriters.Options.defaults()) instanceof GoalTraceWriter);
    assertTrue(TraceWriters.create(TraceFormat.TRC, dir.resolve("c"), TraceWriters.Options.defaults()) instanceof TrcTraceWriter);
    assertThrows(TraceConversionException.class,
        () -> TraceWriters.create(TraceFormat.DIMEMAS, dir.resolve("d"), TraceWriters.Options.defaults()));
  }

  private static List<List<MpiAction>> withoutZeroCompute(RecordingSink s) {
    return s.actions.stream().map(l -> l.stream()
        .filter(a -> !(a instanceof MpiAction.Compute c && c.amount() == 0)).toList()).toList();
  }

  /** Test-only linear broadcast: the root sends to every other rank in one round. */
  private static final CollectiveAlgorithm LINEAR_BCAST = new CollectiveAlgorithm() {
    @Override public String name() { return "linear"; }

    @Override public boolean supports(CollectiveKind kind) { return kind == CollectiveKind.BCAST; }

    @Override
    public void schedule(MpiAction.Collective c, int rank, int ranks, ScheduleSink out) {
      if (rank == c.root()) {
        for (int r = 0; r < ranks; r++) if (r != rank) out.send(r, c.sendBytes());
      } else {
        out.recv(c.root(), c.sendBytes());
      }
      out.endRound();
    }
  };
}
