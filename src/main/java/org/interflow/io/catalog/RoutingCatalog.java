package org.interflow.io.catalog;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.RoutingAlgorithm;
import org.interflow.model.routing.DestinationDistances;
import org.interflow.model.routing.allpath.AllPathRouting;
import org.interflow.model.routing.dimensionorder.DimensionOrderRouting;
import org.interflow.model.routing.ecmp.EcmpRouting;
import org.interflow.model.routing.ksp.KShortestPathsRouting;
import org.interflow.model.routing.shortest.ShortestPathRouting;
import org.interflow.model.routing.shortest.TieBreak;
import org.interflow.model.routing.dragonfly.DragonflyMinimalRouting;
import org.interflow.model.routing.dragonfly.DragonflyValiantRouting;
import org.interflow.model.routing.ftree.FtreeRouting;
import org.interflow.model.routing.hyperx.HyperXUgalRouting;
import org.interflow.model.routing.hyperx.HyperXValiantRouting;
import org.interflow.model.routing.parx.DemandProfile;
import org.interflow.model.routing.parx.ParxRouting;
import org.interflow.model.routing.sssp.DfssspRouting;
import org.interflow.model.routing.sssp.SsspRouting;
import org.interflow.model.routing.star.StarRouting;
import org.interflow.model.routing.tree.DModKRouting;
import org.interflow.model.routing.tree.SModKRouting;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.TopologySpec;
import org.interflow.model.topology.dragonfly.DragonflySpec;
import org.interflow.model.topology.hypercube.HypercubeSpec;
import org.interflow.model.topology.hyperx.HyperXSpec;
import org.interflow.model.topology.star.StarSpec;
import org.interflow.model.topology.torus.TorusSpec;
import org.interflow.model.topology.file.FileTopologySpec;
import org.interflow.model.topology.xgft.TreeSpec;
import org.interflow.model.routing.CandidatePathRouting;
import org.interflow.model.routing.bcube.BCubeRouting;
import org.interflow.model.routing.dragonflyplus.DragonflyPlusRouting;
import org.interflow.model.topology.dragonflyplus.DragonflyPlusShape;
import org.interflow.model.routing.slimfly.SlimFlyMinimalRouting;
import org.interflow.model.topology.slimfly.SlimFlySpec;
import org.interflow.model.routing.dpillar.DPillarRouting;
import org.interflow.model.topology.dpillar.DPillarSpec;
import org.interflow.model.routing.recursive.RecursiveRouting;
import org.interflow.model.topology.RecursiveSpec;
import org.interflow.model.topology.bcube.BCubeSpec;
import org.interflow.model.traffic.mpi.TrafficMatrix;
import org.interflow.io.TrafficMatrixReader;

/**
 * The registry of routings: CLI name, one-line description, the families it applies to, and how to
 * build it for a topology and failure set. {@code default} picks the family's default routing. A
 * name may have several entries for different families ({@code valiant}); the first entry that
 * accepts the topology is used.
 */
public final class RoutingCatalog {
  /** Builds a routing for one network; parameters come from the spec string ({@code ksp:k=8}). */
  @FunctionalInterface
  public interface Factory {
    RoutingAlgorithm create(Topology topology, FailureSet failures, SpecParams params, long seed);
  }

  /**
   * One routing.
   *
   * @param appliesTo the families it works on ("any" when generic)
   */
  public record Entry(String name, String description, String appliesTo, Predicate<TopologySpec> accepts, Factory factory) {}

  /** The spec key of dimension-order tie-breaking. */
  public static final String TIES = "ties";

  /** The name that stands for the family's default. */
  public static final String DEFAULT = "default";


  private static final String ANY = "any";
  private static final long CACHE = DestinationDistances.DEFAULT_BUDGET_BYTES;

