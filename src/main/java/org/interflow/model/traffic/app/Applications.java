package org.interflow.model.traffic.app;

import org.interflow.model.traffic.TrafficPattern;

/**
 * Factory of the workloads of the dynamic engine under their CLI names, with the grid shapes the
 * CLI uses (for explicit grid sizes or a periodic stencil, call the {@link StencilApplication} and
 * {@link SweepApplication} constructors with a {@link GridShape}). Sizes are bytes and times
 * picoseconds: the CLI parses sizes such as {@code 8KiB} and times such as {@code compute=10us}
 * into them. Every application is immutable and thread-safe (compute nodes may make their
 * programs concurrently), draws randomness only from its seed or from {@link
 * NodeActions#random()}, never sends a message to its own task, and ends with {@link
 * NodeActions#finish()} on every task once all its messages are delivered.
 */
public final class Applications {
  private Applications() {}

  /** {@code stencil2d}: non-periodic, most nearly square grid of {@code tasks} (see {@link StencilApplication}). */
  public static StencilApplication stencil2d(int tasks, long bytes, long computePs, int iterations) {
    return new StencilApplication(GridShape.balanced(tasks, 2, false), bytes, computePs, iterations);
  }

  /** {@code stencil3d}: non-periodic, most nearly cubic grid of {@code tasks} (see {@link StencilApplication}). */
  public static StencilApplication stencil3d(int tasks, long bytes, long computePs, int iterations) {
    return new StencilApplication(GridShape.balanced(tasks, 3, false), bytes, computePs, iterations);
  }

  /** {@code sweep2d}: most nearly square grid, corners alternating (see {@link SweepApplication}). */
  public static SweepApplication sweep2d(int tasks, long bytes, long computePs, int sweeps) {
    return new SweepApplication(GridShape.balanced(tasks, 2, false), bytes, computePs, sweeps, true);
  }

  /** {@code sweep3d}: most nearly cubic grid, corners alternating (octants; see {@link SweepApplication}). */
  public static SweepApplication sweep3d(int tasks, long bytes, long computePs, int sweeps) {
    return new SweepApplication(GridShape.balanced(tasks, 3, false), bytes, computePs, sweeps, true);
  }

  /** {@code nbody}: ring pipeline (see {@link NBodyApplication}). */
  public static NBodyApplication nbody(int tasks, long bytes, long computePs, int iterations) {
    return new NBodyApplication(tasks, bytes, computePs, iterations);
  }

  /** {@code mapreduce}: scatter, shuffle, gather with root 0 (see {@link MapReduceApplication}). */
  public static MapReduceApplication mapreduce(int tasks, long scatterBytes, long shuffleBytes, long gatherBytes, long mapPs, long reducePs) {
    return new MapReduceApplication(tasks, scatterBytes, shuffleBytes, gatherBytes, mapPs, reducePs);
  }

  /** {@code unstructured}: causal random traffic in balanced random rounds (see {@link UnstructuredApplication}). */
  public static UnstructuredApplication unstructured(int tasks, long bytes, long computePs, int fanout, int messages, long seed) {
    return new UnstructuredApplication(tasks, bytes, computePs, fanout, messages, seed);
  }

  /** {@code dcntraffic}: short/long flow mix to random tasks (see {@link DcnTrafficApplication}). */
  public static DcnTrafficApplication dcntraffic(int tasks, int flows, long shortBytes, long longBytes, double longFraction, long gapPs) {
    return new DcnTrafficApplication(tasks, flows, shortBytes, longBytes, longFraction, gapPs);
  }

  /** {@code phased}: a pattern's flows in causal phases (see {@link PhasedApplication}). */
  public static PhasedApplication phased(TrafficPattern pattern, int tasks, long bytes, long phaseFlows) {
    return new PhasedApplication(pattern, tasks, bytes, phaseFlows);
  }
}
