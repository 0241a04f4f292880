/**
 * The tapered fat-tree family: a k-ary n-tree with fewer top switches, built as the XGFT it is.
 * Uses {@code model.topology} and {@code model.topology.xgft}.
 */
package org.interflow.model.topology.tapered;
