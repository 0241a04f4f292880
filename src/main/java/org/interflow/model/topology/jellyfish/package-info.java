/**
 * The Jellyfish family (Singla et al., NSDI 2012): switches wired as a seeded random regular graph,
 * each serving a fixed number of servers. Uses {@code model.topology}.
 */
package org.interflow.model.topology.jellyfish;
