/**
 * Dimension-order routing for the lattice families (torus, mesh, hypercube, HyperX), computed with
 * arithmetic from the builders' link-creation order. Uses {@code model.topology} and its lattice
 * family packages, {@code model.failure} and {@code model.routing}.
 */
package org.interflow.model.routing.dimensionorder;
