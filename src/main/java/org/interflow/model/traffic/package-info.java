/**
 * Traffic: synthetic flow patterns (uniform, hot spot, permutations, all-to-all, ...) and flow-list
 * files; later the MPI operation model and applications. Uses {@code model.topology}.
 */
package org.interflow.model.traffic;
