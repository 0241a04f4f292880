package org.interflow.io.catalog;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.TopologySpec;
import java.nio.file.Path;
import org.interflow.io.TopologyFiles;
import org.interflow.model.topology.MixedRadix;
import org.interflow.model.topology.dragonfly.DragonflyArrangement;
import org.interflow.model.topology.dragonfly.DragonflyBuilder;
import org.interflow.model.topology.dragonfly.DragonflySpec;
import org.interflow.model.topology.exanest.ExanestBuilder;
import org.interflow.model.topology.exanest.ExanestSpec;
import org.interflow.model.topology.jellyfish.JellyfishBuilder;
import org.interflow.model.topology.jellyfish.JellyfishSpec;
import org.interflow.model.topology.routernet.RouterNetBuilder;
import org.interflow.model.topology.routernet.RouterNetSpec;
import org.interflow.model.topology.fattree.FatTreeBuilder;
import org.interflow.model.topology.fattree.FatTreeSpec;
import org.interflow.model.topology.fattree.ThinTreeSpec;
import org.interflow.model.topology.xgft.XgftBuilder;
import org.interflow.model.topology.xgft.XgftSpec;
import org.interflow.model.topology.file.FileTopologySpec;
import org.interflow.model.topology.hypercube.HypercubeBuilder;
import org.interflow.model.topology.hypercube.HypercubeSpec;
import org.interflow.model.topology.hyperx.HyperXBuilder;
import org.interflow.model.topology.hyperx.HyperXSpec;
import org.interflow.model.topology.star.StarBuilder;
import org.interflow.model.topology.star.StarSpec;
import org.interflow.model.topology.torus.TorusBuilder;
import org.interflow.model.topology.torus.TorusSpec;
import org.interflow.model.topology.bcube.BCubeBuilder;
import org.interflow.model.topology.bcube.BCubeSpec;
import org.interflow.model.topology.dcell.DCellSpec;
import org.interflow.model.topology.multirail.MultiRailSpec;
import org.interflow.model.topology.tapered.TaperedFatTreeSpec;
import org.interflow.model.topology.dragonflyplus.DragonflyPlusBuilder;
import org.interflow.model.topology.dragonflyplus.DragonflyPlusSpec;
import org.interflow.model.topology.megafly.MegaflySpec;
import org.interflow.model.topology.slimfly.SlimFlyBuilder;
import org.interflow.model.topology.slimfly.SlimFlySpec;
import org.interflow.model.topology.dpillar.DPillarBuilder;
import org.interflow.model.topology.dpillar.DPillarSpec;
import org.interflow.model.topology.ficonn.FiConnSpec;
import org.interflow.model.topology.hcn.BcnSpec;
import org.interflow.model.topology.hcn.HcnBuilder;
import org.interflow.model.topology.hcn.HcnSpec;

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

  /** The spec key of direct lattices, which {@link #parse(String, boolean)} may default to true. */
  public static final String DIRECT = "direct";

  private static final List<Family<?>> FAMILIES = List.of(
      new Family<>("fattree", "k-ary n-tree fat-tree (Petrini & Vanneschi): k^n servers, n levels of k^(n-1) 2k-port switches",
          "fattree:k=4,n=3", "dmodk", null, FatTreeSpec.class, p -> new FatTreeSpec(p.integer("k", 4), p.integer("n", 3)),
          FatTreeBuilder::build),
      new Family<>("thintree", "k:k'-ary n-tree: k down and kup up ports per switch, oversubscribed k:kup at every level",
          "thintree:k=4,kup=2,n=3", "dmodk", null, ThinTreeSpec.class,
          p -> new ThinTreeSpec(p.integer("k", 4), p.integer("kup", 2), p.integer("n", 3)), FatTreeBuilder::build),
      new Family<>("xgft", "extended generalised fat tree XGFT(h; m1..mh; w1..wh) with p parallel links per switch pair",
          "xgft:m=4x4x4,w=1x4x4,p=1", "dmodk", null, XgftSpec.class,
          p -> new XgftSpec(p.dims("m"), p.dims("w"), p.integer("p", 1)), XgftBuilder::build),
      new Family<>("tapered", "tapered fat tree: a k-ary n-tree whose top level keeps k/taper up links per switch (taper:1 oversubscribed at the top only)",
          "tapered:k=4,n=3,taper=2", "dmodk", null, TaperedFatTreeSpec.class,
          p -> new TaperedFatTreeSpec(p.integer("k", 4), p.integer("n", 3), p.integer("taper", 2)), XgftBuilder::build),
      new Family<>("multirail", "multi-rail fat tree: rails disjoint k-ary n-trees sharing the servers, one server port per rail",
          "multirail:k=4,n=2,rails=2", "dmodk", null, MultiRailSpec.class,
          p -> new MultiRailSpec(p.integer("k", 4), p.integer("n", 2), p.integer("rails", 2)), XgftBuilder::build),
      new Family<>("star", "one switch with every server on a private link (SimGrid's flat cluster)",
          "star:servers=16", "star", null, StarSpec.class, p -> new StarSpec(p.integer("servers")), StarBuilder::build),
      new Family<>("torus", "k-ary n-cube of any dimension sizes with wrap-around links; t servers per switch; direct=true: nodes are servers, no access links",
          "torus:dims=8x8x8", "dor", null, TorusSpec.class,
          p -> new TorusSpec(new MixedRadix(p.dims("dims")), p.integer("t", 1), true, p.bool(DIRECT, false)), TorusBuilder::build),
      new Family<>("mesh", "n-dimensional mesh (a torus without wrap-around links); t servers per switch; direct=true as torus",
          "mesh:dims=4x4", "dor", null, TorusSpec.class,
          p -> new TorusSpec(new MixedRadix(p.dims("dims")), p.integer("t", 1), false, p.bool(DIRECT, false)), TorusBuilder::build),
      new Family<>("hypercube", "binary n-cube: 2^n switches, switch i linked to i xor 2^d; t servers per switch; direct=true as torus",
          "hypercube:n=6", "dor", null, HypercubeSpec.class,
          p -> new HypercubeSpec(p.integer("n"), p.integer("t", 1), p.bool(DIRECT, false)), HypercubeBuilder::build),
      new Family<>("hyperx", "HyperX S1x..xSL: every dimension fully connected, k parallel links (trunking), t servers per switch",
          "hyperx:dims=12x8,t=7", "dor", null, HyperXSpec.class,
          p -> new HyperXSpec(new MixedRadix(p.dims("dims")), p.integer("k", 1), p.integer("t", 1)), HyperXBuilder::build),
      new Family<>("dragonfly", "dragonfly (Kim et al.): g groups of a fully connected routers, p servers and h global links each; rule=absolute|relative|circulant",
          "dragonfly:a=4,p=2,h=2,rule=relative", "minimal", null, DragonflySpec.class,
          p -> {
            int a = p.integer("a", 4);
            int h = p.integer("h", 2);
            return new DragonflySpec(a, p.integer("p", 2), h, p.integer("g", a * h + 1),
                DragonflyArrangement.ofCliName(p.string("rule", "relative")));
          }, DragonflyBuilder::build),
      new Family<>("jellyfish", "Jellyfish (Singla et al.): seeded random regular graph of switches; servers = servers per switch;"
          + " added = switches spliced in afterwards (incremental growth)",
          "jellyfish:switches=64,ports=16,servers=8,seed=1", "shortest", null, JellyfishSpec.class,
          p -> new JellyfishSpec(p.integer("switches", 64), p.integer("ports", 16), p.integer("servers", 8), p.longValue("seed", 1),
              p.integer("added", 0)),
          JellyfishBuilder::build),
      new Family<>("exanest", "ExaNeSt cabinets: m cabinets of n chassis, 2 routers + 6 CEs per chassis, link vector s(1..2r) applied by symmetry",
          "exanest:n=4,m=2,r=2,links=5-17-8-22", "shortest", null, ExanestSpec.class,
          p -> {
            int n = p.integer("n", 16);
            int m = p.integer("m", 4);
            int r = p.integer("r", 8);
            return p.has("links") ? new ExanestSpec(n, m, r, ExanestSpec.parseLinks(p.string("links"))) : new ExanestSpec(n, m, r);
          }, ExanestBuilder::build),
      new Family<>("routernet", "router/compute-node network: N compute nodes of n ports randomly wired (seeded) to M routers of m ports",
          "routernet:N=8,n=1,M=2,m=5,seed=1", "shortest", null, RouterNetSpec.class,
          p -> new RouterNetSpec(p.integer("N"), p.integer("n", 1), p.integer("M"), p.integer("m"), p.longValue("seed", 0)),
          RouterNetBuilder::build),
      new Family<>("bcube", "BCube_k (Guo et al.): n^(k+1) servers with k+1 ports, k+1 levels of n^k n-port switches; servers relay",
          "bcube:n=4,k=1", "bcube", null, BCubeSpec.class, p -> new BCubeSpec(p.integer("n", 4), p.integer("k", 1)),
          BCubeBuilder::build),
      new Family<>("dcell", "DCell_k (Guo et al.): n servers per switch, level m joins t+1 copies pairwise; rule=alpha|beta (Kliegl's generalisation)",
          "dcell:n=4,k=1,rule=alpha", "dim", null, DCellSpec.class,
          p -> new DCellSpec(p.integer("n", 4), p.integer("k", 1), DCellSpec.Rule.ofCliName(p.string("rule", "alpha"))),
          (spec, links) -> spec.levels().wire(spec, links)),
      new Family<>("ficonn", "FiConn_k (Li et al.): dual-port servers, n per switch, level m joins copies through free backup ports",
          "ficonn:n=4,k=2", "dim", null, FiConnSpec.class, p -> new FiConnSpec(p.integer("n", 4), p.integer("k", 2)),
          (spec, links) -> spec.levels().wire(spec, links)),
      new Family<>("hcn", "HCN (Guo et al. 2013): a leaders + b followers per switch, dual-port servers, h recursive levels over the leaders",
          "hcn:a=4,b=1,h=2", "dim", null, HcnSpec.class, p -> new HcnSpec(p.integer("a", 4), p.integer("b", 1), p.integer("h", 2)),
          HcnBuilder::build),
      new Family<>("bcn", "BCN(a,b,h,c): a^c*b+1 copies of HCN joined through their followers by sub-cells of level c; rule=alpha|beta",
          "bcn:a=2,b=1,h=2,c=1,rule=alpha", "dim", null, BcnSpec.class,
          p -> new BcnSpec(p.integer("a", 2), p.integer("b", 1), p.integer("h", 2), p.integer("c", 1),
              DCellSpec.Rule.ofCliName(p.string("rule", "alpha"))),
          HcnBuilder::build),
      new Family<>("dpillar", "DPillar (Liao et al.): k columns of (n/2)^k dual-port servers on a ring, n-port switches between neighbouring columns",
          "dpillar:n=4,k=3", "dpillar", null, DPillarSpec.class, p -> new DPillarSpec(p.integer("n", 4), p.integer("k", 3)),
          DPillarBuilder::build),
      new Family<>("slimfly", "Slim Fly (Besta & Hoefler): MMS graph of 2q^2 routers, diameter 2, q a prime power 4w+d; p servers per router (default ceil(k'/2))",
          "slimfly:q=5", "minimal", null, SlimFlySpec.class,
          p -> p.has("p") ? new SlimFlySpec(p.integer("q", 5), p.integer("p")) : SlimFlySpec.balanced(p.integer("q", 5)),
          SlimFlyBuilder::build),
      new Family<>("dragonflyplus", "Dragonfly+ (Shpiner et al.): g groups of L leaves x S spines (complete bipartite), p servers per leaf, h global links per spine",
          "dragonflyplus:leaves=4,spines=4,p=4,h=4", "dfplus", null, DragonflyPlusSpec.class,
          p -> {
            int spines = p.integer("spines", 4);
            int h = p.integer("h", 4);
            return new DragonflyPlusSpec(p.integer("leaves", 4), spines, p.integer("p", 4), h, p.integer("g", spines * h + 1),
                DragonflyArrangement.ofCliName(p.string("rule", "relative")));
          }, DragonflyPlusBuilder::build),
      new Family<>("megafly", "Megafly (Flajslik et al.): radix-k routers, groups of k/2 leaves and k/2 spines, up to (k/2)^2+1 groups",
          "megafly:k=8", "dfplus", null, MegaflySpec.class,
          p -> {
            int k = p.integer("k", 8);
            return new MegaflySpec(k, p.integer("g", (k / 2) * (k / 2) + 1), DragonflyArrangement.ofCliName(p.string("rule", "relative")));
          }, DragonflyPlusBuilder::build),
      new Family<>("file", "a network read from a file: interflow text edge list (any name) or GraphML (.graphml)",
          "file:net.graphml", "shortest", "path", FileTopologySpec.class, p -> new FileTopologySpec(p.string("path")),
          (spec, links) -> TopologyFiles.read(Path.of(spec.path()), links)));

  private TopologyCatalog() {}

  public static List<Family<?>> families() { return FAMILIES; }

  /** The family of a name, or an error listing the valid names. */
  public static Family<?> family(String name) {
    for (Family<?> f : FAMILIES) if (f.name().equals(name)) return f;
    throw new SpecException("unknown topology family '" + name + "'; valid: " + names());
  }

  /** The family a spec belongs to. */
  public static Family<?> familyOf(TopologySpec spec) {
    for (Family<?> f : FAMILIES) if (f.name().equals(spec.family()) && f.specType().isInstance(spec)) return f;
    throw new IllegalArgumentException("no family registered for " + spec.getClass().getSimpleName());
  }

  /**
   * Reads a spec string such as {@code fattree:k=4,n=3}.
   *
   * @throws SpecException one line naming the family, the bad parameter and the valid ones
   */
  public static TopologySpec parse(String text) { return parse(text, false); }

  /**
   * As {@link #parse(String)}, with torus, mesh and hypercube direct unless the spec says {@code
   * direct=false} when {@code directLattices} is true (the {@code conventions.direct-networks}
   * setting).
   */
  public static TopologySpec parse(String text, boolean directLattices) {
    Family<?> family = family(SpecParams.nameOf(text));
    SpecParams params = SpecParams.parse(text, family.positionalKey());
    if (directLattices) params.withDefault(DIRECT, "true");
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
