/**
 * The outcome of a dynamic run: {@code SimulationResult} with its jobs, flows, task intervals and
 * link utilisation. Immutable values. Uses flows (records, utilisation) and tasks (intervals).
 */
package org.interflow.engine.dynamic.results;
