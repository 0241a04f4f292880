/**
 * K-shortest-simple-paths multipath routing for any topology, using JGraphT's Yen algorithm on the
 * graph views of {@code model.failure}. Uses {@code model.topology} and {@code model.failure}.
 */
package org.interflow.model.routing.ksp;
