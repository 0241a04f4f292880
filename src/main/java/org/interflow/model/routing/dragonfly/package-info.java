/**
 * Routing on the dragonfly family: minimal (local-global-local) and Valiant (through a per-flow
 * intermediate group), both computed arithmetically from the family's link numbering. Uses {@code
 * model.topology}, {@code model.failure}, {@code model.routing}.
 */
package org.interflow.model.routing.dragonfly;
