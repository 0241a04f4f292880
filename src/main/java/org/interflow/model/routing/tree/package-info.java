/**
 * Routing on tree families (k-ary n-trees, thin trees, XGFTs): the destination- and source-mod-k
 * routings, which compute each path from id digits alone. Uses {@code model.topology} (and its
 * {@code xgft} layout), {@code model.failure} and {@code model.routing}.
 */
package org.interflow.model.routing.tree;
