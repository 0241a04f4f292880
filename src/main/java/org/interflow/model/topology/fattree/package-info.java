/**
 * Fat-tree families: the k-ary n-tree of Petrini and Vanneschi and the k:k'-ary n-tree (thin tree)
 * of INRFlow. Both are XGFTs and are wired by {@code model.topology.xgft}; uses {@code
 * model.topology}.
 */
package org.interflow.model.topology.fattree;
