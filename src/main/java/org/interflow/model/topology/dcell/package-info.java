/**
 * The DCell family (Guo et al., SIGCOMM 2008) and its generalised connection rules (Kliegl et al.,
 * INFOCOM workshops 2010): a recursive server-centric network on {@code model.topology}'s {@code
 * RecursiveLevels}. Uses {@code model.topology}.
 */
package org.interflow.model.topology.dcell;
