/**
 * Interference, attributed: each job of a run that shared the network is run again alone, on the
 * same servers, network and seed, and its slowdown (together / alone) is set beside the links where
 * other jobs' traffic took most of its time ({@code flows.JobLinkShare}). The alone-runs go through
 * the {@code AloneRunner} interface (the local cores here; a standing cluster through the CLI). Uses the dynamic engine's
 * runner and model; no Akka.
 */
package org.interflow.engine.attribution;
