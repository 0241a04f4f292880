package org.interflow.io.sweep;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.interflow.io.FileErrors;
import org.interflow.io.results.Plots;

/**
 * {@code sweep.csv} and the sweep's plot, built from the run directories on disk in the sweep's
 * order, so they are the same bytes however, where and in how many sittings the runs were done.
 * Columns: {@code run} (id), the parameters, {@code status} ({@code done}, {@code failed} or
 * {@code missing}), the chosen metrics (dotted keys of each run's {@code summary.json}, numbers as
 * written there; by default every numeric key but {@code wallSeconds}, in order of first
 * appearance) and {@code error}. Fields holding a comma, quote or line break are quoted (RFC 4180).
 */
public final class SweepTable {
  /** The wall-clock key every summary has: never a default metric, as it differs between two runs of one point. */
  public static final String WALL_CLOCK_KEY = "wallSeconds";

  private static final ObjectMapper JSON = new ObjectMapper().enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);

  private final SweepResults results;
  private final List<SweepRun> runs;
  private final Map<String, Map<String, String>> metricsByRun = new LinkedHashMap<>();

  /** Reads the summaries of the done runs of {@code runs}. */
  public SweepTable(SweepResults results, List<SweepRun> runs) {
    this.results = results;
    this.runs = List.copyOf(runs);
    for (SweepRun run : runs) {
      if (results.done(run.id()) && !metricsByRun.containsKey(run.id())) metricsByRun.put(run.id(), summary(run.id()));
    }
  }

  /** Every numeric summary key of the done runs, but {@link #WALL_CLOCK_KEY}, in order of first appearance. */
  public List<String> defaultMetrics() {
    LinkedHashMap<String, Boolean> keys = new LinkedHashMap<>();
    for (Map<String, String> m : metricsByRun.values()) for (String k : m.keySet()) if (!k.equals(WALL_CLOCK_KEY)) keys.putIfAbsent(k, true);
    return List.copyOf(keys.keySet());
  }

  /** Those of {@code metrics} that no done run's summary has (a misspelled key gives an empty column); none while no run is done. */
  public List<String> absent(List<String> metrics) {
    List<String> absent = new java.util.ArrayList<>();
    if (metricsByRun.isEmpty()) return absent;
    for (String metric : metrics) {
      boolean found = false;
      for (Map<String, String> m : metricsByRun.values()) found |= m.containsKey(metric);
      if (!found) absent.add(metric);
    }
    return absent;
  }

  /** Writes {@code sweep.csv} with {@code metrics} (empty: {@link #defaultMetrics()}), atomically. */
  public Path write(List<String> metrics) {
    List<String> columns = metrics.isEmpty() ? defaultMetrics() : metrics;
    List<String> parameters = SweepPoints.parameters(runs.stream().map(SweepRun::parameters).toList());
    StringBuilder csv = new StringBuilder();
    List<String> header = new ArrayList<>(List.of("run"));
    header.addAll(parameters);
    header.add("status");
    header.addAll(columns);
    header.add("error");
    row(csv, header);
    for (SweepRun run : runs) {
      List<String> cells = new ArrayList<>(List.of(run.id()));
      for (String p : parameters) cells.add(unquoted(run.parameters().getOrDefault(p, "")));
      Map<String, String> values = metricsByRun.get(run.id());
      Optional<String> error = values == null ? results.failure(run.id()) : Optional.empty();
      cells.add(values != null ? "done" : error.isPresent() ? "failed" : "missing");
      for (String m : columns) cells.add(values == null ? "" : values.getOrDefault(m, ""));
      cells.add(error.orElse(""));
      row(csv, cells);
    }
    Path file = results.dir().resolve("sweep.csv");
    writeAtomically(file, csv.toString());
    return file;
  }

  /**
   * Plots {@code metric} against {@code parameter}: one line per combination of the other
   * parameters, x the parameter's value (or its position among the values when they are not all
   * numbers), only runs that are done and have the metric.
   *
   * @return the PNG written, or empty when no run has the metric
   * @throws IllegalArgumentException if the parameter is not one of the sweep's
   */
  public Optional<Path> plot(String metric, String parameter) {
    List<String> parameters = SweepPoints.parameters(runs.stream().map(SweepRun::parameters).toList());
    if (!parameters.contains(parameter)) {
      throw new IllegalArgumentException("plot parameter '" + parameter + "' is not a sweep parameter (" + String.join(", ", parameters) + ")");
    }
    List<String> xValues = new ArrayList<>();
    for (SweepRun r : runs) {
      String v = unquoted(r.parameters().getOrDefault(parameter, ""));
      if (!xValues.contains(v)) xValues.add(v);
    }
    boolean numeric = xValues.stream().allMatch(SweepTable::isNumber);
    TreeMap<String, TreeMap<Double, Double>> series = new TreeMap<>();
    for (SweepRun r : runs) {
      Map<String, String> values = metricsByRun.get(r.id());
      if (values == null || !values.containsKey(metric)) continue;
      String x = unquoted(r.parameters().getOrDefault(parameter, ""));
      List<String> others = new ArrayList<>();
      for (String p : parameters) if (!p.equals(parameter)) others.add(p + "=" + unquoted(r.parameters().getOrDefault(p, "")));
      double xv = numeric ? Double.parseDouble(x) : xValues.indexOf(x);
      series.computeIfAbsent(others.isEmpty() ? metric : String.join(", ", others), k -> new TreeMap<>())
          .put(xv, Double.parseDouble(values.get(metric)));
    }
    if (series.isEmpty()) return Optional.empty();
    String[] names = series.keySet().toArray(String[]::new);
    double[][] x = new double[names.length][];
    double[][] y = new double[names.length][];
    for (int i = 0; i < names.length; i++) {
      TreeMap<Double, Double> s = series.get(names[i]);
      x[i] = s.keySet().stream().mapToDouble(Double::doubleValue).toArray();
      y[i] = s.values().stream().mapToDouble(Double::doubleValue).toArray();
    }
    String xLabel = numeric ? parameter : parameter + " (" + positions(xValues) + ")";
    Path png = results.dir().resolve("plot.png");
    Plots.lines(png, metric + " against " + parameter, xLabel, metric, names, x, y, false, false);
    return Optional.of(png);
  }

  /** Runs done, failed and missing, in that order. */
  public int[] counts() {
    int done = 0;
    int failed = 0;
    for (SweepRun r : runs) {
      if (metricsByRun.containsKey(r.id())) done++;
      else if (results.failure(r.id()).isPresent()) failed++;
    }
    return new int[] {done, failed, runs.size() - done - failed};
  }

  private Map<String, String> summary(String id) {
    Path file = results.runDir(id).resolve("summary.json");
    Map<String, String> flat = new LinkedHashMap<>();
    if (!Files.isRegularFile(file)) return flat;
    try {
      flatten("", JSON.readTree(file.toFile()), flat);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + file + ": " + FileErrors.reason(e), e);
    }
    return flat;
  }

  private static void flatten(String prefix, JsonNode node, Map<String, String> out) {
    if (node.isObject()) {
      for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
        Map.Entry<String, JsonNode> e = it.next();
        flatten(prefix.isEmpty() ? e.getKey() : prefix + "." + e.getKey(), e.getValue(), out);
      }
    } else if (node.isNumber()) {
      out.put(prefix, node.isBigDecimal() ? node.decimalValue().toPlainString() : node.asText());
    }
  }

  private static String positions(List<String> values) {
    List<String> parts = new ArrayList<>();
    for (int i = 0; i < values.size(); i++) parts.add(i + ": " + values.get(i));
    return String.join("; ", parts);
  }

  private static boolean isNumber(String s) {
    try {
      new BigDecimal(s);
      return true;
    } catch (NumberFormatException e) {
      return false;
    }
  }

  /** A HOCON value text as a cell: a quoted string without its quotes (and escapes), anything else as written. */
  static String unquoted(String value) {
    if (value.length() >= 2 && value.startsWith("\"") && value.endsWith("\"")) {
      try {
        return JSON.readValue(value, String.class);
      } catch (IOException e) {
        return value.substring(1, value.length() - 1);
      }
    }
    return value;
  }

  private static void row(StringBuilder csv, List<String> cells) {
    for (int i = 0; i < cells.size(); i++) {
      if (i > 0) csv.append(',');
      String c = cells.get(i);
      if (c.indexOf(',') >= 0 || c.indexOf('"') >= 0 || c.indexOf('\n') >= 0) csv.append('"').append(c.replace("\"", "\"\"")).append('"');
      else csv.append(c);
    }
    csv.append('\n');
  }

  private static void writeAtomically(Path file, String text) {
    try {
      Path tmp = Files.createTempFile(file.getParent(), ".sweep", ".part");
      Files.writeString(tmp, text, StandardCharsets.UTF_8);
      Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + file + ": " + FileErrors.reason(e), e);
    }
  }
}
