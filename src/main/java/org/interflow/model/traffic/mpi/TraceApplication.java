package org.interflow.model.traffic.mpi;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReferenceArray;
import org.interflow.model.traffic.app.Application;
import org.interflow.model.traffic.app.NodeProgram;

/**
 * An MPI trace replayed as a dynamic-engine job: one task per rank, each running a {@link
 * MpiRankProgram} over the shared, read-only {@link ActionTape}. It keeps the programs it made so
 * that, after the run, it can report every rank's statistics, whether it finished, what an
 * unfinished one waits on, its timeline and the rank-to-rank traffic. Use one instance per run:
 * a second run replaces the programs of the first.
 */
public final class TraceApplication implements Application {
  private final ActionTape tape;
  private final MpiModel model;
  private final AtomicReferenceArray<MpiRankProgram> programs;  // made on the hosts' threads

  /** Replays {@code tape} (ended) under {@code model}. */
  public TraceApplication(ActionTape tape, MpiModel model) {
    if (tape.ranks() < 1) throw new IllegalArgumentException("the tape has no ranks");
    this.tape = tape;
    this.model = model;
    this.programs = new AtomicReferenceArray<>(tape.ranks());
  }

  @Override
  public String name() { return "replay"; }

  @Override
  public int tasks() { return tape.ranks(); }

  @Override
  public NodeProgram program(int task) {
    if (task < 0 || task >= tape.ranks()) throw new IllegalArgumentException("task " + task + " of " + tape.ranks());
    MpiRankProgram program = new MpiRankProgram(tape, task, model);
    programs.set(task, program);
    return program;
  }

  /** The tape replayed. */
  public ActionTape tape() { return tape; }

  /** The MPI model. */
  public MpiModel model() { return model; }

  /** The program of {@code rank} from the latest run, or null if it never started. */
  public MpiRankProgram rankProgram(int rank) { return programs.get(rank); }

  /** Statistics of {@code rank} (all zero, unfinished, if it never started). */
  public RankStats stats(int rank) {
    MpiRankProgram p = programs.get(rank);
    return p != null ? p.stats() : new RankStats(rank, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -1);
  }

  /** Statistics of every rank, by rank. */
  public List<RankStats> stats() {
    List<RankStats> all = new ArrayList<>(tape.ranks());
    for (int r = 0; r < tape.ranks(); r++) all.add(stats(r));
    return all;
  }

  /** True when {@code rank} completed its trace and all its messages were delivered. */
  public boolean finished(int rank) {
    MpiRankProgram p = programs.get(rank);
    return p != null && p.finished();
  }

  /** One line per unfinished rank saying what it waits on, by rank; empty when all finished. */
  public List<String> waits() {
    List<String> lines = new ArrayList<>();
    for (int r = 0; r < tape.ranks(); r++) {
      MpiRankProgram p = programs.get(r);
      if (p == null) lines.add("rank " + r + " never started");
      else if (!p.finished()) lines.add(p.describeWait());
    }
    return lines;
  }

  /** Time the last rank completed its trace, picoseconds; -1 if some rank did not. */
  public long lastFinishPs() {
    long last = 0;
    for (int r = 0; r < tape.ranks(); r++) {
      long f = stats(r).finishPs();
      if (f < 0) return -1;
      last = Math.max(last, f);
    }
    return last;
  }

  /** Rank {@code rank}'s state spans, or null when the model's timeline is off or it never started. */
  public StateSpans spans(int rank) {
    MpiRankProgram p = programs.get(rank);
    return p == null ? null : p.spans();
  }

  /** Payload bytes from every rank to every other one (sparse). */
  public TrafficMatrix traffic() {
    long[][][] rows = new long[tape.ranks()][][];
    for (int r = 0; r < tape.ranks(); r++) {
      MpiRankProgram p = programs.get(r);
      rows[r] = p == null ? new long[][] {new long[0], new long[0]} : p.trafficByDestination();
    }
    return new TrafficMatrix(rows);
  }
}
