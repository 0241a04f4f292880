/**
 * Routing on DPillar: the paper's single-path helix routing in either direction and its n/2-path
 * multipath construction, as single, fault-aware and multipath variants. Uses {@code
 * model.topology}, {@code model.failure}, {@code model.routing}.
 */
package org.interflow.model.routing.dpillar;
