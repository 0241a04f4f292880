/**
 * Readers and writers: topology files (edge list, GraphML, DOT), flow lists, results (JSON, CSV)
 * and plots. Uses {@code model} only; malformed input raises {@code InputFormatException} naming
 * file, line and the expected form.
 */
package org.interflow.io;