  private static final List<Entry> ROUTINGS = List.of(
      new Entry("shortest", "BFS minimal single path; equal next hops by a hash of (src,dst) or the lowest port (tiebreak=hash|first)",
          ANY, s -> true, (t, f, p, seed) -> new ShortestPathRouting(t, f, tieBreak(p.string("tiebreak", "hash")), CACHE)),
      new Entry("ecmp", "all minimal paths (at most max=64, evenly spread), the flow split evenly between them",
          ANY, s -> true, (t, f, p, seed) -> new EcmpRouting(t, f, p.integer("max", 64), CACHE)),
      new Entry("ksp", "Yen's k shortest simple paths (k=4), flow split evenly; for small and medium networks",
          ANY, s -> true, (t, f, p, seed) -> new KShortestPathsRouting(t, f, p.integer("k", 4))),
      new Entry("allpath", "AllPath-d: every simple path up to shortest+d hops (d=1, at most max=64), flow split evenly",
          ANY, s -> true, (t, f, p, seed) -> new AllPathRouting(t, f, p.integer("d", 1), p.integer("max", 64), CACHE)),
      new Entry("minimal", "dragonfly minimal: local hop to the router with the global link, global hop, local hop;"
          + " slimfly minimal: direct or via a common neighbour (mode=single|fault-aware|multipath)",
          "dragonfly, slimfly", s -> s instanceof DragonflySpec || s instanceof SlimFlySpec,
          (t, f, p, seed) -> t.spec() instanceof SlimFlySpec ? new SlimFlyMinimalRouting(t, f, mode(p)) : new DragonflyMinimalRouting(t, f)),
      new Entry("valiant", "dragonfly Valiant: minimal to a per-flow pseudo-random intermediate group, then minimal (seed=)",
          "dragonfly", s -> s instanceof DragonflySpec, (t, f, p, seed) -> new DragonflyValiantRouting(t, f, p.longValue("seed", seed))),
      new Entry("dmodk", "destination-mod-k: up port from the destination's digits, up to the nearest common ancestor, then down",
          "fattree, thintree, xgft, tapered, multirail", s -> s instanceof TreeSpec, (t, f, p, seed) -> new DModKRouting(t, f)),
      new Entry("smodk", "source-mod-k: like dmodk with the source's digits (INRFlow's own fat-tree routing)",
          "fattree, thintree, xgft, tapered, multirail", s -> s instanceof TreeSpec, (t, f, p, seed) -> new SModKRouting(t, f)),
      new Entry("star", "the only route in a star: up the source link, down the destination link", "star",
          s -> s instanceof StarSpec, (t, f, p, seed) -> new StarRouting(t, f)),
      new Entry("dor", "dimension-order: correct coordinates dimension by dimension (torus: shorter way; ties=plus|random (seeded, INRFlow)|simgrid; hypercube: e-cube)",
          "torus, mesh, hypercube, hyperx", s -> s instanceof TorusSpec || s instanceof HypercubeSpec || s instanceof HyperXSpec,
          (t, f, p, seed) -> new DimensionOrderRouting(t, f, ties(p.string(TIES, "plus")), p.longValue("seed", seed))),
      new Entry("bcube", "BCube: correct address digits from level 0 up; mode=single|fault-aware|multipath over the k+1 parallel paths",
          "bcube", s -> s instanceof BCubeSpec, (t, f, p, seed) -> new BCubeRouting(t, f, mode(p))),
      new Entry("dim", "dimensional recursion through each level's bridge (DCellRouting, FiConn TOR, HCN/BCN Fdim/Bdim);"
          + " mode=single|fault-aware|multipath over proxy cells", "dcell, ficonn, hcn, bcn", s -> s instanceof RecursiveSpec,
          (t, f, p, seed) -> new RecursiveRouting(t, f, mode(p))),
      new Entry("dfplus", "Dragonfly+/Megafly minimal: leaf, spine, global, spine, leaf; mode=single|fault-aware|multipath over spines or parallel global links",
          "dragonflyplus, megafly", s -> s instanceof DragonflyPlusShape, (t, f, p, seed) -> new DragonflyPlusRouting(t, f, mode(p))),
      new Entry("dpillar", "DPillar: paths=sp (helix single path, both ways) or mp (n/2 paths); direction=clockwise|shorter;"
          + " mode=single|fault-aware|multipath", "dpillar", s -> s instanceof DPillarSpec,
          (t, f, p, seed) -> new DPillarRouting(t, f, mode(p), choice(p, "paths", "sp", "mp"),
              choice(p, "direction", "clockwise", "shorter"))),
      new Entry("sssp", "OpenSM SSSP: destination-based shortest paths, balanced by link weights (+1 per routed path); single-port servers",
          ANY, s -> true, (t, f, p, seed) -> new SsspRouting(t, f)),
      new Entry("dfsssp", "OpenSM DFSSSP: sssp plus virtual lanes breaking every channel-dependency cycle (at most vls=8 lanes, else an error)",
          ANY, s -> true, (t, f, p, seed) -> new DfssspRouting(t, f, p.integer("vls", 8))),
      new Entry("ftree", "OpenSM fat-tree routing: per destination, least-loaded up links, congestion-free shifts on full trees",
          "fattree, thintree, xgft, file (trees)", s -> s instanceof TreeSpec || s instanceof FileTopologySpec,
          (t, f, p, seed) -> new FtreeRouting(t, f)),
      new Entry("parx", "PARX (2D HyperX, even sizes): 4 virtual LIDs per server, minimal paths up to threshold=512B, detours above;"
          + " balanced for demand=<traffic-matrix.csv> placed by placement=linear; vls=8, seed=",
          "hyperx (2D, even sizes)", s -> s instanceof HyperXSpec, (t, f, p, seed) -> new ParxRouting(t, f,
              p.bytes("threshold", "512B"), demand(p, t, seed), p.integer("vls", 8), p.longValue("seed", seed))),
      new Entry("valiant", "HyperX Valiant: dimension order to a per-flow pseudo-random intermediate switch, then on (seed=)",
          "hyperx", s -> s instanceof HyperXSpec, (t, f, p, seed) -> new HyperXValiantRouting(t, f, p.longValue("seed", seed))),
      new Entry("ugal", "HyperX UGAL: minimal or one of candidates=1 Valiant paths, whichever is least loaded when the flow starts"
          + " (mode=local|global, threshold=0 flows, seed=); minimal in static runs",
          "hyperx", s -> s instanceof HyperXSpec, (t, f, p, seed) -> new HyperXUgalRouting(t, f, p.integer("candidates", 1),
              ugalMode(p.string("mode", "local")), p.integer("threshold", 0), p.longValue("seed", seed))));

