package org.interflow.model.traffic.mpi;

import java.util.Arrays;

/**
 * One rank's schedule of the collective it is in: the rounds of sends and receives its {@link
 * CollectiveAlgorithm} wrote, kept in reusable parallel arrays (no allocation per collective once
 * they have grown; arrays above 1024 operations are dropped at the end so that an occasional large
 * collective does not pin memory on every rank). Operations written after the last {@code
 * endRound} form a final round; empty rounds are dropped. Not thread-safe: owned by one rank.
 */
final class CollectiveRounds implements CollectiveAlgorithm.ScheduleSink {
  private static final int KEEP = 1024;

  private boolean[] send = new boolean[8];
  private int[] peer = new int[8];
  private long[] bytes = new long[8];
  private int[] roundEnds = new int[4];
  private int ops;
  private int roundCount;
  private int round = -1;
  private int ranks;
  private MpiAction.Collective collective;

  /** Writes {@code rank}'s schedule of {@code c} and starts at its first round. */
  void begin(MpiAction.Collective c, CollectiveAlgorithm algorithm, int rank, int ranks) {
    this.collective = c;
    this.ranks = ranks;
    ops = 0;
    roundCount = 0;
    algorithm.schedule(c, rank, ranks, this);
    endRound();
    round = 0;
  }

  boolean active() { return round >= 0; }

  MpiAction.CollectiveKind kind() { return collective.kind(); }

  double flops() { return collective.flops(); }

  int round() { return round; }

  int rounds() { return roundCount; }

  int roundStart() { return round == 0 ? 0 : roundEnds[round - 1]; }

  int roundEnd() { return roundEnds[round]; }

  boolean isSend(int i) { return send[i]; }

  int peer(int i) { return peer[i]; }

  long bytes(int i) { return bytes[i]; }

  void nextRound() { round++; }

  void end() {
    round = -1;
    collective = null;
    if (send.length > KEEP) {
      send = new boolean[8];
      peer = new int[8];
      bytes = new long[8];
    }
    if (roundEnds.length > KEEP) roundEnds = new int[4];
  }

  @Override
  public void send(int to, long size) { add(true, to, size); }

  @Override
  public void recv(int from, long size) { add(false, from, size); }

  @Override
  public void endRound() {
    int start = roundCount == 0 ? 0 : roundEnds[roundCount - 1];
    if (ops == start) return;
    if (roundCount == roundEnds.length) roundEnds = Arrays.copyOf(roundEnds, 2 * roundCount);
    roundEnds[roundCount++] = ops;
  }

  private void add(boolean isSend, int p, long size) {
    if (p < 0 || p >= ranks) {
      throw new IllegalArgumentException(collective.kind().traceName() + " schedule names rank " + p + " of " + ranks);
    }
    if (size < 0) {
      throw new IllegalArgumentException(collective.kind().traceName() + " schedule has " + size + " bytes");
    }
    if (ops == send.length) {
      int n = 2 * ops;
      send = Arrays.copyOf(send, n);
      peer = Arrays.copyOf(peer, n);
      bytes = Arrays.copyOf(bytes, n);
    }
    send[ops] = isSend;
    peer[ops] = p;
    bytes[ops] = size;
    ops++;
  }
}
