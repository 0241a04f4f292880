package org.interflow.cli;

import java.io.UncheckedIOException;
import org.interflow.io.catalog.SpecException;
import org.interflow.io.results.RunDirectory;
import org.slf4j.bridge.SLF4JBridgeHandler;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code interflow} command: dispatches to one sub-command per capability. */
@Command(name = "interflow", mixinStandardHelpOptions = true, version = "Interflow 0.1.0",
    description = "Flow-level simulator of HPC and datacentre interconnects.",
    subcommands = {ListCommand.class, TopoCommand.class, StaticCommand.class, SimulateCommand.class, ExportCommand.class,
        RouterBoundsCommand.class, OptimizeCommand.class, ReplayCommand.class, TraceCommand.class,
        WorkerCommand.class, ScheduleCommand.class})
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
    CommandLine cli = new CommandLine(new Main());
    cli.setExecutionExceptionHandler((e, cmd, parsed) -> {
      if (e instanceof UserInputException || e instanceof SpecException
          || e instanceof RunDirectory.OutputExistsException || isInputFormat(e)) {
        cmd.getErr().println("interflow: " + e.getMessage());
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
    cli.setParameterExceptionHandler((e, a) -> {
      e.getCommandLine().getErr().println("interflow: " + e.getMessage());
      e.getCommandLine().getErr().println("(see: interflow " + e.getCommandLine().getCommandName() + " --help)");
      return BAD_INPUT;
    });
    return cli.execute(args);
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
