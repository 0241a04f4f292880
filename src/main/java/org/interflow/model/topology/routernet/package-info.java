/**
 * Router/compute-node networks of the router-network design notebook: N compute nodes with n ports
 * each, M routers with m ports each, wired from a connections database, with the notebook's bounds
 * on the router count and the hop counts between compute nodes. Uses {@code model.topology} and
 * {@code model.units} only.
 */
package org.interflow.model.topology.routernet;
