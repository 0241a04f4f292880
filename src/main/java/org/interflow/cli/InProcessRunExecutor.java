package org.interflow.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import org.interflow.io.sweep.RunExecutor;
import org.interflow.io.sweep.SweepRun;

/**
 * The {@link RunExecutor} of today's commands: writes the run's configuration as a run file into
 * the scratch folder and runs {@code interflow <command> <run file> --out <scratch>/<id>} in this
 * JVM through the CLI's own entry point, as a user would type it; a non-zero exit code is a failed
 * run whose reason is the command's one-line error. When the commands become plain services this is
 * the one class to re-point.
 */
final class InProcessRunExecutor implements RunExecutor {
  /** The commands a sweep may run. */
  static final Set<String> COMMANDS = Set.of("static", "simulate", "replay", "schedule");

  @Override
  public Path execute(SweepRun run, Path scratch) throws RunFailedException {
    if (!COMMANDS.contains(run.command())) {
      throw new RunFailedException("'" + run.command() + "' cannot be swept (commands: " + String.join(", ", new java.util.TreeSet<>(COMMANDS)) + ")");
    }
    Path runFile = scratch.resolve("run.conf");
    Path out = scratch.resolve(run.id());
    try {
      Files.writeString(runFile, run.config(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new RunFailedException("cannot write " + runFile + ": " + e.getMessage());
    }
    StringWriter errors = new StringWriter();
    int code;
    // the run's one-line result names its scratch folder and would interleave with other runs':
    // the sweep reports runs itself (progress, sweep.csv)
    try (PrintWriter err = new PrintWriter(errors); PrintWriter quiet = new PrintWriter(Writer.nullWriter())) {
      code = Main.execute(quiet, err, run.command(), runFile.toString(), "--out", out.toString());
    } catch (RuntimeException | StackOverflowError e) {
      throw new RunFailedException("internal error: " + e);
    }
    if (code != 0) {
      String message = errors.toString().lines().filter(l -> !l.isBlank()).findFirst().orElse("exit code " + code);
      // the scratch folder differs between members: keep it out of the message, which lands in sweep.csv
      throw new RunFailedException(message.replace(scratch + java.io.File.separator, "").replace("interflow: ", ""));
    }
    return out;
  }
}
