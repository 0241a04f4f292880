/**
 * Parameter sweeps as data and files: a sweep's points expanded from a grid and a list, each run
 * resolved to a command and a canonical configuration whose content hash names it, the files that
 * travel by content hash (inputs, results), and the sweep's output folder (one atomically committed
 * directory per run, recorded failures, {@code sweep.csv} and a plot). Running a run is the {@link
 * org.interflow.io.sweep.RunExecutor}'s business. Uses only the JDK, Jackson and io/results.
 */
package org.interflow.io.sweep;
