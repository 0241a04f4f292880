/**
 * The MPI network benchmarks of the HyperX study as simulated workloads, and their analysis:
 * mpiGraph's shift steps and pair bandwidths, Netgauge's random bisections and effective
 * bisection bandwidth, IMB-style collective calls and their timings. Pure, deterministic Java;
 * uses {@code model.traffic} (the MPI actions of collectives) and {@code model.units}.
 */
package org.interflow.model.benchmark;
