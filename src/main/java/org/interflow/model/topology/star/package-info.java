/** The star (flat cluster) family: one switch, every server on its own link. Uses {@code model.topology}. */
package org.interflow.model.topology.star;
