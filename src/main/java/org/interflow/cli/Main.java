package org.interflow.cli;

import java.io.UncheckedIOException;
import java.util.List;
import org.interflow.io.catalog.SpecException;
import org.interflow.io.results.RunDirectory;
import org.interflow.model.units.TimeHorizonException;
import org.slf4j.bridge.SLF4JBridgeHandler;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * The {@code interflow} command: dispatches to one sub-command per capability.
 *
 * <p>The sub-commands are registered when a command line is parsed, and only the one it names
 * when it names one ({@link #commandsFor}): picocli builds a command's model (its options, by
 * reflection) when the command is registered, which for all fourteen took about 0.19 s of every
 * start against 0.08 s for one (measured with the launcher's class-data archive). A line that
 * names none ({@code --help}, a typo) gets them all, for the usage and the suggestions.
 */
@Command(name = "interflow", mixinStandardHelpOptions = true, version = "Interflow 0.1.0",
    description = "Flow-level simulator of HPC and datacentre interconnects.")
public final class Main implements Runnable {
  /** Exit code for bad input (arguments, files, specs). */
  public static final int BAD_INPUT = 2;
  /** The sub-commands, in the order of the usage. */
  static final List<Class<?>> COMMANDS = List.of(ListCommand.class, TopoCommand.class, StaticCommand.class,
      SimulateCommand.class, ExportCommand.class, RouterBoundsCommand.class, OptimizeCommand.class, ReplayCommand.class,
      TraceCommand.class, WorkerCommand.class, NetbenchCommand.class, ScheduleCommand.class, SweepCommand.class,
      ClusterCommand.class);

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
    for (Class<?> command : commandsFor(args)) cli.addSubcommand(command);
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

  /** The sub-command {@code args} names first, alone, or every sub-command when it names none. */
  static List<Class<?>> commandsFor(String... args) {
    if (args.length > 0) {
      for (Class<?> command : COMMANDS) {
        if (command.getAnnotation(Command.class).name().equals(args[0])) return List.of(command);
      }
    }
    return COMMANDS;
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

  @Spec private CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(System.out);
  }
}
