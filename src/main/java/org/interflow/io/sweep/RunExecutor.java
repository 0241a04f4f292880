package org.interflow.io.sweep;

import java.nio.file.Path;

/**
 * Turns one resolved run into a result directory: the one place where a sweep (or another caller
 * that submits independent runs: attribution's alone-runs) meets the commands. The
 * CLI implements it today by calling the command's in-process entry point with the run file and
 * an {@code --out} directory. Implementations must be safe to call from several threads at once.
 */
@FunctionalInterface
public interface RunExecutor {
  /**
   * Runs {@code run}, whose input files already lie at the paths its configuration names.
   *
   * @param scratch an empty folder of this run alone, for the run file and the results
   * @return the folder holding the run's results (inside {@code scratch})
   * @throws RunFailedException with a one-line reason when the run fails
   */
  Path execute(SweepRun run, Path scratch) throws RunFailedException;

  /** A run that failed: bad input, an error of the command, or an internal error; the message is one line. */
  final class RunFailedException extends Exception {
    private static final long serialVersionUID = 1L;

    public RunFailedException(String message) { super(message); }
  }
}
