/**
 * Workloads of many jobs for {@code interflow schedule}: the streaming Standard Workload Format
 * reader (job logs of the Parallel Workloads Archive), the rules that turn logged jobs into
 * scheduler jobs (windows, cores per node, estimates, scaling, skipped jobs), and the workload they
 * make. Uses {@code model} (scheduler, units) and {@code io.trace} for trace formats; never reads
 * configuration (scenario files are read at the CLI edge).
 */
package org.interflow.io.workload;
