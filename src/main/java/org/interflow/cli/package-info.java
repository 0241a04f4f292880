/**
 * The command line: picocli commands, run-file and {@code --set} loading into validated specs,
 * progress output and result reports. The only layer that reads Typesafe Config keys.
 */
package org.interflow.cli;
