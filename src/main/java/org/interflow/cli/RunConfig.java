package org.interflow.cli;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigException;
import com.typesafe.config.ConfigFactory;
import com.typesafe.config.ConfigObject;
import com.typesafe.config.ConfigOrigin;
import com.typesafe.config.ConfigParseOptions;
import com.typesafe.config.ConfigRenderOptions;
import com.typesafe.config.ConfigValue;
import com.typesafe.config.ConfigValueType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.units.Bandwidth;

/**
 * The resolved configuration of one run: embedded defaults, overridden by a run file, overridden
 * by {@code --set key=value}. Only keys that exist in the defaults are accepted. This is the one
 * place that reads Typesafe Config; commands turn it into validated spec records.
 */
public final class RunConfig {
  static final String ROOT = "interflow";
  private final Config config;

  private RunConfig(Config config) { this.config = config; }

  /**
   * Loads defaults, then the run file (may be null), then each {@code key=value} override.
   *
   * @throws UserInputException naming the file, key and expected form
   */
  public static RunConfig load(Path runFile, List<String> overrides) { return load(runFile, List.of(), overrides); }

  /**
   * As {@link #load(Path, List)}, with a preset's {@code key=value} settings between the defaults
   * and the run file ({@code --compat}): the run file and the overrides win over it.
   */
  public static RunConfig load(Path runFile, List<String> preset, List<String> overrides) {
    Config defaults = Defaults.CONFIG;
    Config presetLayer = ConfigFactory.empty();
    for (String o : preset) presetLayer = parseOverride(o).withFallback(presetLayer);
    checkKnown(presetLayer, defaults, "--compat");
    defaults = presetLayer.withFallback(defaults);
    Config merged = ConfigFactory.empty();
    for (String o : overrides) merged = parseOverride(o).withFallback(merged);
    if (runFile != null) {
      if (!Files.isRegularFile(runFile)) throw new UserInputException(runFile + ": run file not found");
      Config file;
      try {
        file = ConfigFactory.parseFile(runFile.toFile(), ConfigParseOptions.defaults().setAllowMissing(false));
      } catch (ConfigException e) {
        throw new UserInputException(oneLine(e.getMessage()) + " (expected HOCON, e.g. interflow.topology = \"torus:dims=8x8\")");
      }
      checkKnown(file, defaults, runFile.toString());
      merged = merged.withFallback(file);
    }
    checkKnown(merged, defaults, "--set");
    try {
      return new RunConfig(merged.withFallback(defaults).resolve());
    } catch (ConfigException e) {
      throw new UserInputException(oneLine(e.getMessage()));
    }
  }

  private static Config parseOverride(String o) {
    int eq = o.indexOf('=');
    if (eq <= 0) throw new UserInputException("--set " + o + ": expected key=value, e.g. --set interflow.seed=7");
    String key = o.substring(0, eq).trim();
    if (!key.startsWith(ROOT + ".")) key = ROOT + "." + key;
    String value = o.substring(eq + 1).trim();
    try {
      return ConfigFactory.parseString(key + " = " + value);
    } catch (ConfigException e) {
      // a bare word with characters HOCON dislikes (':' ',') is taken as a string
      return ConfigFactory.parseMap(Map.of(key, value));
    }
  }

