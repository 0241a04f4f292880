package org.interflow.io.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.interflow.io.InputFormatException;
import org.interflow.model.traffic.mpi.MpiAction;
import org.interflow.model.traffic.mpi.MpiAction.Collective;
import org.interflow.model.traffic.mpi.MpiAction.CollectiveKind;
import org.interflow.model.traffic.mpi.MpiAction.Compute;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The dumpi2ascii text reader reads every line it is given: a line that is neither part of a call
 * nor one of dumpi2ascii's header and footer lines, a file cut short and a bad argument are errors
 * naming the file and the line. The damaged traces are copies of the SST team's testtrace, whose
 * rank 0 text has (1-based) MPI_Isend on lines 23-30 (count 24, datatype 25, dest 26, tag 27, comm
 * 28, request 29), MPI_Recv entering on line 31 and MPI_Allreduce on lines 43-48.
 */
class DumpiTextReaderTest {
  static final Path DUMPI = GoalAndDumpiReaderTest.DUMPI;

  @TempDir Path dir;

  /** A copy of the 4-rank testtrace in {@link #dir} with rank 0's text edited by {@code edit} (index i is line i + 1); its .meta. */
  private Path damaged(Consumer<List<String>> edit) throws IOException {
    for (String f : List.of("testtrace.meta", "testtrace-0001.bin", "testtrace-0002.bin", "testtrace-0003.bin")) {
      Files.copy(DUMPI.resolve(f), dir.resolve(f));
    }
    List<String> lines = new ArrayList<>(Files.readAllLines(DUMPI.resolve("testtrace-0000.txt"), StandardCharsets.ISO_8859_1));
    edit.accept(lines);
    Files.writeString(dir.resolve("testtrace-0000.txt"), String.join("\n", lines) + "\n", StandardCharsets.ISO_8859_1);
    return dir.resolve("testtrace.meta");
  }

  private static InputFormatException refused(Path trace) {
    return assertThrows(InputFormatException.class, () -> TraceReaders.read(trace, null, new RecordingSink()));
  }

  private Path rank0() { return dir.resolve("testtrace-0000.txt"); }

  @Test
  void aGarbageLineInsideACallNamesItsLineAndTheCall() throws IOException {
    Path meta = damaged(l -> l.add(25, "!!garbage line!!"));  // after the datatype line 25: line 26
    assertEquals(rank0() + ":26: expected `<type> <name>=<value>` or `MPI_Isend returning at walltime ...` inside the MPI_Isend "
        + "entered on line 23, got '!!garbage line!!'", refused(meta).getMessage());
  }

  @Test
  void aGarbageLineBetweenCallsNamesItsLine() throws IOException {
    Path meta = damaged(l -> l.add(30, "%%% total garbage %%%"));  // after MPI_Isend's last line 30: line 31
    assertEquals(rank0() + ":31: expected a `MPI_X entering at walltime <sec>.<nsec>, ...` line (or a header, keyval or footer line) "
        + "between calls, got '%%% total garbage %%%'", refused(meta).getMessage());
  }

  @Test
  void aBlankLineIsAllowedBetweenCallsButNotInsideOne() throws IOException {
    RecordingSink s = new RecordingSink();
    TraceReaders.read(damaged(l -> l.add(30, "")), null, s);
    assertEquals(5, s.actions.get(0).stream().filter(a -> !(a instanceof Compute)).count(), "barrier, isend, recv, wait, allreduce");
    Files.delete(rank0());
    List<String> original = Files.readAllLines(DUMPI.resolve("testtrace-0000.txt"), StandardCharsets.ISO_8859_1);
    List<String> blankInside = new ArrayList<>(original);
    blankInside.add(24, "");  // after the count line 24: line 25
    Files.writeString(rank0(), String.join("\n", blankInside) + "\n", StandardCharsets.ISO_8859_1);
    assertEquals(rank0() + ":25: expected `<type> <name>=<value>` or `MPI_Isend returning at walltime ...` inside the MPI_Isend "
        + "entered on line 23, got ''", refused(dir.resolve("testtrace.meta")).getMessage());
  }

  @Test
  void aFileCutInTheMiddleOfACallsFirstLineIsMalformedNotADeadlock() throws IOException {
    // rank 0 cut right after "MPI_Allreduce en": 42 whole lines and part of line 43; before, the
    // part was skipped and the replay deadlocked with 3 ranks in the allreduce
    Path meta = damaged(l -> {
      l.subList(43, l.size()).clear();
      l.set(42, "MPI_Allreduce en");
    });
    Files.writeString(rank0(), Files.readString(rank0()).stripTrailing());  // no newline after the cut
    assertEquals(rank0() + ":43: expected a `MPI_X entering at walltime <sec>.<nsec>, ...` line (the file's last line: was it cut "
        + "short?), got 'MPI_Allreduce en'", refused(meta).getMessage());
  }

