/**
 * Minimal-hop single-path routing for any topology, built on the shared BFS distance tables of
 * {@code model.routing}. Uses {@code model.topology} and {@code model.failure}.
 */
package org.interflow.model.routing.shortest;
