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
  private final String name;

  /** Replays {@code tape} (ended) under {@code model}, named "replay". */
  public TraceApplication(ActionTape tape, MpiModel model) {
    this(tape, model, "replay");
  }

  /** As {@link #TraceApplication(ActionTape, MpiModel)}, named {@code name} (a job of a mixed run names its trace). */
  public TraceApplication(ActionTape tape, MpiModel model, String name) {
    if (tape.ranks() < 1) throw new IllegalArgumentException("the tape has no ranks");
    this.tape = tape;
    this.model = model;
    this.name = name;
  }

  @Override
  public String name() { return name; }

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
