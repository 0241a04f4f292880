package org.interflow.io.results;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CsvTableTest {
  @Test
  void cellsAreWrittenCanonically(@TempDir Path tmp) throws IOException {
    Path f = tmp.resolve("t.csv");
    try (CsvTable t = new CsvTable(f, "a", "b", "c")) {
      t.cell(0).cell(-42).cell(Long.MAX_VALUE).endRow();
      t.cell(2.0).cell(1.0 / 3).cell("x").endRow();
      t.cell(0.1 + 0.2).cell(-2.5).cell(Long.MIN_VALUE).endRow();
    }
    // 1/3 rounds to 9 decimals; 0.1+0.2 = 0.30000000000000004 rounds to 0.3.
    assertEquals("a,b,c\n0,-42,9223372036854775807\n2,0.333333333,x\n0.3,-2.5,-9223372036854775808\n", Files.readString(f));
  }

  @Test
  void scaledIntegersAreWrittenAsExactDecimals(@TempDir Path tmp) throws IOException {
    Path f = tmp.resolve("s.csv");
    try (CsvTable t = new CsvTable(f, "s")) {
      t.cellScaled(670_633_000L, 12).endRow();      // 670,633,000 ps = 0.000670633 s
      t.cellScaled(1_500_000_000_000L, 12).endRow(); // 1.5 s
      t.cellScaled(2_000_000_000_000L, 12).endRow(); // 2 s
      t.cellScaled(-5, 3).endRow();                  // -0.005
      t.cellScaled(0, 12).endRow();
      t.cellScaled(1, 12).endRow();                  // 1 ps
    }
    assertEquals("s\n0.000670633\n1.5\n2\n-0.005\n0\n0.000000000001\n", Files.readString(f));
  }

  @Test
  void largeTablesCrossTheBufferBoundaryIntact(@TempDir Path tmp) throws IOException {
    Path f = tmp.resolve("big.csv");
    try (CsvTable t = new CsvTable(f, "i", "square")) {
      for (long i = 0; i < 100_000; i++) t.cell(i).cell(i * i).endRow();
    }
    var lines = Files.readAllLines(f);
    assertEquals(100_001, lines.size());
    assertEquals("99999,9999800001", lines.get(100_000));
    assertEquals("65536,4294967296", lines.get(65_537));
  }
}
