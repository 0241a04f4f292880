package org.interflow.model.traffic.mpi.collective;

import java.util.EnumSet;
import java.util.Set;
import org.interflow.model.traffic.mpi.CollectiveAlgorithm;
import org.interflow.model.traffic.mpi.MpiAction.Collective;
import org.interflow.model.traffic.mpi.MpiAction.CollectiveKind;

/**
 * Skeleton of the algorithms in this package: a name, the kinds it implements, and one
 * {@link #write} per rank that sees checked arguments ({@link CollectiveSizes#check}) and a
 * {@link RoundWriter}. Subclasses are stateless.
 */
public abstract class AbstractCollectiveAlgorithm implements CollectiveAlgorithm {
  private final String name;
  private final Set<CollectiveKind> kinds;

  AbstractCollectiveAlgorithm(String name, Set<CollectiveKind> kinds) {
    this.name = name;
    this.kinds = EnumSet.copyOf(kinds);
  }

  @Override
  public final String name() {
    return name;
  }

  @Override
  public final boolean supports(CollectiveKind kind) {
    return kinds.contains(kind);
  }

  /**
   * {@inheritDoc}
   *
   * @throws IllegalArgumentException also when the kind is not supported, the rank or root is
   *     outside [0, ranks) or a count vector does not have one entry per rank
   */
  @Override
  public final void schedule(Collective c, int rank, int ranks, ScheduleSink sink) {
    if (!supports(c.kind())) throw new IllegalArgumentException(name + ": unsupported collective " + c.kind());
    CollectiveSizes.check(c, rank, ranks);
    write(c, rank, ranks, new RoundWriter(sink));
  }

  /** Writes rank {@code rank}'s rounds for a supported, checked collective. */
  abstract void write(Collective c, int rank, int ranks, RoundWriter w);
}