  private RoutingCatalog() {}

  public static List<Entry> routings() { return ROUTINGS; }

  /** The name {@code default} resolves to for a topology. */
  public static String resolveName(String text, TopologySpec spec) {
    String name = SpecParams.nameOf(text);
    return name.equals(DEFAULT) ? TopologyCatalog.familyOf(spec).defaultRouting() : text;
  }

  /**
   * Builds the routing a spec string names (e.g. {@code dmodk}, {@code ksp:k=4}, {@code default}).
   *
   * @throws SpecException for an unknown name, a bad parameter or a routing that does not fit the family
   */
  public static RoutingAlgorithm create(String text, Topology topology, FailureSet failures, long seed) {
    return create(text, topology, failures, seed, false);
  }

  /**
   * As {@link #create(String, Topology, FailureSet, long)}, with dimension-order ties broken at
   * random (seeded) unless the spec says {@code ties=plus} when {@code randomTies} is true (the
   * {@code conventions.random-ties} setting).
   */
  public static RoutingAlgorithm create(String text, Topology topology, FailureSet failures, long seed, boolean randomTies) {
    String resolved = resolveName(text, topology.spec());
    String name = SpecParams.nameOf(resolved);
    Entry entry = null;
    List<String> appliesTo = new ArrayList<>();
    for (Entry e : ROUTINGS) {
      if (!e.name().equals(name)) continue;
      appliesTo.add(e.appliesTo());
      if (entry == null && e.accepts().test(topology.spec())) entry = e;
    }
    if (appliesTo.isEmpty()) throw new SpecException("unknown routing '" + name + "'; valid: " + names());
    if (entry == null) {
      throw new SpecException("routing '" + name + "' works on " + String.join("; ", appliesTo) + ", not on "
          + topology.spec().family() + "; generic routings: " + genericNames());
    }
    SpecParams params = SpecParams.parse(resolved, null);
    if (randomTies) params.withDefault(TIES, "random");
    RoutingAlgorithm routing;
    try {
      routing = entry.factory().create(topology, failures, params, seed);
    } catch (SpecException e) {
      throw e;
    } catch (IllegalArgumentException e) {
      throw new SpecException("bad routing '" + resolved + "': " + e.getMessage());
    }
    params.finish();
    return routing;
  }

