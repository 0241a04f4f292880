/**
 * Minimal routing on Dragonfly+ and Megafly: leaf, spine, global link, spine, leaf, as single,
 * fault-aware and multipath variants. Uses {@code model.topology}, {@code model.failure}, {@code
 * model.routing}.
 */
package org.interflow.model.routing.dragonflyplus;
