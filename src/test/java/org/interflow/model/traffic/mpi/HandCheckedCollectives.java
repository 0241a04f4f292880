package org.interflow.model.traffic.mpi;

import java.util.EnumMap;
import java.util.Map;

/**
 * Test-only collective algorithms, simple enough to work times out by hand: linear reduce (every
 * rank sends to the root in one round), linear broadcast (the root sends to every rank in one
 * round, in rank order), allreduce = linear reduce to 0 then linear broadcast from 0, barrier =
 * an allreduce of 0 bytes. {@link #binomialBroadcast()} is MPICH's binomial tree with one round
 * per send.
 */
final class HandCheckedCollectives implements CollectiveAlgorithm {
  @Override
  public String name() { return "test-linear"; }

  @Override
  public boolean supports(MpiAction.CollectiveKind kind) {
    return switch (kind) {
      case BARRIER, BCAST, REDUCE, ALLREDUCE -> true;
      default -> false;
    };
  }

  @Override
  public void schedule(MpiAction.Collective c, int rank, int ranks, ScheduleSink out) {
    switch (c.kind()) {
      case REDUCE -> reduce(c.root(), c.sendBytes(), rank, ranks, out);
      case BCAST -> bcast(c.root(), c.sendBytes(), rank, ranks, out);
      case ALLREDUCE -> {
        reduce(0, c.sendBytes(), rank, ranks, out);
        out.endRound();
        bcast(0, c.sendBytes(), rank, ranks, out);
      }
      case BARRIER -> {
        reduce(0, 0, rank, ranks, out);
        out.endRound();
        bcast(0, 0, rank, ranks, out);
      }
      default -> throw new IllegalArgumentException(c.kind().traceName());
    }
    out.endRound();
  }

  private static void reduce(int root, long bytes, int rank, int ranks, ScheduleSink out) {
    if (rank != root) {
      out.send(root, bytes);
      return;
    }
    for (int r = 0; r < ranks; r++) if (r != root) out.recv(r, bytes);
  }

  private static void bcast(int root, long bytes, int rank, int ranks, ScheduleSink out) {
    if (rank != root) {
      out.recv(root, bytes);
      return;
    }
    for (int r = 0; r < ranks; r++) if (r != root) out.send(r, bytes);
  }

  /** These algorithms for barrier, bcast, reduce and allreduce. */
  static Map<MpiAction.CollectiveKind, CollectiveAlgorithm> all() {
    Map<MpiAction.CollectiveKind, CollectiveAlgorithm> m = new EnumMap<>(MpiAction.CollectiveKind.class);
    HandCheckedCollectives linear = new HandCheckedCollectives();
    for (MpiAction.CollectiveKind k : MpiAction.CollectiveKind.values()) if (linear.supports(k)) m.put(k, linear);
    return m;
  }

  /** MPICH's binomial broadcast: receive from the parent, then send to each child, one round each. */
  static CollectiveAlgorithm binomialBroadcast() {
    return new CollectiveAlgorithm() {
      @Override
      public String name() { return "test-binomial"; }

      @Override
      public boolean supports(MpiAction.CollectiveKind kind) { return kind == MpiAction.CollectiveKind.BCAST; }

      @Override
      public void schedule(MpiAction.Collective c, int rank, int ranks, ScheduleSink out) {
        int relative = (rank - c.root() + ranks) % ranks;
        int mask = 1;
        while (mask < ranks) {
          if ((relative & mask) != 0) {
            out.recv((relative - mask + c.root()) % ranks, c.sendBytes());
            out.endRound();
            break;
          }
          mask <<= 1;
        }
        for (mask >>= 1; mask > 0; mask >>= 1) {
          if (relative + mask < ranks) {
            out.send((relative + mask + c.root()) % ranks, c.sendBytes());
            out.endRound();
          }
        }
      }
    };
  }

  /** Recursive-doubling allreduce for a power-of-two rank count: one exchange per round. */
  static CollectiveAlgorithm recursiveDoubling() {
    return new CollectiveAlgorithm() {
      @Override
      public String name() { return "test-recursive-doubling"; }

      @Override
      public boolean supports(MpiAction.CollectiveKind kind) { return kind == MpiAction.CollectiveKind.ALLREDUCE; }

      @Override
      public void schedule(MpiAction.Collective c, int rank, int ranks, ScheduleSink out) {
        if (Integer.bitCount(ranks) != 1) throw new IllegalArgumentException("power of two only: " + ranks);
        for (int mask = 1; mask < ranks; mask <<= 1) {
          out.send(rank ^ mask, c.sendBytes());
          out.recv(rank ^ mask, c.sendBytes());
          out.endRound();
        }
      }
    };
  }
}
