package org.interflow.cli;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigException;
import com.typesafe.config.ConfigFactory;
import com.typesafe.config.ConfigParseOptions;
import com.typesafe.config.ConfigRenderOptions;
import com.typesafe.config.ConfigUtil;
import com.typesafe.config.ConfigValue;
import com.typesafe.config.ConfigValueType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.interflow.io.sweep.SweepPoints;

/**
 * A sweep file ({@code interflow sweep SWEEP.conf}), read into typed settings. Keys under {@code sweep}:
 * {@code command} (static, simulate, replay or schedule), {@code run-file} (optional base run file),
 * {@code set} (keys every run gets), {@code grid} (key to a list of values: every combination, keys
 * varying in alphabetical order, the last fastest), {@code points} (a list of further points, each
 * an object of keys), {@code metrics} (summary keys for sweep.csv; empty: all) and {@code plot}
 * ({@code metric}, {@code parameter}). Keys are configuration keys as {@code --set} takes them
 * ({@code topology}, {@code simulate.sharing}, ...). Errors name the file and line.
 *
 * @param points each point's parameters, key to HOCON value text, in sweep order
 */
record SweepFile(Path file, String command, Path runFile, List<String> fixed, List<Map<String, String>> points,
    List<String> metrics, String plotMetric, String plotParameter) {
  private static final Set<String> KEYS = Set.of("command", "run-file", "set", "grid", "points", "metrics", "plot");

  SweepFile {
    fixed = List.copyOf(fixed);
    points = List.copyOf(points);
    metrics = List.copyOf(metrics);
  }

  /**
   * Reads {@code file}.
   *
   * @throws UserInputException naming the file (and line) and the expected form
   */
  static SweepFile read(Path file) {
    if (!Files.isRegularFile(file)) throw new UserInputException(file + ": sweep file not found");
    Config root;
    try {
      root = ConfigFactory.parseFile(file.toFile(), ConfigParseOptions.defaults().setAllowMissing(false)).resolve();
    } catch (ConfigException e) {
      throw new UserInputException(RunConfig.oneLine(e.getMessage()) + " (expected HOCON, e.g. sweep.grid.seed = [1, 2, 3])");
    }
    if (!root.hasPath("sweep")) throw new UserInputException(file + ": no 'sweep' section (expected sweep.command = static and sweep.grid { ... })");
    Config c = root.getConfig("sweep");
    for (String key : c.root().keySet()) {
      if (!KEYS.contains(key)) {
        throw new UserInputException(where(file, c.root().get(key)) + ": unknown key 'sweep." + key + "'; valid keys: "
            + String.join(", ", new java.util.TreeSet<>(KEYS)));
      }
    }
    try {
      String command = c.getString("command");
      if (!InProcessRunExecutor.COMMANDS.contains(command)) {
        throw new UserInputException(where(file, c.getValue("command")) + ": sweep.command '" + command + "' cannot be swept; expected one of "
            + String.join(", ", new java.util.TreeSet<>(InProcessRunExecutor.COMMANDS)));
      }
      Path runFile = c.hasPath("run-file") && !c.getString("run-file").isBlank() ? Path.of(c.getString("run-file")) : null;
      // every key is a setting: checked here, with its line, rather than in each run
      if (c.hasPath("set")) checkKeys(file, c.getConfig("set"));
      if (c.hasPath("grid")) checkKeys(file, c.getConfig("grid"));
      if (c.hasPath("points")) for (Config p : c.getConfigList("points")) checkKeys(file, p);
      List<String> fixed = new ArrayList<>();
      if (c.hasPath("set")) for (Map.Entry<String, String> e : leaves(c.getConfig("set")).entrySet()) fixed.add(e.getKey() + "=" + e.getValue());
      LinkedHashMap<String, List<String>> grid = new LinkedHashMap<>();
      if (c.hasPath("grid")) grid = grid(file, c.getConfig("grid"));
      List<Map<String, String>> listed = new ArrayList<>();
      if (c.hasPath("points")) for (Config p : c.getConfigList("points")) listed.add(leaves(p));
      List<Map<String, String>> points = SweepPoints.expand(grid, listed);
      if (points.isEmpty()) throw new UserInputException(file + ": the sweep has no point (give sweep.grid or sweep.points)");
      List<String> metrics = c.hasPath("metrics") ? c.getStringList("metrics") : List.of();
      String metric = c.hasPath("plot.metric") ? c.getString("plot.metric") : null;
      String parameter = c.hasPath("plot.parameter") ? c.getString("plot.parameter") : null;
      if ((metric == null) != (parameter == null)) throw new UserInputException(file + ": sweep.plot needs both metric and parameter");
      return new SweepFile(file, command, runFile, fixed, points, metrics, metric, parameter);
    } catch (ConfigException e) {
      throw new UserInputException(RunConfig.oneLine(e.getMessage()));
    } catch (IllegalArgumentException e) {
      throw new UserInputException(file + ": " + e.getMessage());
    }
  }

  /** The grid: each leaf must be a list (its values); keys sorted. */
  private static LinkedHashMap<String, List<String>> grid(Path file, Config grid) {
    TreeMap<String, List<String>> sorted = new TreeMap<>();
    for (Map.Entry<String, ConfigValue> e : grid.entrySet()) {
      String key = String.join(".", ConfigUtil.splitPath(e.getKey()));
      if (e.getValue().valueType() != ConfigValueType.LIST) {
        throw new UserInputException(where(file, e.getValue()) + ": sweep.grid." + key + " must be a list of values, e.g. [1, 2, 3]");
      }
      List<String> values = new ArrayList<>();
      for (ConfigValue v : (Iterable<ConfigValue>) ((com.typesafe.config.ConfigList) e.getValue())) values.add(render(v));
      sorted.put(key, values);
    }
    return new LinkedHashMap<>(sorted);
  }

  /** Fails on the first key of {@code section} (in key order) that is no setting, naming its line. */
  private static void checkKeys(Path file, Config section) {
    TreeMap<String, ConfigValue> keys = new TreeMap<>();
    for (Map.Entry<String, ConfigValue> e : section.entrySet()) keys.put(String.join(".", ConfigUtil.splitPath(e.getKey())), e.getValue());
    for (Map.Entry<String, ConfigValue> e : keys.entrySet()) {
      String reason = RunConfig.unknownKeyReason(e.getKey());
      if (reason != null) throw new UserInputException(where(file, e.getValue()) + ": " + reason);
    }
  }

  /** The leaves of an object, key to value text, keys sorted. */
  private static Map<String, String> leaves(Config object) {
    TreeMap<String, String> out = new TreeMap<>();
    for (Map.Entry<String, ConfigValue> e : object.entrySet()) out.put(String.join(".", ConfigUtil.splitPath(e.getKey())), render(e.getValue()));
    return out;
  }

  private static String render(ConfigValue v) { return v.render(ConfigRenderOptions.concise()); }

  private static String where(Path file, ConfigValue v) {
    return v != null && v.origin().lineNumber() > 0 ? file + ":" + v.origin().lineNumber() : file.toString();
  }
}
