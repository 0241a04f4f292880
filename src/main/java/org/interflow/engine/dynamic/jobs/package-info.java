/**
 * Jobs and their scheduling inside a dynamic run: what is submitted ({@code JobSpec}), where it runs
 * ({@code Placement}), and {@code JobControl}, the Scheduler actor's model (arrivals, allocation,
 * barriers, ends, kill times and wake-ups, kills) with its per-cycle input and output. Uses model (scheduler policies, applications).
 */
package org.interflow.engine.dynamic.jobs;
