/**
 * The ExaNeSt link-assignment problem of Pascual, Navaridas, et al. (CEC 2017) as a jMetal problem:
 * the vector encoding with per-position bounds, the guided crossover and mutation, a runner for
 * NSGA-II, NSGA-III and SMS-EMOA, and quality indicators. Objectives come from the pure {@code
 * model.metrics.ExanestObjectives}; randomness only from jMetal's generator, seeded once by the caller.
 */
package org.interflow.optimize.exanest;
