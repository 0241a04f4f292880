/**
 * Collective algorithms for MPI trace replay: each class turns a collective into rounds of
 * point-to-point sends and receives per rank (linear, binomial tree, recursive doubling, ring,
 * pairwise exchange, Bruck, scatter-allgather, Rabenseifner, and SimGrid SMPI's defaults), and
 * {@link org.interflow.model.traffic.mpi.collective.CollectiveAlgorithms} selects them by kind and
 * name. Pure, stateless model code; uses only {@code model.traffic.mpi}.
 */
package org.interflow.model.traffic.mpi.collective;
