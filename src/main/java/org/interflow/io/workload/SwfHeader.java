package org.interflow.io.workload;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The header comments of a Standard Workload Format log, {@code ; Key: value} lines such as {@code
 * MaxNodes}, {@code MaxProcs}, {@code UnixStartTime}, {@code Computer}. A key given several times
 * ({@code Queue}, {@code Note}) keeps every value; lines without a key continue the one before.
 */
public final class SwfHeader {
  private final Map<String, List<String>> values = new LinkedHashMap<>();
  private String lastKey;

  /** Reads one comment line (its text after the ';'). */
  void comment(String text) {
    String t = text.trim();
    if (t.isEmpty()) return;
    int colon = t.indexOf(':');
    if (colon > 0 && t.substring(0, colon).chars().allMatch(Character::isLetterOrDigit)) {
      lastKey = t.substring(0, colon);
      values.computeIfAbsent(lastKey, k -> new ArrayList<>()).add(t.substring(colon + 1).trim());
    } else if (lastKey != null) {
      List<String> v = values.get(lastKey);
      v.set(v.size() - 1, v.get(v.size() - 1) + " " + t);
    }
  }

  /** The first value of {@code key}, or null. */
  public String value(String key) {
    List<String> v = values.get(key);
    return v == null ? null : v.get(0);
  }

  /** Every key and its values, in file order. */
  public Map<String, List<String>> values() { return Collections.unmodifiableMap(values); }

  /** {@code MaxNodes}, or -1 when absent or not a positive integer. */
  public int maxNodes() { return positive(value("MaxNodes")); }

  /** {@code MaxProcs}, or -1 when absent or not a positive integer. */
  public int maxProcs() { return positive(value("MaxProcs")); }

  private static int positive(String text) {
    if (text == null) return -1;
    try {
      int v = Integer.parseInt(text.trim());
      return v > 0 ? v : -1;
    } catch (NumberFormatException e) {
      return -1;
    }
  }
}
