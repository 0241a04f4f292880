package org.interflow.model.benchmark;

import java.util.Locale;
import org.interflow.model.traffic.mpi.MpiAction;
import org.interflow.model.traffic.mpi.MpiAction.CollectiveKind;
import org.interflow.model.traffic.mpi.TraceSink;

/**
 * The MPI-1 collectives the Intel MPI Benchmarks time in the seed's study (Domke et al., SC 2019,
 * section 4.1 and figure 4), as the program one measurement runs: every rank calls the collective
 * {@code iterations} times back to back, the root of rooted ones rotating rank by rank as IMB does
 * (Intel MPI Benchmarks User Guide, "Bcast", "Gather", ...). Message sizes follow IMB: the
 * broadcast and reduction vector is X bytes; gather, scatter and alltoall move X bytes per rank
 * pair; barrier has none.
 */
public enum ImbCollective {
  BARRIER(CollectiveKind.BARRIER), BCAST(CollectiveKind.BCAST), GATHER(CollectiveKind.GATHER),
  SCATTER(CollectiveKind.SCATTER), REDUCE(CollectiveKind.REDUCE), ALLREDUCE(CollectiveKind.ALLREDUCE),
  ALLTOALL(CollectiveKind.ALLTOALL);

  private final CollectiveKind kind;

  ImbCollective(CollectiveKind kind) { this.kind = kind; }

  /** Lower-case name, as on the command line ({@code allreduce}). */
  public String cliName() { return name().toLowerCase(Locale.ROOT); }

  /** The operation of a command-line name. @throws IllegalArgumentException for an unknown one, listing the valid */
  public static ImbCollective forName(String name) {
    for (ImbCollective c : values()) if (c.cliName().equals(name)) return c;
    StringBuilder valid = new StringBuilder();
    for (ImbCollective c : values()) valid.append(valid.length() == 0 ? "" : ", ").append(c.cliName());
    throw new IllegalArgumentException("unknown collective '" + name + "'; valid: " + valid);
  }

  /** The call of iteration {@code i} among {@code ranks} ranks with X = {@code bytes}. */
  MpiAction.Collective call(int ranks, long bytes, int i) {
    int root = kind.rooted() ? i % ranks : 0;
    return switch (this) {
      case BARRIER -> MpiAction.Collective.of(kind, 0, 0, 0, 0);
      case BCAST, REDUCE -> MpiAction.Collective.of(kind, root, bytes, 0, 0);
      default -> MpiAction.Collective.of(kind, root, bytes, bytes, 0);
    };
  }

  /**
   * Writes the measurement's program into {@code sink} (rank count, every rank's calls, end).
   *
   * @throws IllegalArgumentException unless ranks >= 1, bytes >= 0 and iterations >= 1
   */
  public void program(int ranks, long bytes, int iterations, TraceSink sink) {
    if (ranks < 1 || bytes < 0 || iterations < 1) {
      throw new IllegalArgumentException(cliName() + " needs ranks >= 1, bytes >= 0, iterations >= 1; got " + ranks + ", "
          + bytes + ", " + iterations);
    }
    sink.ranks(ranks);
    long line = 0;
    for (int i = 0; i < iterations; i++) {
      for (int r = 0; r < ranks; r++) sink.action(r, call(ranks, bytes, i), "imb-" + cliName(), ++line);
    }
    sink.end();
  }
}
