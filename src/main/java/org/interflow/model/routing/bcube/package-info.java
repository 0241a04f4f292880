/**
 * Routing on BCube: the paper's digit-correcting single path and its k+1 parallel paths, as single,
 * fault-aware and multipath variants. Uses {@code model.topology}, {@code model.failure}, {@code
 * model.routing}.
 */
package org.interflow.model.routing.bcube;
