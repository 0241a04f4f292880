/**
 * The DPillar family (Liao et al., INFOCOM 2010): dual-port servers in k columns on a ring, every
 * two neighbouring columns joined by a column of n-port switches. Uses {@code model.topology}.
 */
package org.interflow.model.topology.dpillar;
