/**
 * The dynamic engine's runtime on Akka typed actors: the Coordinator (virtual clock and delta
 * cycles), the Network, one ComputeNode per server hosting tasks, and the Scheduler. Actors are
 * thin shells over the model objects of {@code engine.dynamic}; {@link
 * org.interflow.actors.ActorSimulation} runs one simulation on them.
 */
package org.interflow.actors;
