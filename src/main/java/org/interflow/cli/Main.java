package org.interflow.cli;

import java.io.UncheckedIOException;
import org.interflow.io.catalog.SpecException;
import org.interflow.io.results.RunDirectory;
import org.interflow.model.units.TimeHorizonException;
import org.slf4j.bridge.SLF4JBridgeHandler;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code interflow} command: dispatches to one sub-command per capability. */
@Command(name = "interflow", mixinStandardHelpOptions = true, version = "Interflow 0.1.0",
    description = "Flow-level simulator of HPC and datacentre interconnects.",
    subcommands = {ListCommand.class, TopoCommand.class, StaticCommand.class, SimulateCommand.class, ExportCommand.class,
        RouterBoundsCommand.class, OptimizeCommand.class, ReplayCommand.class, TraceCommand.class,
        WorkerCommand.class, NetbenchCommand.class, ScheduleCommand.class, SweepCommand.class, ClusterCommand.class})
public final class Main implements Runnable {
  /** Exit code for bad input (arguments, files, specs). */
  public static final int BAD_INPUT = 2;

  public static void main(String[] args) {
    System.exit(run(args));
  }

  /** Runs the CLI and returns the exit code (tests call this instead of {@link #main}). */
  public static int run(String... args) {
    SLF4JBridgeHandler.removeHandlersForRootLogger();
    SLF4JBridgeHandler.install();
    return execute(null, null, args);
  }

  /**
   * Runs one command in this JVM for a caller that is a command itself (a sweep's run, through
   * {@link InProcessRunExecutor}): no logging set-up; the command's one-line result goes to {@code
   * out} and the one-line error of a failure to {@code err} (null: stdout, stderr). Thread-safe:
   * each call has its own command objects.
   */
  static int execute(java.io.PrintWriter out, java.io.PrintWriter err, String... args) {
    CommandLine cli = new CommandLine(new Main());
    if (out != null) cli.setOut(out);
    if (err != null) cli.setErr(err);
    cli.setExecutionExceptionHandler((e, cmd, parsed) -> {
      if (e instanceof UserInputException || e instanceof SpecException
          || e instanceof RunDirectory.OutputExistsException || isInputFormat(e)) {
        cmd.getErr().println("interflow: " + e.getMessage());
        return BAD_INPUT;
      }
      TimeHorizonException horizon = horizonCause(e);
      if (horizon != null) {  // a run that would pass its clock's horizon: the actor runtime wraps it
        cmd.getErr().println("interflow: " + horizon.getMessage());
        return BAD_INPUT;
      }
      if (e instanceof org.interflow.cluster.ClusterJoinException) {
        cmd.getErr().println("interflow: " + e.getMessage());
        return 1;
      }
      if (e instanceof UncheckedIOException io) {
        cmd.getErr().println("interflow: " + io.getMessage());
        return 1;
      }
      throw e;
    });
    cli.setParameterExceptionHandler((e, a) -> badArguments(e));
    return cli.execute(args);
  }

  /**
   * Prints a bad command line's one-line reason and where help is ({@code interflow trace check
   * --help}, the full command path); a word where a sub-command was expected is an unknown
   * command, with the closest one suggested and the valid ones listed.
   */
  private static int badArguments(CommandLine.ParameterException e) {
    CommandLine cmd = e.getCommandLine();
    java.io.PrintWriter err = cmd.getErr();
    String name = cmd.getCommandSpec().qualifiedName();
    java.util.List<String> unmatched = e instanceof CommandLine.UnmatchedArgumentException u ? u.getUnmatched() : java.util.List.of();
    java.util.Set<String> commands = cmd.getSubcommands().keySet();
    if (!commands.isEmpty() && !unmatched.isEmpty() && !unmatched.get(0).startsWith("-")) {
      String typed = unmatched.get(0);
      err.println("interflow: unknown command '" + typed + "' for '" + name + "'"
          + CommandNames.closest(typed, commands).map(c -> "; did you mean '" + name + " " + c + "'?").orElse("")
          + " (commands: " + String.join(", ", commands) + ")");
    } else {
      err.println("interflow: " + e.getMessage());
    }
    err.println("(see: " + name + " --help)");
    return BAD_INPUT;
  }

  /** The {@link TimeHorizonException} {@code e} is or was caused by, else null. */
  private static TimeHorizonException horizonCause(Throwable e) {
    for (Throwable t = e; t != null; t = t.getCause()) if (t instanceof TimeHorizonException h) return h;
    return null;
  }

  private static boolean isInputFormat(Exception e) {
    return e instanceof org.interflow.io.InputFormatException
        || e instanceof org.interflow.io.trace.TraceConversionException;
  }

  @Override
  public void run() {
    new CommandLine(this).usage(System.out);
  }
}
