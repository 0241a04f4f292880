/**
 * Static figures of merit of a (possibly degraded) topology: sizes, hop distances, bisection width,
 * shortest-path diversity and connectivity, as printed by {@code interflow topo}. Pure,
 * deterministic Java over {@code model.topology} and {@code model.failure}; JGraphT only for the
 * global minimum cut.
 */
package org.interflow.model.metrics;
