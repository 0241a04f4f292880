/**
 * Runs the network benchmarks of {@code model.benchmark} on a simulated network: barrier-separated
 * rounds of simultaneous flows on the dynamic engine's flow table (mpiGraph, Netgauge eBB) and
 * IMB-style collectives replayed as MPI programs on the direct runner. Uses {@code engine.dynamic}
 * and {@code model}.
 */
package org.interflow.engine.benchmark;
