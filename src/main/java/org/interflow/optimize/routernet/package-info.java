/**
 * The jMetal side of router/compute-node network search (design notebook): the connections
 * database as a solution, the notebook's swap mutations, the problem whose objectives are hop
 * counts, bisection width and routers bought, and its set-up for {@code optimize.search}. The networks themselves are built and measured by
 * {@code model.topology.routernet} and {@code model.metrics}.
 */
package org.interflow.optimize.routernet;
