package org.interflow.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import org.interflow.io.FileErrors;
import org.interflow.io.results.RunDirectory;
import org.interflow.io.trace.TraceCheck;
import org.interflow.io.trace.TraceCheckReport;
import org.interflow.io.trace.TraceFormat;
import org.interflow.io.trace.TraceReadOptions;
import org.interflow.io.trace.TraceReaders;
import org.interflow.io.trace.TraceWriters;
import org.interflow.model.traffic.mpi.TraceSink;
import org.interflow.model.traffic.mpi.collective.CollectiveAlgorithms;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code interflow trace}: work on MPI traces without simulating. {@code check} validates a trace
 * (matching sends and receives per rank pair, collective participation, requests); {@code
 * convert} rewrites it in another format Interflow reads.
 */
@Command(name = "trace", mixinStandardHelpOptions = true,
    description = "Check or convert MPI traces (ti, trc, dimemas, goal, dumpi, liballprof).",
    subcommands = {TraceCommand.Check.class, TraceCommand.Convert.class})
final class TraceCommand implements Runnable {
  @picocli.CommandLine.Spec
  picocli.CommandLine.Model.CommandSpec command;

  /** Without a sub-command: the usage, under the full command name ({@code interflow trace}). */
  @Override
  public void run() { command.commandLine().usage(System.out); }

  /** Options shared by the trace subcommands: how to read the input. */
  static final class Input {
    @Parameters(index = "0", paramLabel = "TRACE", description = "Trace file, or a SimGrid index of per-rank files.")
    Path trace;

    @Option(names = "--format", paramLabel = "FORMAT", description = "ti, trc, dimemas, goal, dumpi or liballprof (default: detected).")
    String format;

    @Option(names = "--goal-calc-unit", paramLabel = "SECONDS", defaultValue = "1e-9",
        description = "Seconds per GOAL calc unit (default: ${DEFAULT-VALUE}, Schedgen's ns).")
    double goalCalcSeconds;

    @Option(names = "--trc-compute-unit", paramLabel = "SECONDS", defaultValue = "1e-9",
        description = "Seconds per trc 'c' unit (default: ${DEFAULT-VALUE}).")
    double trcComputeSeconds;

    void read(TraceSink sink) {
      if (!Files.isRegularFile(trace)) throw new UserInputException(trace + ": no such trace file");
      TraceFormat f;
      try {
        f = format == null ? null : TraceFormat.byName(format);
      } catch (IllegalArgumentException e) {
        throw new UserInputException("--format: " + e.getMessage());
      }
      TraceReaders.read(trace, f, new TraceReadOptions(goalCalcSeconds, trcComputeSeconds), sink);
    }
  }

  @Command(name = "check", mixinStandardHelpOptions = true,
      description = {"Validate a trace without simulating it; exit code 1 when it has problems.",
          "Example: interflow trace check traces/simgrid-ti/actions_allreduce.txt"})
  static final class Check implements Callable<Integer> {
    @picocli.CommandLine.Mixin
    Input input = new Input();

    @Override
    public Integer call() {
      TraceCheck check = new TraceCheck();
      input.read(check);
      TraceCheckReport report = check.report();
      System.out.print(report.toText());
      return report.ok() ? 0 : 1;
    }
  }

  @Command(name = "convert", mixinStandardHelpOptions = true,
      description = {"Rewrite a trace in another format (ti, goal or trc) where the semantics allow.",
          "Example: interflow trace convert sweep3d.goal --to ti --out sweep3d.ti"})
  static final class Convert implements Callable<Integer> {
    @picocli.CommandLine.Mixin
    Input input = new Input();

    @Option(names = "--to", paramLabel = "FORMAT", required = true, description = "ti, goal or trc.")
    String to;

    @Option(names = {"-o", "--out"}, paramLabel = "FILE", required = true,
        description = "Output file (TI with --index: the index; per-rank files go to FILE.ranks/).")
    Path out;

    @Option(names = "--index", description = "TI: an index plus one file per rank instead of one shared file.")
    boolean index;

    @Option(names = "--host-speed", paramLabel = "FLOPS", defaultValue = "1e9",
        description = "goal/trc: host speed turning flop amounts into time (default: ${DEFAULT-VALUE}).")
    double hostSpeed;

    @Option(names = "--collectives", paramLabel = "PRESET", defaultValue = "interflow",
        description = "goal: algorithms decomposing collectives: interflow or simgrid (default: ${DEFAULT-VALUE}).")
    String collectives;

    @Option(names = "--force", description = "Replace an existing output.")
    boolean force;

    @Override
    public Integer call() {
      TraceFormat format;
      try {
        format = TraceFormat.byName(to);
      } catch (IllegalArgumentException e) {
        throw new UserInputException("--to: " + e.getMessage());
      }
      var algorithms = switch (collectives) {
        case "interflow" -> CollectiveAlgorithms.defaults();
        case "simgrid" -> CollectiveAlgorithms.smpiDefaults();
        default -> throw new UserInputException("--collectives: expected interflow or simgrid, got '" + collectives + "'");
      };
      Path target = out.toAbsolutePath().normalize();
      Path parent = target.getParent();
      String name = target.getFileName().toString();
      List<Path> outputs = List.of(target, parent.resolve(name + ".ranks"));
      for (Path p : outputs) {
        if (Files.exists(p) && !force) {
          throw new UserInputException(p + " exists; choose another --out or add --force to replace it");
        }
      }
      if (Files.exists(parent) && !Files.isDirectory(parent)) throw new UserInputException("--out: " + parent + " is not a folder");
      Path staging;
      try {
        Files.createDirectories(parent);
        RunDirectory.removeStaleStaging(parent);
        staging = RunDirectory.stagingFor(target);
        delete(staging);
        Files.createDirectory(staging);
      } catch (IOException e) {
        throw new UserInputException("--out: cannot write into " + parent + " (" + FileErrors.reason(e) + "); choose another folder");
      }
      try {
        TraceWriters.Options options = new TraceWriters.Options(index, input.goalCalcSeconds, input.trcComputeSeconds,
            hostSpeed, algorithms::get);
        input.read(TraceWriters.create(format, staging.resolve(name), options));
        List<Path> written = new ArrayList<>();
        try (Stream<Path> s = Files.list(staging)) {
          s.sorted().forEach(written::add);
        }
        for (Path w : written) {
          Path dest = parent.resolve(w.getFileName().toString());
          if (Files.exists(dest)) delete(dest);
          Files.move(w, dest, StandardCopyOption.ATOMIC_MOVE);
        }
        System.out.println(target + ": written as " + format.cliName());
        return 0;
      } catch (IOException e) {
        throw new UncheckedIOException("cannot move the converted trace into " + parent + ": " + FileErrors.reason(e), e);
      } finally {
        try {
          delete(staging);
        } catch (IOException e) {
          System.err.println("interflow: could not remove " + staging + ": " + FileErrors.reason(e));
        }
      }
    }
  }

  private static void delete(Path p) throws IOException {
    if (!Files.exists(p)) return;
    try (Stream<Path> s = Files.walk(p)) {
      for (Path x : (Iterable<Path>) s.sorted(Comparator.reverseOrder())::iterator) Files.delete(x);
    }
  }
}