  /**
   * Every key given must be one of the defaults', and a list or a section where the default is one
   * (whether or not the command reads it); the form of a single value is checked where it is read.
   */
  private static void checkKnown(Config given, Config defaults, String origin) {
    TreeSet<String> unknown = new TreeSet<>();
    for (Map.Entry<String, ConfigValue> e : given.entrySet()) {
      String key = e.getKey();
      if (!key.startsWith(ROOT + ".") || !defaults.hasPath(key)) {
        unknown.add(key);
        continue;
      }
      ConfigValue expected = defaults.getValue(key);
      boolean list = expected.valueType() == ConfigValueType.LIST;
      if (list != (e.getValue().valueType() == ConfigValueType.LIST) || expected.valueType() == ConfigValueType.OBJECT) {
        TreeSet<String> inside = list ? new TreeSet<>() : new TreeSet<>(((ConfigObject) expected).keySet());
        String form = list ? "a list like " + expected.render(ConfigRenderOptions.concise())
            : inside.isEmpty() ? "a section" : "a section: set its keys, e.g. " + key + "." + inside.first();
        throw new UserInputException(where(origin, e.getValue()) + ": " + key + ": expected " + form + ", got "
            + e.getValue().render(ConfigRenderOptions.concise()));
      }
    }
    if (!unknown.isEmpty()) {
      String first = unknown.first();
      throw new UserInputException(where(origin, given.getValue(first)) + ": " + unknownKey(defaults, first));
    }
  }

  /**
   * The embedded application.conf, parsed once per JVM (a Config is immutable): a sweep loads a
   * configuration per point and checks each of its keys, an in-process sweep run loads one per run.
   */
  private static final class Defaults {
    static final Config CONFIG = ConfigFactory.parseResources(RunConfig.class.getClassLoader(), "application.conf",
        ConfigParseOptions.defaults().setAllowMissing(false)).resolve();
  }

  private static String unknownKey(Config defaults, String key) {
    String section = knownSection(defaults, key);
    return "unknown key '" + key + "'; valid keys under '" + section + "': "
        + String.join(", ", new TreeSet<>(defaults.getConfig(section).root().keySet()));
  }

  /**
   * Why {@code key} ({@code interflow.} optional) is not a setting, in the words of an unknown
   * key's error, or null when it is one (a sweep checks its keys with this before any run).
   */
  static String unknownKeyReason(String key) {
    String full = key.startsWith(ROOT + ".") ? key : ROOT + "." + key;
    return Defaults.CONFIG.hasPath(full) ? null : unknownKey(Defaults.CONFIG, full);
  }

  /** Where {@code value} was given: the run file and its line, or {@code origin} ({@code --set}, {@code --compat}). */
  private static String where(String origin, ConfigValue value) {
    boolean fromFile = !origin.equals("--set") && value.origin().lineNumber() > 0;
    return fromFile ? origin + ":" + value.origin().lineNumber() : origin;
  }

  /** The deepest section of the defaults that holds {@code key} ({@code interflow} at least). */
  private static String knownSection(Config defaults, String key) {
    for (String path = parentOf(key); !path.equals(ROOT); path = parentOf(path)) {
      if (defaults.hasPath(path) && defaults.getValue(path).valueType() == ConfigValueType.OBJECT) return path;
    }
    return ROOT;
  }

  private static String parentOf(String key) {
    int dot = key.lastIndexOf('.');
    return dot < 0 ? ROOT : key.substring(0, dot);
  }

  static String oneLine(String s) { return s == null ? "" : s.replace('\n', ' '); }

  /** {@code text} as a HOCON string literal, for overrides built from option values (paths, specs). */
  static String quote(String text) { return com.typesafe.config.ConfigUtil.quoteString(text); }

  /** Adds the override {@code key = "value"} (quoted as a HOCON string) when an option gave a value. */
  static void override(List<String> overrides, String key, String value) {
    if (value != null) overrides.add(key + "=" + quote(value));
  }

  public String string(String key) { return wrap(key, "a string", () -> config.getString(ROOT + "." + key)); }

  public java.util.List<String> stringList(String key) {
    return wrap(key, "a list, e.g. [a, b]", () -> config.getStringList(ROOT + "." + key));
  }

  public java.util.List<Integer> intList(String key) {
    return wrap(key, "a list of integers, e.g. [1, 2]", () -> config.getIntList(ROOT + "." + key));
  }

  public long longValue(String key) { return wrap(key, "an integer", () -> config.getLong(ROOT + "." + key)); }

