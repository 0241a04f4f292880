/**
 * The immutable network model: servers, switches, full-duplex links and ports in compact arrays,
 * the builder families use to wire them, and one sub-package per topology family. Uses only
 * {@code model.units} and JGraphT (for the graph view).
 */
package org.interflow.model.topology;
