/**
 * Scheduled runs: execution modes that host a {@code model.scheduler.BatchScheduler} over a
 * workload and produce each job's runtime. The logged mode replays the logged runtimes with no
 * network (the classic job-scheduling simulation); the network mode runs each job's program on the
 * dynamic engine, whose job control runs the same scheduler ({@code NetworkScheduleRun} sets it up).
 * Uses {@code engine.dynamic}, {@code io.workload}, {@code io.catalog}, {@code io.trace} and {@code
 * model}; deterministic.
 */
package org.interflow.engine.schedule;
