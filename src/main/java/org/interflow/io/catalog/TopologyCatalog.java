package org.interflow.io.catalog;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.TopologySpec;
import org.interflow.model.topology.star.StarBuilder;
import org.interflow.model.topology.star.StarSpec;

/**
 * The registry of topology families: CLI name, one-line description, an example spec, the
 * family's default routing, how to read its parameters and how to build it.
 */
public final class TopologyCatalog {
  /**
   * One family.
   *
   * @param name the name before the colon in a spec
   * @param description one line for {@code --help} and {@code interflow list}
   * @param example a valid spec string
   * @param defaultRouting the routing used when none is named
   * @param positionalKey parameter a bare value fills ({@code file:net.graphml}), or null
   */
  public record Family<S extends TopologySpec>(String name, String description, String example,
      String defaultRouting, String positionalKey, Class<S> specType, Function<SpecParams, S> parse,
      BiFunction<S, LinkParams, Topology> build) {
    Topology buildUnchecked(TopologySpec spec, LinkParams links) { return build.apply(specType.cast(spec), links); }
  }

  private static final List<Family<?>> FAMILIES = List.of(
      new Family<>("star", "one switch with every server on a private link (SimGrid's flat cluster)",
          "star:servers=16", "star", null, StarSpec.class, p -> new StarSpec(p.integer("servers")), StarBuilder::build));

  private TopologyCatalog() {}

  public static List<Family<?>> families() { return FAMILIES; }

  /** The family of a name, or an error listing the valid names. */
  public static Family<?> family(String name) {
    for (Family<?> f : FAMILIES) if (f.name().equals(name)) return f;
    throw new SpecException("unknown topology family '" + name + "'; valid: " + names());
  }

  /** The family a spec belongs to. */
  public static Family<?> familyOf(TopologySpec spec) {
    for (Family<?> f : FAMILIES) if (f.specType().isInstance(spec)) return f;
    throw new IllegalArgumentException("no family registered for " + spec.getClass().getSimpleName());
  }

  /**
   * Reads a spec string such as {@code fattree:k=4,n=3}.
   *
   * @throws SpecException one line naming the family, the bad parameter and the valid ones
   */
  public static TopologySpec parse(String text) {
    Family<?> family = family(SpecParams.nameOf(text));
    SpecParams params = SpecParams.parse(text, family.positionalKey());
    TopologySpec spec;
    try {
      spec = family.parse().apply(params);
    } catch (SpecException e) {
      throw e;
    } catch (IllegalArgumentException e) {
      throw new SpecException("bad topology '" + text + "': " + e.getMessage() + " (e.g. " + family.example() + ")");
    }
    params.finish();
    return spec;
  }

  /** Builds the network of a spec with the given link parameters. */
  public static Topology build(TopologySpec spec, LinkParams links) {
    return familyOf(spec).buildUnchecked(spec, links);
  }

  /** The valid family names, comma separated. */
  public static String names() {
    List<String> n = new ArrayList<>();
    for (Family<?> f : FAMILIES) n.add(f.name());
    return String.join(", ", n);
  }
}
