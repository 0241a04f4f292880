/** Routing on the star family. Uses {@code model.topology}, {@code model.failure}, {@code model.routing}. */
package org.interflow.model.routing.star;