  @Test
  void aCallThatNeverReturnsNamesTheLineItStartsOn() throws IOException {
    Path meta = damaged(l -> l.subList(45, l.size()).clear());  // MPI_Allreduce from line 43 up to its datatype, line 45
    assertEquals(rank0() + ":43: expected a `MPI_Allreduce returning at walltime ...` line for the MPI_Allreduce entered here, "
        + "got 'end of file after line 45'", refused(meta).getMessage());
  }

  @Test
  void aCutInsideAnArgumentOrATimeIsMalformed() throws IOException {
    Path meta = damaged(l -> {
      l.subList(45, l.size()).clear();
      l.set(44, "MPI_Datatype data");
    });
    assertEquals(rank0() + ":45: expected `<type> <name>=<value>` or `MPI_Allreduce returning at walltime ...` inside the "
        + "MPI_Allreduce entered on line 43 (the file's last line: was it cut short?), got 'MPI_Datatype data'",
        refused(meta).getMessage());
    Files.delete(rank0());
    List<String> lines = new ArrayList<>(Files.readAllLines(DUMPI.resolve("testtrace-0000.txt"), StandardCharsets.ISO_8859_1));
    lines.subList(48, lines.size()).clear();
    lines.set(47, "MPI_Allreduce returning at walltime 1296777956.739");  // before, read as .739000000
    Files.writeString(rank0(), String.join("\n", lines));
    assertEquals(rank0() + ":48: expected `MPI_X entering|returning at walltime <sec>.<nsec>, cputime <sec>.<nsec> seconds in "
        + "thread <n>.` (the file's last line: was it cut short?), got 'MPI_Allreduce returning at walltime 1296777956.739'",
        refused(meta).getMessage());
  }

  @Test
  void aCallWithoutItsLastLineIsReportedWhereTheNextCallStarts() throws IOException {
    Path meta = damaged(l -> l.remove(29));  // MPI_Isend's returning line 30 removed: MPI_Recv now enters on line 30
    assertEquals(rank0() + ":30: expected a `MPI_Isend returning at walltime ...` line first (MPI_Isend entered on line 23 has not "
        + "returned), got 'MPI_Recv entering at walltime 1296777956.739699000, cputime 0.008373000 seconds in thread 0.'",
        refused(meta).getMessage());
  }

  @Test
  void aBadArgumentNamesItsOwnLineAndWhatWasWrong() throws IOException {
    // before: "...:23: expected MPI_Isend with an integer argument, got 'MPI_Isend'"
    Path meta = damaged(l -> l.set(25, "int dest=xyz"));
    assertEquals(rank0() + ":26: expected MPI_Isend with an integer dest, got 'xyz'", refused(meta).getMessage());
  }

  @Test
  void aMisspelledArgumentNameNamesItsLine() throws IOException {
    Path meta = damaged(l -> l.set(26, "int tga=1337"));
    assertEquals(rank0() + ":27: expected MPI_Isend with argument `tag`, got 'tga=1337'", refused(meta).getMessage());
  }

  @Test
  void aMissingArgumentNamesTheCallsLineAndTheArgumentsItHas() throws IOException {
    Path meta = damaged(l -> l.remove(26));  // the tag line 27
    assertEquals(rank0() + ":23: expected MPI_Isend with argument `tag`, got 'arguments count, datatype, dest, comm, request'",
        refused(meta).getMessage());
  }

  @Test
  void aDatatypeOfUnknownSizeNamesTheDatatypeLine() throws IOException {
    Path meta = damaged(l -> l.set(24, "MPI_Datatype datatype=77 (user-defined-type)"));
    assertEquals(rank0() + ":25: expected MPI_Isend with datatype of a known size (predefined, or built by "
        + "Type_contiguous/vector/hvector/indexed), got '77 (user-defined-type)'", refused(meta).getMessage());
  }

  /** Every kind of line {@code dumpi2ascii -a} prints, from sst-dumpi's dumpi2ascii.c and dumpi2ascii-defs.h. */
  private static final String EVERY_KIND = """
      version=1.0.0
      starttime=Thu Feb  3 16:05:56 2011
      hostname=node1
      username=someone
      meshdim=0
      meshsize=[]
      meshcrd=[]
      MPI_Init entering at walltime 1.000000000, cputime 0.000000000 seconds in thread 0.
      Perfcounters: [PAPI_TOT_CYC=10]
      int argc=1
      string argv[1]=["./a.out"]
      MPI_Init returning at walltime 1.000001000, cputime 0.000000000 seconds in thread 0.
      Perfcounters: [PAPI_TOT_CYC=20]

      Function_enter entering at walltime 1.000002000, cputime 0.000000000 seconds in thread 0.
      int fn=4196608 ("main")
      Function_enter returning at walltime 1.000002000, cputime 0.000000000 seconds in thread 0.
      MPI_Group_range_incl entering at walltime 1.000003000, cputime 0.000000000 seconds in thread 0.
      MPI_Group group=1 (MPI_GROUP_WORLD)
      int count=2
      int ranges[2][3]=[[0, 0, 1]
      , [0, 0, 1]
      ]MPI_Group newgroup=3 (user-defined-group)
      MPI_Group_range_incl returning at walltime 1.000004000, cputime 0.000000000 seconds in thread 0.
      MPIO_Wait entering at walltime 1.000005000, cputime 0.000000000 seconds in thread 0.
      MPIO_Request request=[4]
      MPI_Status status=<IGNORED>
      MPIO_Wait returning at walltime 1.000006000, cputime 0.000000000 seconds in thread 0.
      MPI_Barrier entering at walltime 1.000010000, cputime 0.000000000 seconds in thread 0.
      MPI_Comm comm=2 (MPI_COMM_WORLD)
      MPI_Barrier returning at walltime 1.000012000, cputime 0.000000000 seconds in thread 0.
      MPI_Finalize entering at walltime 1.000020000, cputime 0.000000000 seconds in thread 0.
      MPI_Finalize returning at walltime 1.000021000, cputime 0.000000000 seconds in thread 0.
      Total keyvals: 1
      MPI_HOST=node1
      MPI_Send called 0 times and ignored 0 times
      MPI_ALL_FUNCTIONS called 6 times and ignored 0 times
      Performance counters: 2
          PAPI_TOT_CYC
          PAPI_L1_DCM
      Function address 4196608 has label main
      Datatype 9 (MPI_INT) has size 4
      """;

