package org.interflow.io.catalog;

import java.util.ArrayList;
import java.util.List;
import java.nio.file.Path;
import org.interflow.io.FlowListReader;
import org.interflow.model.topology.Topology;
import org.interflow.model.traffic.AllToAllTraffic;
import org.interflow.model.traffic.BisectionTraffic;
import org.interflow.model.traffic.PermutationTraffic;
import org.interflow.model.traffic.RandomTraffic;
import org.interflow.model.traffic.RootedTraffic;
import org.interflow.model.traffic.TrafficPattern;

/** The registry of traffic patterns: CLI name, one-line description, example, and factory. */
public final class TrafficCatalog {
  /** Makes a pattern among {@code servers} servers (or tasks); randomness comes from {@code seed}. */
  @FunctionalInterface
  public interface Factory {
    TrafficPattern create(SpecParams params, int servers, long seed);
  }

  /** One pattern; {@code positionalKey} is the parameter a bare value fills ({@code file:flows.txt}), or null. */
  public record Entry(String name, String description, String example, String positionalKey, Factory factory) {}

  private static final List<Entry> PATTERNS = List.of(
      new Entry("uniform", "each server sends 'flows' flows to uniformly random other servers", "uniform:flows=4", null,
          (p, n, seed) -> RandomTraffic.uniform(n, p.integer("flows", 1), seed)),
      new Entry("hotspot", "a fraction of the flows go to one hot server (random or hot=<id>), the rest uniform",
          "hotspot:fraction=0.25", null, (p, n, seed) -> RandomTraffic.hotSpot(n, p.integer("flows", 1),
              p.real("fraction", 0.25), p.integer("hot", -1) < 0 ? RandomTraffic.randomServer(n, seed)
                  : p.integer("hot"), seed)),
      new Entry("hotregion", "a fraction of the flows go to the first region*N servers, the rest uniform",
          "hotregion:fraction=0.25,region=0.125", null, (p, n, seed) -> RandomTraffic.hotRegion(n,
              p.integer("flows", 1), p.real("fraction", 0.25), p.real("region", 0.125), seed)),
      new Entry("local", "distance-decaying: ring distance d drawn with P(d) ~ decay^(d-1), either direction",
          "local:decay=0.5", null, (p, n, seed) -> RandomTraffic.local(n, p.integer("flows", 1), p.real("decay", 0.5), seed)),
      new Entry("bitreversal", "permutation: reverse the bits of the server id (N a power of 2)", "bitreversal", null,
          (p, n, seed) -> PermutationTraffic.bitReversal(n)),
      new Entry("shuffle", "permutation: perfect shuffle, rotate the id's bits left (N a power of 2)", "shuffle", null,
          (p, n, seed) -> PermutationTraffic.shuffle(n)),
      new Entry("transpose", "permutation: swap the two halves of the id's bits (N a power of 4)", "transpose", null,
          (p, n, seed) -> PermutationTraffic.transpose(n)),
      new Entry("bitcomplement", "permutation: i -> N-1-i, every bit flipped (N a power of 2)", "bitcomplement", null,
          (p, n, seed) -> PermutationTraffic.bitComplement(n)),
      new Entry("shift", "permutation: i -> (i+k) mod N", "shift:k=5", null,
          (p, n, seed) -> PermutationTraffic.shift(n, p.integer("k", 1))),
      new Entry("randperm", "permutation: a seeded random permutation", "randperm", null,
          (p, n, seed) -> PermutationTraffic.random(n, seed)),
      new Entry("bisection", "random halves; mode=pairs: partners exchange one flow each way, mode=complete: half to half",
          "bisection", null, (p, n, seed) -> switch (p.string("mode", "pairs")) {
            case "pairs" -> BisectionTraffic.pairs(n, seed);
            case "complete" -> BisectionTraffic.complete(n, seed);
            default -> throw new SpecException("bisection mode must be pairs or complete, got '" + p.string("mode") + "'");
          }),
      new Entry("alltoone", "every server sends to one root (random or dst=<id>)", "alltoone:dst=0", null,
          (p, n, seed) -> RootedTraffic.allToOne(n, p.integer("dst", -1) < 0
              ? RandomTraffic.randomServer(n, seed) : p.integer("dst"))),
      new Entry("onetoall", "one root (random or src=<id>) sends to every other server", "onetoall:src=0", null,
          (p, n, seed) -> RootedTraffic.oneToAll(n, p.integer("src", -1) < 0
              ? RandomTraffic.randomServer(n, seed) : p.integer("src"))),
      new Entry("alltoall", "every server sends to every other server: N(N-1) flows, never stored (self=true: N^2, INRFlow's)", "alltoall", null,
          (p, n, seed) -> selfPairs(p, AllToAllTraffic.all(n))),
      new Entry("manyalltoall", "all-to-all inside consecutive groups of 'group' servers (random=true: seeded groups; self=true: with self pairs)",
          "manyalltoall:group=64", null, (p, n, seed) -> selfPairs(p, p.string("random", "false").equals("true")
              ? AllToAllTraffic.inRandomGroups(n, p.integer("group", 64), seed)
              : AllToAllTraffic.inGroups(n, p.integer("group", 64)))),
      new Entry("file", "a flow-list file: one 'src dst [bytes]' per line, # comments", "file:flows.txt", "path",
          (p, n, seed) -> FlowListReader.read(Path.of(p.string("path")), n)));

  /** The spec key naming self pairs, which {@link #create(String, int, long, boolean)} may default to true. */
  public static final String SELF_PAIRS = "self";

  private TrafficCatalog() {}

  private static AllToAllTraffic selfPairs(SpecParams p, AllToAllTraffic pattern) {
    return p.bool(SELF_PAIRS, false) ? pattern.withSelfPairs() : pattern;
  }

  public static List<Entry> patterns() { return PATTERNS; }

  /**
   * Makes the pattern a spec string names, e.g. {@code uniform:flows=4} or {@code shift:k=5}.
   *
   * @throws SpecException for an unknown name or bad parameter
   */
  public static TrafficPattern create(String text, Topology topology, long seed) {
    return create(text, topology.servers(), seed);
  }

  /**
   * As {@link #create(String, Topology, long)}, with self pairs in the all-to-all patterns unless
   * the spec says {@code self=false} when {@code selfPairs} is true (the {@code
   * conventions.self-pairs} setting).
   */
  public static TrafficPattern create(String text, Topology topology, long seed, boolean selfPairs) {
    return create(text, topology.servers(), seed, selfPairs);
  }

  /** Makes the pattern a spec string names among {@code servers} servers (or the tasks of a job). */
  public static TrafficPattern create(String text, int servers, long seed) { return create(text, servers, seed, false); }

  private static TrafficPattern create(String text, int servers, long seed, boolean selfPairs) {
    String name = SpecParams.nameOf(text);
    Entry entry = null;
    for (Entry e : PATTERNS) if (e.name().equals(name)) entry = e;
    if (entry == null) throw new SpecException("unknown traffic pattern '" + name + "'; valid: " + names());
    SpecParams params = SpecParams.parse(text, entry.positionalKey());
    if (selfPairs) params.withDefault(SELF_PAIRS, "true");
    TrafficPattern pattern;
    try {
      pattern = entry.factory().create(params, servers, seed);
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
