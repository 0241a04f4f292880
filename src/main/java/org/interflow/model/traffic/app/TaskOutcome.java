package org.interflow.model.traffic.app;

/**
 * What one task reports about itself at the end of a run ({@link NodeProgram#outcome()}), beyond
 * what the engine sees (times, flows): an MPI rank's statistics, timeline and traffic, for
 * instance. The engine carries it in the run's result, by job and task. Implementations are
 * immutable values with content-based {@code equals}, so results of two runtimes can be compared.
 */
public interface TaskOutcome {}
