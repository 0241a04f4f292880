package org.interflow.io.results;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A run's {@code summary.json}, built key by key in a fixed order. Dotted keys ({@code hops.mean})
 * become nested objects. Numbers are canonical: integers as integers, reals rounded to 9 decimal
 * places without trailing zeros, so the same run always prints the same bytes.
 */
public final class Summary {
  private final Map<String, Object> root = new LinkedHashMap<>();

  /** Adds a string, integer or boolean value; dotted keys nest. */
  public Summary put(String dottedKey, Object value) {
    Object v = value;
    if (value instanceof Double || value instanceof Float) v = canonical(((Number) value).doubleValue());
    insert(dottedKey, v);
    return this;
  }

  /** The value of a dotted key, or null. */
  public Object get(String dottedKey) {
    Object node = root;
    for (String part : dottedKey.split("\\.")) {
      if (!(node instanceof Map<?, ?> m)) return null;
      node = m.get(part);
    }
    return node;
  }

  @SuppressWarnings("unchecked")
  private void insert(String dottedKey, Object v) {
    String[] parts = dottedKey.split("\\.");
    Map<String, Object> node = root;
    for (int i = 0; i < parts.length - 1; i++) {
      node = (Map<String, Object>) node.computeIfAbsent(parts[i], k -> new LinkedHashMap<String, Object>());
    }
    node.put(parts[parts.length - 1], v);
  }

  /** A real rounded to 9 decimals; NaN and infinities become null (JSON has neither). */
  public static BigDecimal canonical(double x) {
    if (Double.isNaN(x) || Double.isInfinite(x)) return null;
    BigDecimal d = new BigDecimal(x).setScale(9, RoundingMode.HALF_EVEN).stripTrailingZeros();
    return d.scale() < 0 ? d.setScale(0) : d;
  }

  public void write(Path file) {
    try {
      mapper().writeValue(file.toFile(), root);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + file, e);
    }
  }

  /** The summary as indented JSON text, ending with a newline. */
  public String toJson() {
    try {
      return mapper().writeValueAsString(root) + "\n";
    } catch (IOException e) {
      throw new UncheckedIOException("cannot render the summary", e);
    }
  }

  private static ObjectMapper mapper() {
    return new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
        .configure(JsonGenerator.Feature.WRITE_BIGDECIMAL_AS_PLAIN, true);
  }
}
