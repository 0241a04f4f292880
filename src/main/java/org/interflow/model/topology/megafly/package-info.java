/**
 * The Megafly family (Flajslik et al., ISC 2018): the Dragonfly+ whose every router has radix k,
 * half its ports down and half up. Uses {@code model.topology} and {@code
 * model.topology.dragonflyplus}.
 */
package org.interflow.model.topology.megafly;
