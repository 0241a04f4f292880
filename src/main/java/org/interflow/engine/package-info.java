/**
 * Engines that run model objects: the static engine (route all flows at once, loads and
 * throughputs) and, later, the dynamic engine's event calendar and flow table. Uses {@code model}
 * and {@code io}; never Akka.
 */
package org.interflow.engine;
