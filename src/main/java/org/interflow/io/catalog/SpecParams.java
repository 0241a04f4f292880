package org.interflow.io.catalog;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.interflow.model.units.DataSize;
import org.interflow.model.units.SimTime;

/**
 * The parameters of one CLI spec string {@code name:key=value,key=value}, e.g. {@code
 * fattree:k=4,n=3} or {@code torus:dims=8x8x8}. A value without a key ({@code file:net.graphml})
 * is stored under the entry's positional key. Typed getters validate and name the offending key;
 * {@link #finish()} rejects keys nobody asked for, listing the valid ones.
 */
public final class SpecParams {
  private final String name;
  private final String text;
  private final Map<String, String> values = new LinkedHashMap<>();
  private final Map<String, String> defaults = new LinkedHashMap<>();
  private final Set<String> asked = new TreeSet<>();

  private SpecParams(String name, String text) {
    this.name = name;
    this.text = text;
  }

  /**
   * Splits a spec string into its name and parameters.
   *
   * @param positionalKey key under which a bare value is stored, or null if the entry takes none
   */
  public static SpecParams parse(String text, String positionalKey) {
    String t = text.trim();
    int colon = t.indexOf(':');
    String name = (colon < 0 ? t : t.substring(0, colon)).trim();
    SpecParams p = new SpecParams(name, t);
    if (colon < 0 || colon == t.length() - 1) return p;
    String rest = t.substring(colon + 1);
    if (positionalKey != null && !rest.contains("=")) {
      p.values.put(positionalKey, rest.trim());
      return p;
    }
    for (String part : rest.split(",")) {
      int eq = part.indexOf('=');
      if (eq <= 0) {
        throw new SpecException("bad parameter '" + part + "' in '" + t + "': expected key=value");
      }
      String key = part.substring(0, eq).trim();
      if (p.values.put(key, part.substring(eq + 1).trim()) != null) {
        throw new SpecException("parameter '" + key + "' given twice in '" + t + "'");
      }
    }
    return p;
  }

  /** The name before the colon (family, routing or pattern). */
  public static String nameOf(String text) {
    int colon = text.indexOf(':');
    return (colon < 0 ? text : text.substring(0, colon)).trim();
  }

  public String name() { return name; }

  public String text() { return text; }

  /**
   * Gives {@code key} a default that the fallbacks of the typed getters yield to, for a setting
   * chosen outside the spec (a convention such as INRFlow's self pairs). Entries that do not read
   * the key ignore it, and {@link #finish()} never reports it.
   */
  public SpecParams withDefault(String key, String value) {
    defaults.put(key, value);
    return this;
  }

  public boolean has(String key) {
    asked.add(key);
    return values.containsKey(key);
  }

  public String string(String key) {
    asked.add(key);
    String v = values.get(key);
    if (v == null) throw new SpecException("'" + text + "' lacks required parameter '" + key + "'");
    return v;
  }

  public String string(String key, String fallback) { return has(key) ? values.get(key) : defaults.getOrDefault(key, fallback); }

  public int integer(String key) { return parseInt(key, string(key)); }

  public int integer(String key, int fallback) { return has(key) ? integer(key) : fallback; }

  public long longValue(String key, long fallback) {
    if (!has(key)) return fallback;
    try {
      return Long.parseLong(values.get(key));
    } catch (NumberFormatException e) {
      throw new SpecException("parameter '" + key + "' in '" + text + "' must be an integer, got '" + values.get(key) + "'");
    }
  }

  /** {@code true} or {@code false}. */
  public boolean bool(String key, boolean fallback) {
    String v = string(key, Boolean.toString(fallback));
    if (v.equals("true")) return true;
    if (v.equals("false")) return false;
    throw new SpecException("parameter '" + key + "' in '" + text + "' must be true or false, got '" + v + "'");
  }

  public double real(String key) {
    String v = string(key);
    try {
      return Double.parseDouble(v);
    } catch (NumberFormatException e) {
      throw new SpecException("parameter '" + key + "' in '" + text + "' must be a number, got '" + v + "'");
    }
  }

  public double real(String key, double fallback) { return has(key) ? real(key) : fallback; }

  /** A size in bytes written with units ({@code 64KiB}, {@code 1MB}, or bare bytes). */
  public long bytes(String key, String fallback) {
    String v = has(key) ? values.get(key) : fallback;
    try {
      return DataSize.parse(v).bytes();
    } catch (IllegalArgumentException e) {
      throw new SpecException("parameter '" + key + "' in '" + text + "': " + e.getMessage());
    }
  }

  /** A duration in picoseconds written with units ({@code 10us}, {@code 500ns}). */
  public long picos(String key, String fallback) {
    String v = has(key) ? values.get(key) : fallback;
    try {
      return SimTime.parse(v).picos();
    } catch (IllegalArgumentException e) {
      throw new SpecException("parameter '" + key + "' in '" + text + "': " + e.getMessage());
    }
  }

  /** Dimension sizes written {@code 8x8x8}. */
  public int[] dims(String key) {
    String v = string(key);
    String[] parts = v.split("[xX]", -1);
    int[] d = new int[parts.length];
    for (int i = 0; i < parts.length; i++) {
      try {
        d[i] = Integer.parseInt(parts[i].trim());
      } catch (NumberFormatException e) {
        throw new SpecException("parameter '" + key + "' in '" + text + "' must be integer sizes joined by x, e.g. 8x8x8, got '" + v + "'");
      }
    }
    return d;
  }

  private int parseInt(String key, String v) {
    try {
      return Integer.parseInt(v.trim());
    } catch (NumberFormatException e) {
      throw new SpecException("parameter '" + key + "' in '" + text + "' must be an integer, got '" + v + "'");
    }
  }

  /**
   * Rejects parameters that were never asked for.
   *
   * @throws SpecException listing the parameters this entry accepts
   */
  public void finish() {
    List<String> unknown = new ArrayList<>();
    for (String k : values.keySet()) if (!asked.contains(k)) unknown.add(k);
    if (!unknown.isEmpty()) {
      throw new SpecException("unknown parameter" + (unknown.size() > 1 ? "s " : " ") + String.join(", ", unknown)
          + " in '" + text + "'; valid: " + String.join(", ", asked));
    }
  }
}
