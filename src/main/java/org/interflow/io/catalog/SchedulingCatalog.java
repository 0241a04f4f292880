package org.interflow.io.catalog;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Function;
import org.interflow.model.scheduler.AllocationPolicy;
import org.interflow.model.scheduler.ClusteredAllocation;
import org.interflow.model.scheduler.ConsecutiveBlockAllocation;
import org.interflow.model.scheduler.EasyBackfilling;
import org.interflow.model.scheduler.FirstComeFirstServed;
import org.interflow.model.scheduler.FirstFreeAllocation;
import org.interflow.model.scheduler.LinearMapping;
import org.interflow.model.scheduler.MappingPolicy;
import org.interflow.model.scheduler.RandomAllocation;
import org.interflow.model.scheduler.RandomMapping;
import org.interflow.model.scheduler.ReservationBackfilling;
import org.interflow.model.scheduler.SelectionPolicy;
import org.interflow.model.scheduler.ShortestJobFirst;
import org.interflow.model.scheduler.TopologyAwareAllocation;
import org.interflow.model.topology.Topology;

/**
 * The registries of the batch scheduler's three stages (INRFlow, section 3.4), by spec ({@code
 * name[:key=value,...]}): job selection ({@code --policy}), node allocation ({@code
 * --allocation}) and task mapping, each entry with a one-line description for {@code interflow
 * list}.
 */
public final class SchedulingCatalog {
  /** A job selection policy. */
  public record Selection(String name, String description, Function<SpecParams, SelectionPolicy> create) {}

  /** Builds an allocation policy for one machine. */
  @FunctionalInterface
  public interface AllocationFactory {
    /**
     * @param topology the network, or null when the run has none (only if the entry does not need one)
     * @param unitsPerServer allocation units per server (1, or the cores when jobs share nodes)
     */
    AllocationPolicy create(SpecParams params, Topology topology, int unitsPerServer, long seed);
  }

  /** A node allocation policy; {@code needsTopology} when it reads the network. */
  public record Allocation(String name, String description, boolean needsTopology, AllocationFactory create) {}

  /** A task mapping policy. */
  public record Mapping(String name, String description, MappingFactory create) {}

  /** Builds a mapping policy from its spec and the run's seed. */
  @FunctionalInterface
  public interface MappingFactory {
    MappingPolicy create(SpecParams params, long seed);
  }

  private static final List<Selection> SELECTIONS = List.of(
      new Selection("fcfs", "first come, first served: strictly in submission order; a waiting head blocks the queue",
          p -> new FirstComeFirstServed()),
      new Selection("sjf", "shortest job first by requested time, strictly in that order",
          p -> new ShortestJobFirst()),
      new Selection("easy", "EASY backfilling (Mu'alem & Feitelson): only the head job holds a reservation",
          p -> new EasyBackfilling()),
      new Selection("conservative", "conservative backfilling: every queued job holds a reservation",
          p -> new ReservationBackfilling(ReservationBackfilling.ALL)),
      new Selection("backfill", "backfilling with the first depth=1 queued jobs holding reservations (0 none, 1 EASY, all conservative)",
          p -> new ReservationBackfilling(depth(p))));

  private static final List<Allocation> ALLOCATIONS = List.of(
      new Allocation("first-free", "the lowest-numbered free nodes, consecutive or not", false,
          (p, t, u, seed) -> new FirstFreeAllocation()),
      new Allocation("consecutive", "the lowest block of consecutive free nodes; a job waits when fragmentation leaves none", false,
          (p, t, u, seed) -> new ConsecutiveBlockAllocation()),
      new Allocation("random", "free nodes drawn uniformly at random (seeded)", false,
          (p, t, u, seed) -> new RandomAllocation(new SplittableRandom(seed))),
      new Allocation("clustered", "geometric strides between free nodes, p=0.8 (a fragmented machine, HyperX study)", false,
          (p, t, u, seed) -> new ClusteredAllocation(p.real("p", ClusteredAllocation.SEED_PAPER_P), new SplittableRandom(seed))),
      new Allocation("topology", "fewest leaf switches, then the nearest ones (same subtree or group first); needs -t", true,
          (p, t, u, seed) -> new TopologyAwareAllocation(t, u)));

  private static final List<Mapping> MAPPINGS = List.of(
      new Mapping("linear", "tasks in order over the allocated nodes, tasks-per-node consecutive tasks on each",
          (p, seed) -> new LinearMapping()),
      new Mapping("random", "the linear slots shuffled (seeded per job)", (p, seed) -> new RandomMapping(seed)));

  private SchedulingCatalog() {}

  public static List<Selection> selections() { return SELECTIONS; }

  public static List<Allocation> allocations() { return ALLOCATIONS; }

  public static List<Mapping> mappings() { return MAPPINGS; }

  /**
   * The selection policy of a spec such as {@code easy} or {@code backfill:depth=4}.
   *
   * @throws SpecException for an unknown name or bad parameter, listing the valid ones
   */
  public static SelectionPolicy selection(String spec) {
    SpecParams p = SpecParams.parse(spec, null);
    Selection entry = find(SELECTIONS, Selection::name, p.name(), "selection policy");
    return build(spec, p, () -> entry.create().apply(p));
  }

  /**
   * The allocation policy of a spec such as {@code consecutive} or {@code clustered:p=0.5}.
   *
   * @param topology the run's network, or null without one
   * @throws SpecException for an unknown name, a bad parameter, or a policy that needs a network
   *     when none is given
   */
  public static AllocationPolicy allocation(String spec, Topology topology, int unitsPerServer, long seed) {
    SpecParams p = SpecParams.parse(spec, null);
    Allocation entry = find(ALLOCATIONS, Allocation::name, p.name(), "allocation policy");
    if (entry.needsTopology() && topology == null) {
      throw new SpecException("allocation '" + entry.name() + "' places jobs by the network's switches and needs one:"
          + " give -t TOPOLOGY (e.g. -t fattree:k=16,n=2 for 256 nodes), or choose first-free, consecutive, random or clustered");
    }
    return build(spec, p, () -> entry.create().create(p, topology, unitsPerServer, seed));
  }

  /**
   * The mapping policy of a spec such as {@code linear} or {@code random}.
   *
   * @throws SpecException for an unknown name or bad parameter
   */
  public static MappingPolicy mapping(String spec, long seed) {
    SpecParams p = SpecParams.parse(spec, null);
    Mapping entry = find(MAPPINGS, Mapping::name, p.name(), "mapping policy");
    return build(spec, p, () -> entry.create().create(p, seed));
  }

  private static int depth(SpecParams p) {
    String d = p.string("depth", "1");
    if (d.equals("all")) return ReservationBackfilling.ALL;
    int depth = p.integer("depth", 1);
    if (depth < 0) throw new SpecException("depth must be 0, 1, 2, ... or all, got " + d);
    return depth;
  }

  private static <T> T build(String spec, SpecParams p, java.util.function.Supplier<T> create) {
    T made;
    try {
      made = create.get();
    } catch (SpecException e) {
      throw e;
    } catch (IllegalArgumentException e) {
      throw new SpecException("'" + spec + "': " + e.getMessage());
    }
    p.finish();
    return made;
  }

  private static <E> E find(List<E> entries, Function<E, String> name, String wanted, String what) {
    List<String> names = new ArrayList<>();
    for (E e : entries) {
      if (name.apply(e).equals(wanted)) return e;
      names.add(name.apply(e));
    }
    throw new SpecException("unknown " + what + " '" + wanted + "'; valid: " + String.join(", ", names));
  }
}
