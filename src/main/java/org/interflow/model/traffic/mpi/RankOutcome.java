package org.interflow.model.traffic.mpi;

import java.util.Arrays;
import java.util.Objects;
import org.interflow.model.traffic.app.TaskOutcome;

/**
 * One MPI rank's figures at the end of a replay: its statistics, its state timeline (null when the
 * timeline is off), the payload bytes it sent to each destination, and, when it did not finish,
 * what it waits on. Immutable once made (the program that made it has stopped); equal when every
 * figure is.
 */
public final class RankOutcome implements TaskOutcome {
  private final RankStats stats;
  private final StateSpans spans;
  private final long[] destinations;
  private final long[] bytes;
  private final RankWait wait;

  /**
   * @param traffic {destinations, bytes}, destinations increasing (copied)
   * @param wait what the rank waits on, or null when it finished
   */
  public RankOutcome(RankStats stats, StateSpans spans, long[][] traffic, RankWait wait) {
    this.stats = Objects.requireNonNull(stats, "stats");
    this.spans = spans;
    this.destinations = traffic[0].clone();
    this.bytes = traffic[1].clone();
    this.wait = wait;
  }

  /** The rank's statistics. */
  public RankStats stats() { return stats; }

  /** The rank's state spans, or null when the timeline was off. */
  public StateSpans spans() { return spans; }

  /** Payload bytes sent per destination, as {destinations, bytes}, destinations increasing (a copy). */
  public long[][] trafficByDestination() { return new long[][] {destinations.clone(), bytes.clone()}; }

  /** What the rank waits on, or null when it finished. */
  public String waitDescription() { return wait == null ? null : wait.line(); }

  /** What the rank waits on, with the message in the network it waits for, or null when it finished. */
  public RankWait waiting() { return wait; }

  @Override
  public boolean equals(Object o) {
    return o instanceof RankOutcome r && stats.equals(r.stats) && Objects.equals(wait, r.wait)
        && Arrays.equals(destinations, r.destinations) && Arrays.equals(bytes, r.bytes) && sameSpans(spans, r.spans);
  }

  @Override
  public int hashCode() { return Objects.hash(stats, wait, Arrays.hashCode(destinations), Arrays.hashCode(bytes)); }

  private static boolean sameSpans(StateSpans a, StateSpans b) {
    if (a == null || b == null) return a == b;
    if (a.size() != b.size()) return false;
    for (int i = 0; i < a.size(); i++) {
      if (a.state(i) != b.state(i) || a.startPs(i) != b.startPs(i) || a.endPs(i) != b.endPs(i)) return false;
    }
    return true;
  }

  @Override
  public String toString() { return "RankOutcome[" + stats + (wait == null ? "" : ", " + wait.line()) + "]"; }
}