  @Test
  void everyKindOfLineDumpi2asciiPrintsIsRead() throws IOException {
    Files.writeString(dir.resolve("k.meta"), "numprocs=1\nfileprefix=k\n");
    Files.writeString(dir.resolve("k-0000.txt"), EVERY_KIND);
    RecordingSink s = new RecordingSink();
    TraceReaders.read(dir.resolve("k.meta"), null, s);
    // the gaps between MPI calls: Init returns at 1.000001, Group_range_incl enters at 1.000003
    // (the Function_enter between is no MPI call), returns at 1.000004; Barrier enters at 1.000010
    // (MPIO_Wait between is not replayed), returns at 1.000012; Finalize enters at 1.000020
    List<MpiAction> a = s.actions.get(0);
    assertEquals(4, a.size(), a.toString());
    assertEquals(2e-6, ((Compute) a.get(0)).amount(), 1e-15);
    assertEquals(6e-6, ((Compute) a.get(1)).amount(), 1e-15);
    assertEquals(Collective.of(CollectiveKind.BARRIER, 0, 0, 0, 0), a.get(2));
    assertEquals(8e-6, ((Compute) a.get(3)).amount(), 1e-15);
    assertEquals(Map.of("MPI_Group_range_incl", 1), s.skipped);
  }

  @Test
  void aBrokenTwoDimensionalArrayOrFooterIsMalformed() throws IOException {
    Files.writeString(dir.resolve("k.meta"), "numprocs=1\nfileprefix=k\n");
    Path rank = dir.resolve("k-0000.txt");
    Files.writeString(rank, EVERY_KIND.replace(", [0, 0, 1]\n", "0, 0, 1\n"));  // line 22
    assertEquals(rank + ":22: expected `, [...]` or `]` continuing the array ranges of line 21, got '0, 0, 1'",
        refused(dir.resolve("k.meta")).getMessage());
    Files.writeString(rank, EVERY_KIND.replace("MPI_Send called 0 times and ignored 0 times", "MPI_Send called 0 times"));  // line 36
    assertEquals(rank + ":36: expected a `MPI_X entering at walltime <sec>.<nsec>, ...` line (or a header, keyval or footer line) "
        + "between calls, got 'MPI_Send called 0 times'", refused(dir.resolve("k.meta")).getMessage());
    Files.writeString(rank, EVERY_KIND.replace("    PAPI_L1_DCM\n", "").replace("Function address 4196608 has label main\n", "")
        .replace("Datatype 9 (MPI_INT) has size 4\n", ""));  // 2 labels announced on line 38, one follows (39)
    assertEquals(rank + ":40: expected 1 more performance counter label line(s), got 'end of file'",
        refused(dir.resolve("k.meta")).getMessage());
  }

  @Test
  void misspellingsAreOneLetterOffOrTwoInLongNames() {
    assertTrue(DumpiCalls.misspelling("tag", "tga"));
    assertTrue(DumpiCalls.misspelling("dest", "dst"));
    assertTrue(DumpiCalls.misspelling("datatype", "dattaype"));
    assertTrue(DumpiCalls.misspelling("datatype", "dtaype"));
    assertFalse(DumpiCalls.misspelling("tag", "flag"));
    assertFalse(DumpiCalls.misspelling("count", "comm"));
    assertFalse(DumpiCalls.misspelling("sendtag", "recvtag"));
    assertFalse(DumpiCalls.misspelling("root", "rank"));
  }

  @Test
  void theSstTestTracesStillRead() {
    RecordingSink s = new RecordingSink();
    TraceReaders.read(DUMPI.resolve("testtrace.meta"), null, s);
    assertEquals(4, s.ranks);
    assertTrue(s.ended);
    assertEquals(Map.of("MPI_Comm_rank", 4, "MPI_Comm_size", 4), s.skipped);
  }
}
