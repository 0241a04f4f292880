package org.interflow.io.results;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Collection;
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

  /**
   * Writes the summary to {@code file} (replacing it), without a final newline.
   *
   * @throws UncheckedIOException naming the file when it cannot be written
   * @throws IllegalArgumentException when a value is of a type a summary does not hold
   */
  public void write(Path file) {
    try (JsonGenerator g = json().createGenerator(file.toFile(), JsonEncoding.UTF8)) {
      render(g);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + file, e);
    }
  }

  /** The summary as indented JSON text, ending with a newline. */
  public String toJson() {
    StringWriter text = new StringWriter();
    try (JsonGenerator g = json().createGenerator(text)) {
      render(g);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot render the summary", e);
    }
    return text + "\n";
  }

  private void render(JsonGenerator g) throws IOException {
    g.setPrettyPrinter(new DefaultPrettyPrinter());
    value(g, root);
  }

  /** A fresh factory per document: cheap, and nothing is shared between threads. */
  private static JsonFactory json() {
    return JsonFactory.builder().enable(StreamWriteFeature.WRITE_BIGDECIMAL_AS_PLAIN).build();
  }

  /** Writes one value as Jackson's data binding wrote that type (numbers by their exact kind). */
  private static void value(JsonGenerator g, Object v) throws IOException {
    if (v == null) g.writeNull();
    else if (v instanceof String s) g.writeString(s);
    else if (v instanceof Boolean b) g.writeBoolean(b);
    else if (v instanceof Integer || v instanceof Short || v instanceof Byte) g.writeNumber(((Number) v).intValue());
    else if (v instanceof Long x) g.writeNumber(x.longValue());
    else if (v instanceof BigDecimal x) g.writeNumber(x);
    else if (v instanceof BigInteger x) g.writeNumber(x);
    else if (v instanceof Double x) g.writeNumber(x.doubleValue());
    else if (v instanceof Float x) g.writeNumber(x.floatValue());
    else if (v instanceof Map<?, ?> m) object(g, m);
    else if (v instanceof Collection<?> list) {
      g.writeStartArray();
      for (Object x : list) value(g, x);
      g.writeEndArray();
    } else if (v instanceof Object[] a) value(g, Arrays.asList(a));
    else if (v instanceof int[] a) g.writeArray(a, 0, a.length);
    else if (v instanceof long[] a) g.writeArray(a, 0, a.length);
    else if (v instanceof double[] a) g.writeArray(a, 0, a.length);
    else if (v instanceof Enum<?> e) g.writeString(e.name());
    else if (v instanceof Character c) g.writeString(c.toString());
    else throw new IllegalArgumentException("a summary holds strings, numbers, booleans, maps and lists, not "
        + v.getClass().getName() + " (" + v + ")");
  }

  private static void object(JsonGenerator g, Map<?, ?> m) throws IOException {
    g.writeStartObject();
    for (Map.Entry<?, ?> e : m.entrySet()) {
      g.writeFieldName(String.valueOf(e.getKey()));
      value(g, e.getValue());
    }
    g.writeEndObject();
  }
}
