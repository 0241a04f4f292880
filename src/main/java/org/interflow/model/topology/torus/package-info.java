/**
 * The torus (k-ary n-cube) and mesh families: switches on an n-dimensional lattice of any sizes,
 * each joined to its neighbours in every dimension, with or without wrap-around links. Uses
 * {@code model.topology}.
 */
package org.interflow.model.topology.torus;
