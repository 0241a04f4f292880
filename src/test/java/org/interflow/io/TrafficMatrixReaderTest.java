package org.interflow.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.interflow.model.traffic.mpi.TrafficMatrix;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TrafficMatrixReaderTest {
  @TempDir Path tmp;

  /** Ranks run to the largest named (4 here), repeated pairs add up, zero cells vanish. */
  @Test
  void readsWhatReplayAndNetbenchWrite() throws IOException {
    Path f = tmp.resolve("traffic-matrix.csv");
    Files.writeString(f, "source,destination,bytes\n0,1,100\n3,0,5\n0,1,20\n2,1,0\n");
    TrafficMatrix m = TrafficMatrixReader.read(f);
    assertEquals(4, m.ranks());
    assertEquals(2, m.pairs());
    assertEquals(120, m.bytes(0, 1));
    assertEquals(5, m.bytes(3, 0));
  }

  @Test
  void aBadLineNamesFileAndLine() throws IOException {
    Path f = tmp.resolve("bad.csv");
    Files.writeString(f, "source,destination,bytes\n0,1,100\n0,x,3\n");
    InputFormatException e = assertThrows(InputFormatException.class, () -> TrafficMatrixReader.read(f));
    assertEquals(f + ":3: expected '<source rank>,<destination rank>,<bytes>' (integers >= 0), got '0,x,3'", e.getMessage());
    Path h = tmp.resolve("header.csv");
    Files.writeString(h, "src,dst,b\n");
    assertEquals(1, assertThrows(InputFormatException.class, () -> TrafficMatrixReader.read(h)).line());
  }
}
