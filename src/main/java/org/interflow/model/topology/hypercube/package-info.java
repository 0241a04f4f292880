/**
 * The hypercube (binary n-cube) family, a special case of HyperX wired by the HyperX builder. Uses
 * {@code model.topology} and {@code model.topology.hyperx}.
 */
package org.interflow.model.topology.hypercube;
