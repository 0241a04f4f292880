package org.interflow.io.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.interflow.io.InputFormatException;
import org.interflow.model.traffic.mpi.ActionTape;
import org.interflow.model.traffic.mpi.MpiAction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every reader checks sizes, tags and rank counts as it reads: a negative or overlarge size, a
 * negative send tag or a rank beyond 2^20 is a malformed line named by file and line, for the
 * checker as for the replay's tape, instead of a wrapped-around size found during the replay.
 */
class TraceSizeValidationTest {
  @TempDir Path dir;

  private Path write(String name, String text) throws IOException {
    return Files.writeString(dir.resolve(name), text);
  }

  /** Reading {@code file} fails at {@code line} with {@code expected} in the message, into the checker and into the tape. */
  private static void refusedAt(Path file, long line, String expected) {
    for (org.interflow.model.traffic.mpi.TraceSink sink : new org.interflow.model.traffic.mpi.TraceSink[] {new TraceCheck(), new ActionTape()}) {
      InputFormatException e = assertThrows(InputFormatException.class, () -> TraceReaders.read(file, null, sink));
      assertEquals(line, e.line(), e.getMessage());
      assertTrue(e.getMessage().startsWith(file + ":" + line + ": expected "), e.getMessage());
      assertTrue(e.getMessage().contains(expected), e.getMessage());
    }
  }

  @Test
  void anAlltoallOf1e30ElementsIsRefusedWhereItIsRead() throws IOException {
    // 1e30 doubles are 8e30 bytes; before, (long) 1e30 * 8 wrapped to -8 and the replay failed with
    // "alltoall schedule has -8 bytes" while trace check said OK
    Path f = write("a2a.txt", "0 init\n1 init\n0 alltoall 1e30 1e30\n1 alltoall 1e30 1e30\n");
    refusedAt(f, 3, "a size of 0 to 2^40 bytes (1 TiB) in field 3");
  }

  @Test
  void negativePointToPointSizesAreRefusedLikeNegativeCollectiveSizes() throws IOException {
    // before, a negative send size was read as 0 bytes and the replay succeeded
    refusedAt(write("send.txt", "0 send 1 0 -1e6\n1 recv 0 0 1e6\n"), 1, "a size of 0 to 2^40 bytes");
    refusedAt(write("irecv.txt", "0 isend 1 0 8\n1 irecv 0 0 -8\n"), 2, "a size of 0 to 2^40 bytes");
    refusedAt(write("bcast.txt", "0 bcast -5\n1 bcast -5\n"), 1, "a size of 0 to 2^40 bytes");
  }

  @Test
  void theLargestSizeIsTwoToTheFortyBytes() throws IOException {
    // 2^40 bytes = 137438953472 doubles exactly (MPI_DOUBLE, the default type): allowed; one more double is not
    RecordingSink s = new RecordingSink();
    TraceReaders.read(write("max.txt", "0 send 1 0 137438953472\n1 recv 0 0 137438953472\n"), null, s);
    assertEquals(new MpiAction.Send(1, 0, 1L << 40), s.actions.get(0).get(0));
    refusedAt(write("over.txt", "0 send 1 0 137438953473\n1 recv 0 0 1\n"), 1, "a size of 0 to 2^40 bytes");
    assertEquals(1L << 40, TraceLimits.bytes(137438953472.0, 8));
    assertEquals(-1, TraceLimits.bytes(137438953473.0, 8));
    assertEquals(12, TraceLimits.bytes(1.9, 12), "whole elements: 1.9 counts 1, as SimGrid's int arguments do");
    assertEquals(-1, TraceLimits.bytes(Double.NaN, 1));
  }

  @Test
  void aSendWithANegativeTagIsRefused() throws IOException {
    // a receive may use -1 (MPI_ANY_TAG); a send may not
    refusedAt(write("tag.txt", "0 send 1 -3 8\n1 recv 0 -1 8\n"), 1, "with a tag >= 0");
  }

  @Test
  void aRankBeyondTwoToTheTwentyIsRefusedBeforeAnythingIsAllocated() throws IOException {
    // rank 999999999 once made the parser allocate a billion rank states (out of memory)
    refusedAt(write("rank.txt", "0 compute 1\n999999999 compute 1\n"), 2, "ranks 0 to 1048575");
  }

