package org.interflow.model.traffic.mpi;

import org.interflow.model.traffic.app.Application;
import org.interflow.model.traffic.app.NodeProgram;

/**
 * An MPI trace replayed as a dynamic-engine job: one task per rank, each running a {@link
 * MpiRankProgram} over the shared, read-only {@link ActionTape}. Each rank reports its figures
 * as a {@link RankOutcome}, which the run's result carries; {@link ReplayOutcome} reads them.
 */
public final class TraceApplication implements Application {
  private final ActionTape tape;
  private final MpiModel model;

  /** Replays {@code tape} (ended) under {@code model}. */
  public TraceApplication(ActionTape tape, MpiModel model) {
    if (tape.ranks() < 1) throw new IllegalArgumentException("the tape has no ranks");
    this.tape = tape;
    this.model = model;
  }

  @Override
  public String name() { return "replay"; }

  @Override
  public int tasks() { return tape.ranks(); }

  @Override
  public NodeProgram program(int task) {
    if (task < 0 || task >= tape.ranks()) throw new IllegalArgumentException("task " + task + " of " + tape.ranks());
    return new MpiRankProgram(tape, task, model);
  }

  /** The tape replayed. */
  public ActionTape tape() { return tape; }

  /** The MPI model. */
  public MpiModel model() { return model; }
}
