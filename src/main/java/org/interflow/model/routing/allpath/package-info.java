/**
 * AllPath-d multipath routing for any topology: every simple path at most d hops longer than the
 * shortest, enumerated with the shared BFS distance tables of {@code model.routing}. Uses {@code
 * model.topology} and {@code model.failure}.
 */
package org.interflow.model.routing.allpath;
