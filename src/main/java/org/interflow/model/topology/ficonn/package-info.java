/**
 * The FiConn family (Li et al., INFOCOM 2009): a recursive server-centric network of dual-port
 * servers on {@code model.topology}'s {@code RecursiveLevels}. Uses {@code model.topology}.
 */
package org.interflow.model.topology.ficonn;
