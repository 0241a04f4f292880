package org.interflow.io.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The contract every registered trace format keeps: its name round-trips, its description is one
 * line, detection recognises a sample of it, and its reader streams that sample's ranks. A format
 * added without a sample here fails.
 */
class TraceReaderContractTest {
  /** A sample of each format and its rank count (read off the files by hand). */
  private static final Map<TraceFormat, Sample> SAMPLES = Map.of(
      TraceFormat.TI, new Sample("traces/simgrid-ti/actions_bcast.txt", 3),
      TraceFormat.TRC, new Sample("src/test/resources/traces/hand/pingpong.trc", 3),
      TraceFormat.DIMEMAS, new Sample("src/test/resources/traces/hand/three-tasks.dim", 3),
      TraceFormat.GOAL, new Sample("traces/goal/sweep3d-2x2.derived.goal", 4),
      TraceFormat.DUMPI, new Sample("traces/dumpi/testtrace/testtrace.meta", 4),
      TraceFormat.LIBALLPROF, new Sample("traces/liballprof/bcast/trace_bcast-0.dat", 4));

  private record Sample(String path, int ranks) {}

  @ParameterizedTest
  @EnumSource(TraceFormat.class)
  void everyFormatIsNamedDetectedAndRead(TraceFormat format) {
    assertEquals(format, TraceFormat.byName(format.cliName().toUpperCase(java.util.Locale.ROOT)));
    assertFalse(format.description().isBlank());
    assertFalse(format.description().contains("\n"));
    Sample sample = SAMPLES.get(format);
    assertTrue(sample != null, format + " has no sample in this contract test");
    Path file = Path.of(sample.path());
    assertEquals(format, TraceFormat.detect(file));
    RecordingSink sink = new RecordingSink();
    format.reader(TraceReadOptions.DEFAULTS).read(file, sink);
    assertEquals(sample.ranks(), sink.ranks);
  }
}
