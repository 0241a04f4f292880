package org.interflow.io.sweep;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One resolved run of a sweep: the command, its fully resolved configuration in canonical form (the
 * run file every member executes; input files named by their place in a member's input store,
 * {@link InputStore#relativePath}) and the inputs it needs. Its id is the content hash of command
 * and configuration ({@link #idOf}), so two points that resolve alike are one run, and a result
 * written under the id is valid whoever computed it.
 *
 * @param id {@link #idOf}(command, config)
 * @param command the command to run: static, simulate, replay or schedule
 * @param parameters the sweep parameters of this point, name to value as written in the sweep file, in column order
 * @param config the canonical run file (HOCON)
 * @param inputs the files the configuration names, sorted by hash
 */
public record SweepRun(String id, String command, Map<String, String> parameters, String config, List<FileRef> inputs) {
  /** Hex characters of a run id: 80 bits, beyond any sweep's birthday bound. */
  public static final int ID_LENGTH = 20;

  public SweepRun {
    parameters = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(parameters));
    inputs = List.copyOf(inputs);
    if (!id.equals(idOf(command, config))) throw new IllegalArgumentException("run id " + id + " is not the hash of its content");
  }

  /** A run of {@code command} with {@code config}, named by their hash. */
  public static SweepRun of(String command, Map<String, String> parameters, String config, List<FileRef> inputs) {
    return new SweepRun(idOf(command, config), command, parameters, config, inputs);
  }

  /** The first {@link #ID_LENGTH} hex characters of SHA-256("command\nconfig"). */
  public static String idOf(String command, String config) {
    return ContentHash.of(command + "\n" + config).substring(0, ID_LENGTH);
  }
}