  public int integer(String key) { return wrap(key, "an integer", () -> config.getInt(ROOT + "." + key)); }

  public double real(String key) { return wrap(key, "a number", () -> config.getDouble(ROOT + "." + key)); }

  public boolean bool(String key) { return wrap(key, "true or false", () -> config.getBoolean(ROOT + "." + key)); }

  /** A duration key in nanoseconds ({@code 100ns}, {@code 1us}). */
  public double nanos(String key) {
    return wrap(key, "a duration, e.g. 100ns or 2us", () -> (double) config.getDuration(ROOT + "." + key).toNanos());
  }

  public Bandwidth bandwidth(String key) {
    String v = string(key);
    try {
      return Bandwidth.parse(v);
    } catch (IllegalArgumentException e) {
      throw new UserInputException("interflow." + key + ": " + e.getMessage());
    }
  }

  /** Worker threads: the configured count, or the available cores when it is 0. */
  public int threads() {
    int t = configuredThreads();
    return t == 0 ? Runtime.getRuntime().availableProcessors() : t;
  }

  /** The configured {@code threads}: a positive count, or 0 (automatic). */
  public int configuredThreads() {
    int t = integer("threads");
    if (t < 0) throw new UserInputException("interflow.threads: expected 0 (automatic) or a positive count, got " + t);
    return t;
  }

  public LinkParams linkParams() {
    try {
      return new LinkParams(bandwidth("link.capacity"), nanos("link.latency"));
    } catch (IllegalArgumentException e) {
      throw new UserInputException("interflow.link: " + e.getMessage());
    }
  }

  /**
   * The resolved {@code interflow} section as one line of JSON without comments, which {@link
   * #parse} reads back into an equal configuration (for messages to simulation shards).
   */
  public String compact() {
    return config.getConfig(ROOT).atPath(ROOT).root().render(ConfigRenderOptions.concise());
  }

  /**
   * A configuration from {@code text} (as {@link #compact} or {@link #render} write it) over the
   * defaults; {@code origin} names the text in errors.
   *
   * @throws UserInputException if the text is not HOCON or has unknown keys
   */
  public static RunConfig parse(String text, String origin) {
    Config defaults = Defaults.CONFIG;
    try {
      Config given = ConfigFactory.parseString(text);
      checkKnown(given, defaults, origin);
      return new RunConfig(given.withFallback(defaults).resolve());
    } catch (ConfigException e) {
      throw new UserInputException(origin + ": " + oneLine(e.getMessage()));
    }
  }

  /** The resolved {@code interflow} section as HOCON, for the run directory. */
  public String render() {
    return config.getConfig(ROOT).atPath(ROOT).root().render(ConfigRenderOptions.defaults().setOriginComments(false).setJson(false));
  }

  /**
   * Reads {@code key}; a value of the wrong type or form is a one-line error naming the run file
   * and line that set it (none for the command line), the key, the form expected and the value,
   * rather than the configuration library's wording.
   */
  private <T> T wrap(String key, String expected, java.util.function.Supplier<T> read) {
    try {
      return read.get();
    } catch (ConfigException.WrongType | ConfigException.BadValue e) {
      throw new UserInputException(wrongForm(key, expected, e));
    } catch (ConfigException e) {
      throw new UserInputException("interflow." + key + ": " + oneLine(e.getMessage()));
    }
  }

  private String wrongForm(String key, String expected, ConfigException e) {
    try {
      ConfigValue value = config.getValue(ROOT + "." + key);
      ConfigOrigin origin = value.origin();
      String where = origin.filename() != null && origin.lineNumber() > 0 ? origin.filename() + ":" + origin.lineNumber() + ": " : "";
      return where + "interflow." + key + ": expected " + expected + ", got " + value.render(ConfigRenderOptions.concise());
    } catch (ConfigException unreadable) {
      return "interflow." + key + ": " + oneLine(e.getMessage());
    }
  }

}
