package org.interflow.io.workload;

import java.nio.file.Path;
import org.interflow.io.trace.TraceFormat;

/**
 * What a job of a scenario runs when the network is simulated: a pseudo-application, a synthetic
 * traffic pattern, or an MPI trace. Jobs from a job log run none (their runtime is logged).
 */
public sealed interface JobProgram {
  /** An application spec, as {@code interflow simulate --job} takes it (e.g. {@code stencil2d:iterations=10}). */
  record Application(String spec) implements JobProgram {}

  /** A traffic pattern spec (e.g. {@code alltoall}), run as phases of flows among the job's tasks. */
  record Pattern(String spec) implements JobProgram {}

  /** An MPI trace in any format {@code interflow replay} reads; {@code format} null = detected. */
  record Trace(Path file, TraceFormat format) implements JobProgram {}
}
