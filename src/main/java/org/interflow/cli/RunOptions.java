package org.interflow.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** Options every run command shares: run file, {@code --set}, shortcuts for common keys, output folder. */
public final class RunOptions {
  @Parameters(index = "0", arity = "0..1", paramLabel = "RUN.conf",
      description = "Run file (HOCON, keys as in application.conf). Optional: every key can be given with --set.")
  Path runFile;

  @Option(names = "--set", paramLabel = "KEY=VALUE", description = "Override a key, e.g. --set seed=7 or --set interflow.link.capacity=200Gbps.")
  List<String> sets = new ArrayList<>();

  @Option(names = {"-t", "--topology"}, paramLabel = "SPEC", description = "Network, e.g. fattree:k=4,n=3 (interflow list).")
  String topology;

  @Option(names = {"-r", "--routing"}, paramLabel = "NAME", description = "Routing, e.g. dmodk, ecmp, ksp:k=4 (default: the family's).")
  String routing;

  @Option(names = "--seed", description = "Seed of every random choice.")
  Long seed;

  @Option(names = "--threads", description = "Worker threads (0 = all cores); results do not depend on it.")
  Integer threads;

  @Option(names = "--failures", paramLabel = "AMOUNT", description = "Fail links: a fraction (0.05) or a count (12).")
  String failures;

  @Option(names = "--fail", paramLabel = "TARGET", description = "What --failures hits: links or switches.")
  String failTarget;

  @Option(names = {"-o", "--out"}, paramLabel = "DIR", description = "Run directory (default: runs/<command>-NNN).")
  Path out;

  @Option(names = "--force", description = "Replace the results already in --out.")
  boolean force;

  /** The overrides these options stand for, after the explicit --set ones. */
  List<String> overrides(List<String> extra) {
    List<String> all = new ArrayList<>(sets);
    if (topology != null) all.add("topology=\"" + topology + "\"");
    if (routing != null) all.add("routing=\"" + routing + "\"");
    if (seed != null) all.add("seed=" + seed);
    if (threads != null) all.add("threads=" + threads);
    if (failures != null) all.add("failures.amount=" + failures);
    if (failTarget != null) all.add("failures.target=\"" + failTarget + "\"");
    all.addAll(extra);
    return all;
  }

  RunConfig load(List<String> extra) { return RunConfig.load(runFile, overrides(extra)); }
}
