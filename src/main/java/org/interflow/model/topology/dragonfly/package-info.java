/**
 * The dragonfly family (Kim et al., ISCA 2008): fully connected groups of routers joined by global
 * links under a chosen arrangement rule, with the arithmetic link numbering its routings share.
 * Uses {@code model.topology}.
 */
package org.interflow.model.topology.dragonfly;
