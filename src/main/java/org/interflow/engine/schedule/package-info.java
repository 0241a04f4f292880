/**
 * Scheduled runs: drivers that host a {@code model.scheduler.BatchScheduler} over a workload and
 * produce each job's runtime. The logged mode replays the logged runtimes with no network (the
 * classic job-scheduling simulation); the network mode (issue 12, with the engine restructure of
 * issue 10) runs each job's program on the dynamic engine. Uses {@code io.workload} and {@code
 * model}; single-threaded and deterministic.
 */
package org.interflow.engine.schedule;
