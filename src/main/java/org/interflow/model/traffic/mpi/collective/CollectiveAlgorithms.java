package org.interflow.model.traffic.mpi.collective;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.interflow.model.traffic.mpi.CollectiveAlgorithm;
import org.interflow.model.traffic.mpi.MpiAction.CollectiveKind;

/**
 * The registry of collective algorithms: look-up by collective kind and configuration name, the
 * one-line descriptions {@code --help} prints, Interflow's default per kind and SimGrid SMPI's
 * defaults for the {@code simgrid} preset. Immutable; every algorithm is a stateless singleton.
 *
 * <p>Interflow's defaults follow MPICH's choices for short messages, since most collectives in
 * application traces are small (Thakur, Rabenseifner and Gropp, IJHPCA 19(1), 2005): dissemination
 * (Bruck) barrier; binomial bcast, reduce, gather and scatter; recursive-doubling allreduce, scan
 * and exscan (latency-optimal, log2 p rounds; Rabenseifner or ring are better above some KiB);
 * Bruck allgather (ceil(log2 p) rounds for any p); ring allgatherv (irregular blocks); linear
 * gatherv and scatterv (as MPICH); pairwise alltoall, alltoallv and reduce-scatter (any p, one
 * partner per round).
 */
public final class CollectiveAlgorithms {
  private static final List<CollectiveAlgorithm> ALL = List.of(new LinearAlgorithm(), new BinomialTreeAlgorithm(),
      new RecursiveDoublingAlgorithm(), new RingAlgorithm(), new PairwiseExchangeAlgorithm(), new BruckAlgorithm(),
      new ScatterAllgatherAlgorithm(), new RabenseifnerAlgorithm(), new SmpiDefaultAlgorithm());

  private static final Map<String, String> DESCRIPTIONS = Map.of(
      LinearAlgorithm.NAME, "flat: root to/from every rank, or every pair, in one round",
      BinomialTreeAlgorithm.NAME, "binomial tree (MPICH), compositions on rank 0 for all-variants",
      RecursiveDoublingAlgorithm.NAME, "recursive doubling, log2 p exchange rounds, fold for other p",
      RingAlgorithm.NAME, "ring: p-1 neighbour steps (allreduce: reduce-scatter + allgather)",
      PairwiseExchangeAlgorithm.NAME, "pairwise exchange: p-1 rounds, one partner per round",
      BruckAlgorithm.NAME, "Bruck: ceil(log2 p) rounds (barrier: dissemination)",
      ScatterAllgatherAlgorithm.NAME, "Van de Geijn bcast: binomial scatter + ring allgather",
      RabenseifnerAlgorithm.NAME, "Rabenseifner allreduce: recursive halving + doubling",
      SmpiDefaultAlgorithm.NAME, "what SimGrid SMPI 3.32's replay does by default");

  private static final Map<CollectiveKind, String> DEFAULT_NAMES = defaultNames();

  private CollectiveAlgorithms() {}

  private static Map<CollectiveKind, String> defaultNames() {
    Map<CollectiveKind, String> names = new EnumMap<>(CollectiveKind.class);
    names.put(CollectiveKind.BARRIER, BruckAlgorithm.NAME);
    names.put(CollectiveKind.BCAST, BinomialTreeAlgorithm.NAME);
    names.put(CollectiveKind.REDUCE, BinomialTreeAlgorithm.NAME);
    names.put(CollectiveKind.ALLREDUCE, RecursiveDoublingAlgorithm.NAME);
    names.put(CollectiveKind.GATHER, BinomialTreeAlgorithm.NAME);
    names.put(CollectiveKind.GATHERV, LinearAlgorithm.NAME);
    names.put(CollectiveKind.SCATTER, BinomialTreeAlgorithm.NAME);
    names.put(CollectiveKind.SCATTERV, LinearAlgorithm.NAME);
    names.put(CollectiveKind.ALLGATHER, BruckAlgorithm.NAME);
    names.put(CollectiveKind.ALLGATHERV, RingAlgorithm.NAME);
    names.put(CollectiveKind.ALLTOALL, PairwiseExchangeAlgorithm.NAME);
    names.put(CollectiveKind.ALLTOALLV, PairwiseExchangeAlgorithm.NAME);
    names.put(CollectiveKind.REDUCE_SCATTER, PairwiseExchangeAlgorithm.NAME);
    names.put(CollectiveKind.SCAN, RecursiveDoublingAlgorithm.NAME);
    names.put(CollectiveKind.EXSCAN, RecursiveDoublingAlgorithm.NAME);
    return Collections.unmodifiableMap(names);
  }

  /**
   * The algorithm called {@code name} for {@code kind}.
   *
   * @throws IllegalArgumentException naming the valid algorithms for {@code kind} when none
   *     matches
   */
  public static CollectiveAlgorithm forName(CollectiveKind kind, String name) {
    for (CollectiveAlgorithm a : ALL) if (a.name().equals(name) && a.supports(kind)) return a;
    throw new IllegalArgumentException("unknown " + kind.traceName() + " algorithm '" + name + "'; valid: "
        + String.join(", ", names(kind)));
  }

  /** Names of the algorithms that implement {@code kind}, in registry order. */
  public static List<String> names(CollectiveKind kind) {
    List<String> names = new ArrayList<>();
    for (CollectiveAlgorithm a : ALL) if (a.supports(kind)) names.add(a.name());
    return List.copyOf(names);
  }

  /** Every registered algorithm, in registry order. */
  public static List<CollectiveAlgorithm> all() {
    return ALL;
  }

  /** One-line description of the algorithm called {@code name}, for {@code --help}. */
  public static String description(String name) {
    String d = DESCRIPTIONS.get(name);
    if (d == null) throw new IllegalArgumentException("unknown collective algorithm '" + name + "'");
    return d;
  }

  /** Interflow's default algorithm for every kind (see the class comment for the choices). */
  public static Map<CollectiveKind, CollectiveAlgorithm> defaults() {
    Map<CollectiveKind, CollectiveAlgorithm> map = new EnumMap<>(CollectiveKind.class);
    for (Map.Entry<CollectiveKind, String> e : DEFAULT_NAMES.entrySet()) {
      map.put(e.getKey(), forName(e.getKey(), e.getValue()));
    }
    return Collections.unmodifiableMap(map);
  }

  /** SimGrid SMPI's default for every kind: {@link SmpiDefaultAlgorithm} throughout. */
  public static Map<CollectiveKind, CollectiveAlgorithm> smpiDefaults() {
    Map<CollectiveKind, CollectiveAlgorithm> map = new EnumMap<>(CollectiveKind.class);
    for (CollectiveKind kind : CollectiveKind.values()) map.put(kind, forName(kind, SmpiDefaultAlgorithm.NAME));
    return Collections.unmodifiableMap(map);
  }
}
