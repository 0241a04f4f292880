package org.interflow.io.trace;

import java.nio.file.Path;
import java.util.function.Function;
import org.interflow.model.traffic.mpi.CollectiveAlgorithm;
import org.interflow.model.traffic.mpi.MpiAction.CollectiveKind;
import org.interflow.model.traffic.mpi.TraceSink;

/** Entry point of {@code interflow trace convert}: the writer (a {@link TraceSink}) for a target format. */
public final class TraceWriters {
  private TraceWriters() {}

  /**
   * Choices a conversion needs beyond the target file.
   *
   * @param tiIndexed TI: write an index plus per-rank files instead of one shared file
   * @param goalCalcSeconds GOAL: seconds per {@code calc} unit (1e-9)
   * @param trcComputeSeconds trc: seconds per {@code c} unit (1e-9)
   * @param flopsPerSecond GOAL and trc: host speed turning flop amounts into time
   * @param algorithms GOAL: the algorithm decomposing each collective kind, or null to refuse collectives
   */
  public record Options(boolean tiIndexed, double goalCalcSeconds, double trcComputeSeconds, double flopsPerSecond,
      Function<CollectiveKind, CollectiveAlgorithm> algorithms) {
    /** Shared TI file, nanosecond GOAL/trc units, 1 Gflop/s, no collective decomposition. */
    public static Options defaults() { return new Options(false, 1e-9, 1e-9, 1e9, null); }
  }

  /**
   * A writer of {@code out} in format {@code to}: {@link TiTraceWriter}, {@link GoalTraceWriter} or
   * {@link TrcTraceWriter}.
   *
   * @throws TraceConversionException for Dimemas, DUMPI and liballprof, which Interflow reads but does not write
   */
  public static TraceSink create(TraceFormat to, Path out, Options options) {
    return switch (to) {
      case TI -> options.tiIndexed() ? TiTraceWriter.indexed(out) : TiTraceWriter.sharedFile(out);
      case GOAL -> new GoalTraceWriter(out, options.goalCalcSeconds(), options.flopsPerSecond(), options.algorithms());
      case TRC -> new TrcTraceWriter(out, options.trcComputeSeconds(), options.flopsPerSecond());
      case DIMEMAS, DUMPI, LIBALLPROF -> throw new TraceConversionException("Interflow reads " + to.cliName()
          + " traces but does not write them; convert to ti, goal or trc");
    };
  }
}
