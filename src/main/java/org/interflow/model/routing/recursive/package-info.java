/**
 * Routing on the recursively defined server-centric families (DCell, FiConn, HCN, BCN): the
 * dimensional recursion through each level's bridge link, with proxy cells as the fault-aware and
 * multipath alternatives. Uses {@code model.topology}, {@code model.failure}, {@code model.routing}.
 */
package org.interflow.model.routing.recursive;
