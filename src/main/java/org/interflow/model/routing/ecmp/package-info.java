/**
 * Equal-cost multipath routing for any topology: a flow is spread over all of its minimal paths,
 * enumerated from the shared BFS distance tables of {@code model.routing}. Uses {@code
 * model.topology} and {@code model.failure}.
 */
package org.interflow.model.routing.ecmp;
