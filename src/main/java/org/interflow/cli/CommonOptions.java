package org.interflow.cli;

import java.util.ArrayList;
import java.util.List;
import org.interflow.io.catalog.CompatPresets;
import picocli.CommandLine.Option;

/** Options every command that reads the configuration shares: {@code --set}, seed, threads, failures. */
public final class CommonOptions {
  @Option(names = "--set", paramLabel = "KEY=VALUE", description = "Override a key, e.g. --set seed=7 or --set interflow.link.capacity=200Gbps.")
  List<String> sets = new ArrayList<>();

  @Option(names = "--seed", description = "Seed of every random choice.")
  Long seed;

  @Option(names = "--threads", description = "Worker threads (0 = all cores; the actor runtime: one dispatcher thread); results do not depend on it.")
  Integer threads;

  @Option(names = "--failures", paramLabel = "AMOUNT", description = "Fail links: a fraction (0.05) or a count (12).")
  String failures;

  @Option(names = "--fail", paramLabel = "TARGET", description = "What --failures hits: links or switches.")
  String failTarget;

  @Option(names = "--compat", paramLabel = "PRESET",
      description = "Another simulator's conventions, e.g. inrflow (interflow list); a run file or --set still overrides each.")
  String compat;

  /** The settings of the --compat preset, none without one: they lie under the run file and every override. */
  List<String> preset() {
    return compat == null ? List.of() : CompatPresets.preset(compat).overrides();
  }

  /** The {@code --set} overrides these options stand for, explicit ones first. */
  List<String> overrides() {
    List<String> all = new ArrayList<>(sets);
    if (seed != null) all.add("seed=" + seed);
    if (threads != null) all.add("threads=" + threads);
    if (failures != null) all.add("failures.amount=" + failures);
    RunConfig.override(all, "failures.target", failTarget);
    return all;
  }
}
