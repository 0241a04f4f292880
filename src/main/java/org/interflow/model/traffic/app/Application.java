package org.interflow.model.traffic.app;

/**
 * A workload that runs as tasks on compute nodes: a pseudo-application (stencil, sweep, n-body,
 * MapReduce, unstructured, dcntraffic) or a causal benchmarking pattern. Immutable; it makes one
 * {@link NodeProgram} per task.
 */
public interface Application {
  /** A short name for outputs, e.g. {@code stencil2d}. */
  String name();

  /** Number of tasks. */
  int tasks();

  /** The program of task {@code task} (0 .. tasks-1). */
  NodeProgram program(int task);
}
