/**
 * Readers and writers of MPI traces (SimGrid time-independent, INRFlow/FSIN trc, Dimemas text,
 * GOAL schedules, DUMPI binary or dumpi2ascii text, liballprof) and a checker that validates a trace without
 * simulating it. Every reader streams its input into a {@link
 * org.interflow.model.traffic.mpi.TraceSink}; writers and the checker are sinks. Uses {@code
 * model.traffic.mpi} and {@code io}.
 */
package org.interflow.io.trace;
