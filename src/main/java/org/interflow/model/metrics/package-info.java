/**
 * Figures of merit: static ones of a (possibly degraded) topology (sizes, hop distances, bisection
 * width, shortest-path diversity, connectivity, as printed by {@code interflow topo}) and order
 * statistics of run results such as flow completion times. Pure, deterministic Java over
 * {@code model.topology} and {@code model.failure}; JGraphT only for the global minimum cut.
 */
package org.interflow.model.metrics;
