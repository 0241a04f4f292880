/**
 * Readers and writers of the files researchers bring and take away: flow lists, topology files
 * (the interflow edge-list text format, GraphML, DOT), results and plots (sub-package results)
 * and, later, traces and workloads. Uses {@code model}; malformed input is reported as an {@link
 * org.interflow.io.InputFormatException} naming file, line and the expected form.
 */
package org.interflow.io;
