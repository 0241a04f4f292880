/**
 * The problem-independent part of the design searches: the jMetal algorithms with a hook at every
 * generation boundary (jMetal's global generator reseeded from seed, run and generation; checkpoints),
 * the checkpoint file that lets a run resume, and the generic seeded run that the ExaNeSt and
 * router-network problems plug into. Uses jMetal, {@code model/} and {@code engine/}; no Akka.
 */
package org.interflow.optimize.search;
