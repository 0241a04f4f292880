/**
 * The multi-rail fat-tree family: r disjoint k-ary n-trees (rails) sharing the servers, each server
 * with one port per rail, built as the XGFT it is. Uses {@code model.topology} and {@code
 * model.topology.xgft}.
 */
package org.interflow.model.topology.multirail;
