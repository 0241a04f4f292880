package org.interflow.model.units;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class UnitsTest {
  private static final double TOLERANCE = 1e-9;

  @Test
  void bandwidthsParseInBitsAndBytes() {
    assertEquals(100e9, Bandwidth.parse("100Gbps").bitsPerSecond(), TOLERANCE);
    assertEquals(12.5e9 * 8, Bandwidth.parse("12.5GBps").bitsPerSecond(), TOLERANCE);
    assertEquals(Bandwidth.parse("100Gbps"), Bandwidth.parse("12.5GBps"));
    assertEquals(1e3, Bandwidth.parse("1kbps").bitsPerSecond(), TOLERANCE);
    var e = assertThrows(IllegalArgumentException.class, () -> Bandwidth.parse("100Gbit"));
    assertTrue(e.getMessage().startsWith("bad bandwidth '100Gbit': expected <number><unit>"));
  }

  @Test
  void sizesParseWithDecimalAndBinaryPrefixes() {
    assertEquals(64 * 1024, DataSize.parse("64KiB").bytes());
    assertEquals(1_000_000, DataSize.parse("1MB").bytes());
    assertEquals(8192, DataSize.parse("8192").bytes());
    assertEquals(1536, DataSize.parse("1.5KiB").bytes());
    assertThrows(IllegalArgumentException.class, () -> DataSize.parse("1.5B"));
    assertThrows(IllegalArgumentException.class, () -> DataSize.parse("3 parsecs"));
  }

  @Test
  void timesParseToPicoseconds() {
    assertEquals(10_000_000, SimTime.parse("10us").picos());
    assertEquals(500_000, SimTime.parse("500ns").picos());
    assertEquals(1_500_000_000_000L, SimTime.parse("1.5s").picos());
    assertEquals(7, SimTime.parse("7ps").picos());
    assertEquals(1_000, SimTime.parse("1e-9s").picos());
    assertThrows(IllegalArgumentException.class, () -> SimTime.parse("10"));
  }
}
