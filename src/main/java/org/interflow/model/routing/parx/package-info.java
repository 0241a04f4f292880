/**
 * PARX, the pattern-aware routing for 2D HyperX of the seed paper: quadrants and the link-removal
 * rules, Table 1's choice of virtual destination by message size, the normalised demand profile
 * and the routing itself. Uses {@code model.routing} (its SSSP engine and lane assignment), {@code
 * model.topology} and {@code model.failure}.
 */
package org.interflow.model.routing.parx;
