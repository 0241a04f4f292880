package org.interflow.io.catalog;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Supplier;
import org.interflow.model.network.BandwidthSharing;
import org.interflow.model.network.BottleneckShareSharing;
import org.interflow.model.network.MaxMinSharing;
import org.interflow.model.network.PriorityPolicy;
import org.interflow.model.topology.Topology;

/** The registry of bandwidth-sharing models of the dynamic engine. */
public final class SharingCatalog {
  /** One model: CLI name, one-line description and constructor. */
  public record Entry(String name, String description, BiFunction<Topology, PriorityPolicy, BandwidthSharing> create) {}

  private static final List<Entry> MODELS = List.of(
      new Entry("max-min", "work-conserving max-min fairness by progressive filling (SimGrid's plain model), weighted",
          MaxMinSharing::of),
      new Entry("bottleneck-share", "INRFlow's model: a flow's rate = min over its links of capacity / flows on the link",
          BottleneckShareSharing::new));

  private SharingCatalog() {}

  public static List<Entry> models() { return MODELS; }

  /**
   * A factory of fresh sharing models (each run owns one).
   *
   * @throws SpecException for an unknown name, listing the valid ones
   */
  public static Supplier<BandwidthSharing> factory(String name, Topology topology, PriorityPolicy policy) {
    for (Entry e : MODELS) if (e.name().equals(name)) return () -> e.create().apply(topology, policy);
    List<String> names = new ArrayList<>();
    for (Entry e : MODELS) names.add(e.name());
    throw new SpecException("unknown bandwidth model '" + name + "'; valid: " + String.join(", ", names));
  }
}