  @Test
  void everyOtherReaderChecksItsSizesToo() throws IOException {
    // 2^40 + 1 = 1099511627777 bytes, one too many; -4 bytes, a negative size
    refusedAt(write("big.trc", "s 1 0 7 1099511627777\nr 1 0 7 1099511627777\n"), 1, "a size of 0 to 2^40 bytes");
    refusedAt(write("tag.trc", "s 1 0 -2 8\nr 1 0 -2 8\n"), 1, "with a tag >= 0");
    refusedAt(write("big.trc2", "c 0 5\nc 2147483647 1\n"), 2, "ranks 0 to 1048575");
    refusedAt(write("big.goal", "num_ranks 2\nrank 0 {\nl1: send 1099511627777b to 1\n}\nrank 1 {\nl1: recv 8b from 0\n}\n"), 3,
        "a message of a size of 0 to 2^40 bytes");
    refusedAt(write("neg.goal", "num_ranks 2\nrank 0 {\nl1: send -4b to 1\n}\nrank 1 {\nl1: recv 8b from 0\n}\n"), 3,
        "a message of a size of 0 to 2^40 bytes");
    refusedAt(write("many.goal", "num_ranks 2000000\n"), 1, "with N from 1 to 2^20");
    refusedAt(write("big.dim", "#DIMEMAS:\"t\":1,0:2(1,1),1\n2:0:1:1:1099511627777:5:1:0\n"), 2, "a size of 0 to 2^40 bytes");
    refusedAt(write("many.dim", "#DIMEMAS:\"t\":1,0:999999999(1),1\n"), 1, "a task count of 1 to 2^20");
  }

  @Test
  void dumpiCountsTimesTheirTypeAreChecked() throws IOException {
    // a Type_contiguous of 2^31 - 1 MPI_DOUBLEs is 16 GiB; a count of 2^31 - 1 of that type is
    // 2^31 * 16 GiB, far above 2^40 bytes; and an alltoallv count vector must have one entry per rank
    write("t.meta", "numprocs=2\nfileprefix=t\n");
    Path rank0 = write("t-0000.txt", call("MPI_Type_contiguous", "int count=2147483647", "MPI_Datatype oldtype=9 (MPI_DOUBLE)",
        "MPI_Datatype newtype=100 (user-defined-type)")
        + call("MPI_Send", "int count=2147483647", "MPI_Datatype datatype=100 (user-defined-type)", "int dest=1", "int tag=0",
        "MPI_Comm comm=2 (MPI_COMM_WORLD)"));
    InputFormatException e = assertThrows(InputFormatException.class, () -> TraceReaders.read(rank0, null, new TraceCheck()));
    // the Type_contiguous call takes lines 1-5, the MPI_Send starts at line 6 and its count is line 7
    assertEquals(rank0 + ":7: expected MPI_Send with count times the size of datatype at most 2^40 bytes (1 TiB), got '2147483647'",
        e.getMessage());
    Path vector = write("t-0001.txt", call("MPI_Alltoallv", "int sendcounts[3]=[1, 1, 1]", "MPI_Datatype sendtype=9 (MPI_DOUBLE)",
        "int recvcounts[2]=[1, 1]", "MPI_Datatype recvtype=9 (MPI_DOUBLE)", "MPI_Comm comm=2 (MPI_COMM_WORLD)"));
    e = assertThrows(InputFormatException.class, () -> TraceReaders.read(vector, null, new TraceCheck()));
    assertTrue(e.getMessage().contains("sendcounts of 2 counts, one per rank (got 3)"), e.getMessage());
  }

  /** One call in dumpi2ascii's form, entering and returning at walltime 0. */
  private static String call(String name, String... args) {
    StringBuilder b = new StringBuilder(name + " entering at walltime 0.000000000, cputime 0.000000000 seconds in thread 0.\n");
    for (String a : args) b.append(a).append('\n');
    return b.append(name).append(" returning at walltime 0.000000000, cputime 0.000000000 seconds in thread 0.\n").toString();
  }
}
