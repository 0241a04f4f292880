package org.interflow.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.interflow.model.traffic.FlowList;
import org.interflow.model.traffic.PermutationTraffic;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FlowListReaderTest {
  @TempDir
  Path dir;

  private Path file(String text) throws IOException {
    Path f = dir.resolve("flows.txt");
    Files.writeString(f, text);
    return f;
  }

  @Test
  void commentsAndBlankLinesAreSkippedAndFlowsKeepFileOrder() throws IOException {
    FlowList flows = FlowListReader.read(file("# three flows\n\n0 3\n  3\t1   # tab and comment\n2 2\n"), 4);
    assertEquals(3, flows.flowCount());
    assertEquals(0, flows.source(0));
    assertEquals(3, flows.destination(0));
    assertEquals(3, flows.source(1));
    assertEquals(1, flows.destination(1));
    assertEquals(2, flows.source(2));
    assertEquals(2, flows.destination(2));
    assertFalse(flows.hasSizes());
    assertEquals(FlowList.NO_SIZE, flows.sizeBytes(1));
  }

  @Test
  void theOptionalThirdColumnIsTheSizeInBytes() throws IOException {
    FlowList flows = FlowListReader.read(file("0 1 1048576\n1 0\n"), 2);
    assertTrue(flows.hasSizes());
    assertEquals(1_048_576L, flows.sizeBytes(0));
    assertEquals(FlowList.NO_SIZE, flows.sizeBytes(1));
  }

  @Test
  void aMalformedLineNamesFileLineAndTheExpectedForm() throws IOException {
    // line 3 has a destination outside 0..3
    Path f = file("# header\n0 1\n2 4\n");
    InputFormatException e = assertThrows(InputFormatException.class, () -> FlowListReader.read(f, 4));
    assertEquals(f + ":3: expected '<src> <dst> [bytes]' with server ids in 0..3, got '2 4'", e.getMessage());
    assertEquals(3, e.line());
  }

  @Test
  void wordsMissingColumnsExtraColumnsAndNegativeSizesAreMalformed() throws IOException {
    for (String bad : new String[] {"a b", "1", "0 1 2 3", "0 1 -5", "0 1 2kB", "-1 0"}) {
      Path f = file("0 1\n" + bad + "\n");
      InputFormatException e = assertThrows(InputFormatException.class, () -> FlowListReader.read(f, 4), bad);
      assertEquals(f + ":2: expected '<src> <dst> [bytes]' with server ids in 0..3, got '" + bad + "'", e.getMessage());
    }
  }

  @Test
  void aWrittenPatternReadsBackFlowForFlow() throws IOException {
    // bit complement on 8 servers: i -> 7 - i
    Path f = dir.resolve("complement.txt");
    FlowListWriter.write(PermutationTraffic.bitComplement(8), f);
    FlowList flows = FlowListReader.read(f, 8);
    assertEquals(8, flows.flowCount());
    for (int i = 0; i < 8; i++) {
      assertEquals(i, flows.source(i));
      assertEquals(7 - i, flows.destination(i));
    }
  }

  @Test
  void sizesSurviveAWriteAndRead() throws IOException {
    FlowList original = new FlowList(new int[] {0, 1}, new int[] {1, 0}, new long[] {10, FlowList.NO_SIZE}, 2);
    Path f = dir.resolve("sized.txt");
    FlowListWriter.write(original, f);
    FlowList back = FlowListReader.read(f, 2);
    assertEquals(10, back.sizeBytes(0));
    assertEquals(FlowList.NO_SIZE, back.sizeBytes(1));
  }

  @Test
  void aLongFileGrowsTheArrays() throws IOException {
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < 5000; i++) text.append(i % 7).append(' ').append((i + 1) % 7).append('\n');
    FlowList flows = FlowListReader.read(file(text.toString()), 7);
    assertEquals(5000, flows.flowCount());
    assertEquals(4999 % 7, flows.source(4999));
    assertEquals(5000 % 7, flows.destination(4999));
  }
}
