/**
 * The Slim Fly family (Besta and Hoefler, SC 2014): the diameter-2 McKay-Miller-Širáň router
 * graphs over a finite field, with servers on every router. Uses {@code model.topology}.
 */
package org.interflow.model.topology.slimfly;
