/**
 * OpenSM's single-source-shortest-path routings: the balancing engine shared with PARX, {@code
 * sssp} and the deadlock-free {@code dfsssp}. Uses {@code model.routing} (forwarding tables,
 * lane assignment), {@code model.topology} and {@code model.failure}.
 */
package org.interflow.model.routing.sssp;
