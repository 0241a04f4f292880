package org.interflow.model.traffic.mpi.collective;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.TreeSet;
import java.util.function.IntFunction;
import java.util.stream.Stream;
import org.interflow.model.traffic.mpi.CollectiveAlgorithm;
import org.interflow.model.traffic.mpi.MpiAction.Collective;
import org.interflow.model.traffic.mpi.MpiAction.CollectiveKind;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every registered algorithm, on every kind it supports, for 1 to 17 ranks and several roots:
 * (a) each rank pair's sends line up with the peer's receives, same count and bytes in posting
 * order; (b) the schedule runs to the end on the rendezvous round machine of {@link
 * CollectiveRun} (no deadlock); (c) the data reaches where the collective's definition says:
 * bcast and scatter give the root's data to every rank, reduce and gather give the root every
 * contribution, the all-variants, reduce-scatter, alltoall and barrier give every rank every
 * contribution, scan gives rank r ranks 0..r and exscan ranks 0..r-1; and the bytes received
 * are at least what the definition requires (a bcast receiver gets at least n bytes, a gather
 * root the sum of the other blocks, an alltoall rank the sum of its incoming blocks ...).
 */
class CollectiveScheduleContractTest {
  /** Not a multiple of any rank count up to 17, so uneven splits are exercised. */
  private static final long N = 1007;

  static Stream<String> algorithms() {
    return CollectiveAlgorithms.all().stream().map(CollectiveAlgorithm::name);
  }

  /** Irregular v-variant blocks: rank i contributes 10 i + 3 bytes. */
  private static long vBlock(int i) {
    return 10L * i + 3;
  }

  /** Alltoallv: rank i sends 100 i + j + 1 bytes to rank j. */
  private static long matrix(int i, int j) {
    return 100L * i + j + 1;
  }

  private static IntFunction<Collective> collective(CollectiveKind kind, int root, int ranks, long block) {
    long[] blocks = new long[ranks];
    for (int i = 0; i < ranks; i++) blocks[i] = vBlock(i);
    return switch (kind) {
      case GATHERV, ALLGATHERV -> r -> new Collective(kind, root, blocks[r], 0, null, blocks, 0);
      case SCATTERV -> r -> new Collective(kind, root, 0, blocks[r], blocks, null, 0);
      case REDUCE_SCATTER -> r -> new Collective(kind, 0, 0, 0, null, blocks, 0);
      case ALLTOALLV -> r -> {
        long[] send = new long[ranks];
        long[] recv = new long[ranks];
        for (int j = 0; j < ranks; j++) {
          send[j] = matrix(r, j);
          recv[j] = matrix(j, r);
        }
        return new Collective(kind, 0, 0, 0, send, recv, 0);
      };
      default -> r -> Collective.of(kind, kind.rooted() ? root : 0, block, block, 0);
    };
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("algorithms")
  void everyScheduleMatchesCompletesAndDeliversTheData(String name) {
    CollectiveAlgorithm algorithm = CollectiveAlgorithms.all().stream()
        .filter(a -> a.name().equals(name)).findFirst().orElseThrow();
    int cases = 0;
    for (CollectiveKind kind : CollectiveKind.values()) {
      if (!algorithm.supports(kind)) continue;
      // alltoall sizes cover every branch of SMPI's decision table for small p
      long[] sizes = kind == CollectiveKind.ALLTOALL ? new long[] {1, 10, 100, N, 20000, 600000, 2000000} : new long[] {N};
      for (int ranks = 1; ranks <= 17; ranks++) {
        TreeSet<Integer> roots = new TreeSet<>(List.of(0, 1 % ranks, ranks / 2, ranks - 1));
        for (int root : kind.rooted() ? roots : new TreeSet<>(List.of(0))) {
          for (long block : sizes) {
            check(algorithm, kind, root, ranks, block);
            cases++;
          }
        }
      }
    }
    assertTrue(cases > 0);
  }

  private static void check(CollectiveAlgorithm algorithm, CollectiveKind kind, int root, int ranks, long block) {
    String what = algorithm.name() + " " + kind + " p=" + ranks + " root=" + root + " block=" + block;
    CollectiveRun run = CollectiveRun.of(algorithm, collective(kind, root, ranks, block), ranks);
    for (int s = 0; s < ranks; s++) {
      for (int d = 0; d < ranks; d++) {
        if (s != d) assertEquals(run.sizes(s, d, true), run.sizes(s, d, false), what + " pair " + s + "->" + d);
      }
    }
    run.execute();
    assertFalse(run.deadlocked, what + " deadlocks");
    long all = ranks == 64 ? -1L : (1L << ranks) - 1;
    for (int r = 0; r < ranks; r++) {
      long k = run.knowledge[r];
      long required = switch (kind) {
        case BCAST, SCATTER, SCATTERV -> 1L << root;
        case REDUCE, GATHER, GATHERV -> r == root ? all : 0;
        case SCAN -> (1L << (r + 1)) - 1;
        case EXSCAN -> (1L << r) - 1;
        default -> all;
      };
      assertEquals(required, k & required, what + " rank " + r + " knows " + Long.toBinaryString(k));
      assertTrue(run.received[r] >= requiredBytes(kind, root, ranks, r, block),
          what + " rank " + r + " received only " + run.received[r]);
    }
  }

  /** The least a rank must receive for the collective's result to be there. */
  private static long requiredBytes(CollectiveKind kind, int root, int ranks, int r, long block) {
    long others = 0;
    for (int i = 0; i < ranks; i++) if (i != r) others += vBlock(i);
    long incoming = 0;
    for (int i = 0; i < ranks; i++) if (i != r) incoming += matrix(i, r);
    return switch (kind) {
      case BCAST -> r == root ? 0 : block;
      case SCATTER -> r == root ? 0 : block;
      case SCATTERV -> r == root ? 0 : vBlock(r);
      case GATHER -> r == root ? (ranks - 1) * block : 0;
      case GATHERV -> r == root ? others : 0;
      case ALLGATHER -> (ranks - 1) * block;
      case ALLGATHERV -> others;
      case ALLTOALL -> (ranks - 1) * block;
      case ALLTOALLV -> incoming;
      default -> 0;
    };
  }
}
