/**
 * The jMetal side of router/compute-node network search (design notebook): the connections
 * database as a solution, the notebook's swap mutations, and the problem whose objectives are hop
 * counts, bisection width and routers bought. The networks themselves are built and measured by
 * {@code model.topology.routernet} and {@code model.metrics}.
 */
package org.interflow.optimize.routernet;