  /** The {@code mode} parameter of the candidate-path family routings (default single). */
  private static CandidatePathRouting.Mode mode(SpecParams p) {
    return CandidatePathRouting.Mode.ofCliName(p.string("mode", "single"));
  }

  private static DimensionOrderRouting.Ties ties(String name) {
    for (DimensionOrderRouting.Ties t : DimensionOrderRouting.Ties.values()) {
      if (t.name().toLowerCase(java.util.Locale.ROOT).equals(name)) return t;
    }
    throw new SpecException("ties must be plus, random or simgrid, got '" + name + "'");
  }

  /** A two-valued parameter: false for {@code first} (the default), true for {@code second}. */
  private static boolean choice(SpecParams p, String key, String first, String second) {
    String v = p.string(key, first);
    if (v.equals(first)) return false;
    if (v.equals(second)) return true;
    throw new SpecException(key + " must be " + first + " or " + second + ", got '" + v + "'");
  }

  private static TieBreak tieBreak(String name) {
    return switch (name) {
      case "hash" -> TieBreak.HASH;
      case "first" -> TieBreak.FIRST;
      default -> throw new SpecException("tiebreak must be hash or first, got '" + name + "'");
    };
  }

  private static HyperXUgalRouting.Mode ugalMode(String name) {
    return switch (name) {
      case "local" -> HyperXUgalRouting.Mode.LOCAL;
      case "global" -> HyperXUgalRouting.Mode.GLOBAL;
      default -> throw new SpecException("ugal mode must be local or global, got '" + name + "'");
    };
  }

  /**
   * PARX's demand profile: the rank-to-rank traffic matrix {@code demand=<file>} placed on servers
   * by {@code placement=<name>} with the run's seed (the placement the job will run with), or no
   * profile.
   */
  private static DemandProfile demand(SpecParams p, Topology t, long seed) {
    String placement = p.string("placement", "linear");
    if (!p.has("demand")) return DemandProfile.NONE;
    TrafficMatrix m = TrafficMatrixReader.read(java.nio.file.Path.of(p.string("demand")));
    int[] servers = PlacementCatalog.place(placement, m.ranks(), t.servers(), seed);
    int[] src = new int[m.pairs()];
    int[] dst = new int[m.pairs()];
    long[] bytes = new long[m.pairs()];
    for (int i = 0; i < m.pairs(); i++) {
      src[i] = m.source(i);
      dst[i] = m.destination(i);
      bytes[i] = m.bytes(i);
    }
    return DemandProfile.of(src, dst, bytes, servers);
  }

  public static String names() {
    List<String> n = new ArrayList<>();
    for (Entry e : ROUTINGS) if (!n.contains(e.name())) n.add(e.name());
    return String.join(", ", n);
  }

  private static String genericNames() {
    List<String> n = new ArrayList<>();
    for (Entry e : ROUTINGS) if (e.appliesTo().equals(ANY)) n.add(e.name());
    return n.isEmpty() ? "none" : String.join(", ", n);
  }

}
