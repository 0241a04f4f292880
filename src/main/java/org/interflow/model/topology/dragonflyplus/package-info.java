/**
 * The Dragonfly+ family (Shpiner et al., HiPINEB 2017): groups that are two-level fat trees of leaf
 * and spine routers, the spines' global links joining the groups as in a dragonfly. Uses {@code
 * model.topology} and {@code model.topology.dragonfly} (the global-link arrangements).
 */
package org.interflow.model.topology.dragonflyplus;
