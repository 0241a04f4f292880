/**
 * Extended generalized fat trees XGFT(h; m1..mh; w1..wh) with optional parallel links, the one
 * wiring rule behind every tree family here (k-ary n-trees and thin trees are XGFTs), and the
 * level/digit arithmetic that builders and tree routings share. Uses {@code model.topology}.
 */
package org.interflow.model.topology.xgft;
