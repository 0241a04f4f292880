package org.interflow.model.traffic.mpi;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.IntFunction;
import org.interflow.model.traffic.app.TaskOutcome;

/**
 * A replay's per-rank figures, read from the ranks' {@link RankOutcome}s (as the run's result
 * carries them): every rank's statistics, whether it finished, what an unfinished one waits on,
 * its timeline and the rank-to-rank traffic. A rank with no outcome never started.
 */
public final class ReplayOutcome {
  private final RankOutcome[] ranks;

  /** The figures of {@code ranks} ranks, rank r's outcome being {@code outcomeOf.apply(r)} (null: never started). */
  public ReplayOutcome(int ranks, IntFunction<TaskOutcome> outcomeOf) {
    this.ranks = new RankOutcome[ranks];
    for (int r = 0; r < ranks; r++) {
      TaskOutcome o = outcomeOf.apply(r);
      if (o != null && !(o instanceof RankOutcome)) throw new IllegalArgumentException("task " + r + " is not an MPI rank");
      this.ranks[r] = (RankOutcome) o;
    }
  }

  /** Ranks of the replay. */
  public int ranks() { return ranks.length; }

  /** Statistics of {@code rank} (all zero, unfinished, if it never started). */
  public RankStats stats(int rank) {
    RankOutcome o = ranks[rank];
    return o != null ? o.stats() : new RankStats(rank, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -1);
  }

  /** Statistics of every rank, by rank. */
  public List<RankStats> stats() {
    List<RankStats> all = new ArrayList<>(ranks.length);
    for (int r = 0; r < ranks.length; r++) all.add(stats(r));
    return all;
  }

  /** True when {@code rank} completed its trace and all its messages were delivered. */
  public boolean finished(int rank) { return ranks[rank] != null && ranks[rank].waitDescription() == null; }

  /** One line per unfinished rank saying what it waits on, by rank; empty when all finished. */
  public List<String> waits() { return waits((from, to) -> null); }

  /**
   * As {@link #waits()}, except that a rank waiting for a message the network dropped says so:
   * {@code undeliverable} gives why messages from one rank to another never arrive (e.g. "no route
   * from server 3 to server 7"), or null for ranks whose messages were not dropped.
   */
  public List<String> waits(BiFunction<Integer, Integer, String> undeliverable) {
    List<String> lines = new ArrayList<>();
    for (int r = 0; r < ranks.length; r++) {
      RankWait wait = ranks[r] == null ? null : ranks[r].waiting();
      if (ranks[r] == null) {
        lines.add("rank " + r + " never started");
      } else if (wait != null) {
        String why = wait.onMessage() ? undeliverable.apply(wait.fromRank(), wait.toRank()) : null;
        lines.add(why == null ? wait.line() : wait.ifUndeliverable() + ": " + why);
      }
    }
    return lines;
  }

  /** Time the last rank completed its trace, picoseconds; -1 if some rank did not. */
  public long lastFinishPs() {
    long last = 0;
    for (int r = 0; r < ranks.length; r++) {
      long f = stats(r).finishPs();
      if (f < 0) return -1;
      last = Math.max(last, f);
    }
    return last;
  }

  /** Point-to-point messages sent by every rank, collectives' included. */
  public long messages() {
    long n = 0;
    for (int r = 0; r < ranks.length; r++) n += stats(r).messagesSent();
    return n;
  }

  /** Payload bytes sent by every rank, collectives' included. */
  public long bytes() {
    long n = 0;
    for (int r = 0; r < ranks.length; r++) n += stats(r).bytesSent();
    return n;
  }

  /** Rank {@code rank}'s state spans, or null when the timeline was off or it never started. */
  public StateSpans spans(int rank) { return ranks[rank] == null ? null : ranks[rank].spans(); }

  /** Payload bytes from every rank to every other one (sparse). */
  public TrafficMatrix traffic() {
    long[][][] rows = new long[ranks.length][][];
    for (int r = 0; r < ranks.length; r++) {
      rows[r] = ranks[r] == null ? new long[][] {new long[0], new long[0]} : ranks[r].trafficByDestination();
    }
    return new TrafficMatrix(rows);
  }
}
