package org.interflow.io.catalog;

import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleFunction;
import org.interflow.model.network.PriorityPolicy;

/**
 * The registry of priority policies between application and storage traffic (INRFlow's NP, BA and
 * FP), by name (either case), each with a one-line description for {@code interflow list}.
 */
public final class PriorityCatalog {
  /** One policy: CLI name, one-line description, and its constructor from the application share (BA's). */
  public record Entry(String name, String description, DoubleFunction<PriorityPolicy> create) {}

  private static final List<Entry> POLICIES = List.of(
      new Entry("NP", "no priorities: application and storage flows share links alike", share -> PriorityPolicy.NONE),
      new Entry("BA", "bandwidth apportionment: application-share of each link for applications, the rest for storage",
          PriorityPolicy::apportionment),
      new Entry("FP", "full priority: storage traffic gets what application traffic leaves", share -> PriorityPolicy.fullPriority()));

  private PriorityCatalog() {}

  /** Every policy. */
  public static List<Entry> policies() { return POLICIES; }

  /**
   * The policy named {@code name} (NP, BA or FP, either case) with {@code applicationShare} for BA.
   *
   * @throws SpecException for an unknown name (listing the valid ones) or a share outside (0, 1)
   */
  public static PriorityPolicy create(String name, double applicationShare) {
    for (Entry e : POLICIES) {
      if (!e.name().equalsIgnoreCase(name)) continue;
      try {
        return e.create().apply(applicationShare);
      } catch (IllegalArgumentException x) {
        throw new SpecException(x.getMessage());
      }
    }
    List<String> names = new ArrayList<>();
    for (Entry e : POLICIES) names.add(e.name());
    throw new SpecException("unknown priority policy '" + name + "'; valid: " + String.join(", ", names));
  }
}
