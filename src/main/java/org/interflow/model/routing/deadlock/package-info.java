/**
 * Deadlock analysis of destination-based routings: channel dependency graphs per virtual lane and
 * DFSSSP's lane assignment that breaks their cycles. Uses {@code model.routing} and {@code
 * model.topology}.
 */
package org.interflow.model.routing.deadlock;
