package org.interflow.io.catalog;

import java.util.ArrayList;
import java.util.List;
import org.interflow.model.topology.Topology;
import org.interflow.model.traffic.TrafficPattern;

/** The registry of traffic patterns: CLI name, one-line description, example, and factory. */
public final class TrafficCatalog {
  /** Makes a pattern for a network; randomness comes from {@code seed}. */
  @FunctionalInterface
  public interface Factory {
    TrafficPattern create(SpecParams params, Topology topology, long seed);
  }

  /** One pattern; {@code positionalKey} is the parameter a bare value fills ({@code file:flows.txt}), or null. */
  public record Entry(String name, String description, String example, String positionalKey, Factory factory) {}

  private static final List<Entry> PATTERNS = List.of();

  private TrafficCatalog() {}

  public static List<Entry> patterns() { return PATTERNS; }

  /**
   * Makes the pattern a spec string names, e.g. {@code uniform:flows=4} or {@code shift:k=5}.
   *
   * @throws SpecException for an unknown name or bad parameter
   */
  public static TrafficPattern create(String text, Topology topology, long seed) {
    String name = SpecParams.nameOf(text);
    Entry entry = null;
    for (Entry e : PATTERNS) if (e.name().equals(name)) entry = e;
    if (entry == null) throw new SpecException("unknown traffic pattern '" + name + "'; valid: " + names());
    SpecParams params = SpecParams.parse(text, entry.positionalKey());
    TrafficPattern pattern;
    try {
      pattern = entry.factory().create(params, topology, seed);
    } catch (SpecException e) {
      throw e;
    } catch (IllegalArgumentException e) {
      throw new SpecException("bad traffic '" + text + "': " + e.getMessage() + " (e.g. " + entry.example() + ")");
    }
    params.finish();
    return pattern;
  }

  public static String names() {
    List<String> n = new ArrayList<>();
    for (Entry e : PATTERNS) n.add(e.name());
    return String.join(", ", n);
  }
}
