/**
 * The HyperX family (Ahn et al. 2009): an L-dimensional lattice of switches with every dimension
 * fully connected and optional link trunking; flattened butterflies and hypercubes are special
 * cases. Uses {@code model.topology}.
 */
package org.interflow.model.topology.hyperx;
