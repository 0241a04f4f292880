package org.interflow.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** Options of the run commands: run file, the common options, network shortcuts, output folder. */
public final class RunOptions {
  @Parameters(index = "0", arity = "0..1", paramLabel = "RUN.conf",
      description = "Run file (HOCON, keys as in application.conf). Optional: every key can be given with --set.")
  Path runFile;

  @Mixin
  CommonOptions common;

  @Option(names = {"-t", "--topology"}, paramLabel = "SPEC", description = "Network, e.g. fattree:k=4,n=3 (interflow list).")
  String topology;

  @Option(names = {"-r", "--routing"}, paramLabel = "NAME", description = "Routing, e.g. dmodk, ecmp, ksp:k=4 (default: the family's).")
  String routing;

  @Option(names = {"-o", "--out"}, paramLabel = "DIR", description = "Run directory (default: runs/<command>-NNN).")
  Path out;

  @Option(names = "--force", description = "Replace the results already in --out.")
  boolean force;

  @Spec(Spec.Target.MIXEE)
  CommandSpec command;

  /** Where the command prints its one-line result: standard output, or what the caller of {@link Main#execute} chose. */
  PrintWriter console() { return command.commandLine().getOut(); }

  /** Loads the configuration: defaults, run file, then these options and {@code extra} overrides. */
  RunConfig load(List<String> extra) {
    List<String> all = common.overrides();
    RunConfig.override(all, "topology", topology);
    RunConfig.override(all, "routing", routing);
    all.addAll(extra);
    return RunConfig.load(runFile, common.preset(), all);
  }
}
