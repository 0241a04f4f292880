/**
 * Minimal routing on Slim Fly: the direct router link or one intermediate router, as single,
 * fault-aware and multipath variants. Uses {@code model.topology}, {@code model.failure}, {@code
 * model.routing}.
 */
package org.interflow.model.routing.slimfly;
