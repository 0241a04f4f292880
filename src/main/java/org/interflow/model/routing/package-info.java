/**
 * How flows are routed: the {@code RoutingAlgorithm} role, shared path utilities, generic routings
 * (shortest path, ECMP, k shortest paths, all paths) and per-family routings. Uses {@code
 * model.topology} and {@code model.failure}.
 */
package org.interflow.model.routing;
