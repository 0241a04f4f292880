/**
 * The ExaNeSt link-assignment problem of Pascual, Navaridas, et al. (CEC 2017) as a jMetal problem:
 * the vector encoding with per-position bounds, the guided crossover and mutation, its set-up for
 * {@code optimize.search}, the parallel evaluator, generation tracker and quality indicators.
 * Objectives come from the pure {@code model.metrics.ExanestObjectives}; randomness only from
 * jMetal's generator, reseeded at every generation by {@code optimize.search}.
 */
package org.interflow.optimize.exanest;
