package org.interflow.io.results;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The hand-written number formatting against the JDK's (a second method). */
class AsciiOutputTest {
  private static final long SEED = 17;
  @TempDir Path dir;

  @Test
  void integersAreWrittenAsLongToStringWritesThem() throws IOException {
    // the edges of the two-digit steps and of the int fast path, then random values of every length
    long[] edges = {0, 1, 9, 10, 11, 99, 100, 101, 999, 1000, Integer.MAX_VALUE, Integer.MAX_VALUE + 1L,
        Integer.MIN_VALUE, -1, -10, -99, -100, 1_000_000_000_000L, 99_999_999_999L, Long.MAX_VALUE, Long.MIN_VALUE,
        Long.MIN_VALUE + 1};
    StringBuilder expected = new StringBuilder();
    Path file = dir.resolve("numbers.txt");
    SplittableRandom random = new SplittableRandom(SEED);
    try (AsciiOutput out = new AsciiOutput(file)) {
      for (long v : edges) {
        out.number(v);
        out.put('\n');
        expected.append(v).append('\n');
      }
      for (int i = 0; i < 20_000; i++) {
        long v = random.nextLong() >> random.nextInt(64);  // every magnitude, both signs
        out.number(v);
        out.put('\n');
        expected.append(v).append('\n');
      }
    }
    assertEquals(expected.toString(), Files.readString(file, StandardCharsets.US_ASCII));
  }

  @Test
  void fractionsAreZeroPaddedToTheirDecimalsAsStringFormatPadsThem() throws IOException {
    StringBuilder expected = new StringBuilder();
    Path file = dir.resolve("fractions.txt");
    SplittableRandom random = new SplittableRandom(SEED);
    try (AsciiOutput out = new AsciiOutput(file)) {
      for (int decimals = 1; decimals <= 18; decimals++) {
        long bound = 1;
        for (int i = 0; i < decimals; i++) bound *= 10;
        long[] values = {0, 1, bound / 10, bound - 1, random.nextLong(bound), random.nextLong(bound / 10 + 1)};
        for (long f : values) {
          out.fractionDigits(f, decimals);
          out.put('\n');
          expected.append(String.format("%0" + decimals + "d", f)).append('\n');
        }
      }
    }
    assertEquals(expected.toString(), Files.readString(file, StandardCharsets.US_ASCII));
  }
}
