/**
 * OpenSM's fat-tree routing ({@code ftree}): switch ranking from the leaves and the up/down route
 * assignment balanced for shift patterns. Uses {@code model.routing}, {@code model.topology} and
 * {@code model.failure}.
 */
package org.interflow.model.routing.ftree;
