/**
 * MPI semantics for trace replay: the actions a trace records per rank ({@link
 * org.interflow.model.traffic.mpi.MpiAction}), the compact store they are replayed from ({@link
 * org.interflow.model.traffic.mpi.ActionTape}), the rank programs that replay them on the dynamic
 * engine (envelope matching, INTERFLOW and SIMGRID protocols, non-blocking requests, collective
 * rounds; {@link org.interflow.model.traffic.mpi.MpiRankProgram}, {@link
 * org.interflow.model.traffic.mpi.TraceApplication}) and the collective algorithms that turn each
 * collective into point-to-point messages. Pure model code; uses {@code model.traffic} and its
 * {@code app} node-program contract.
 */
package org.interflow.model.traffic.mpi;
