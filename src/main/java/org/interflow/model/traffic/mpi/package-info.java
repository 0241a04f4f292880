/**
 * MPI semantics for trace replay: the actions a trace records per rank ({@link
 * org.interflow.model.traffic.mpi.MpiAction}), the rank programs that replay them on the dynamic
 * engine (matching, eager and rendezvous protocols, non-blocking requests) and the collective
 * algorithms that turn each collective into point-to-point messages. Pure model code.
 */
package org.interflow.model.traffic.mpi;
