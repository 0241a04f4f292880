/**
 * The dynamic engine's model objects: the flow model (routing, latency, bandwidth sharing,
 * deliveries), the event calendar, task hosts running node programs, link utilisation recording,
 * and a direct single-thread runner. Pure Java, no Akka: the actors in {@code actors} hold these.
 */
package org.interflow.engine.dynamic;
