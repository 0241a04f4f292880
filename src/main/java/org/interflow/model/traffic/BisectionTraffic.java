package org.interflow.model.traffic;

/**
 * Bisection traffic: the servers are split uniformly at random into two halves A and B of
 * {@code h = floor(N/2)} servers (the shuffled ids, first h in A, next h in B; with odd N the one
 * left over sends and receives nothing).
 *
 * <ul>
 *   <li>{@link #pairs(int, long)} ({@code bisection}, the default): the i-th server of A and the
 *       i-th of B are paired and each sends one flow to the other, so {@code 2h} flows, one leaving
 *       and one entering every server. This loads every bisection of the network with N flows,
 *       the classical random-pairing bisection test (as in the HyperX paper's bisection runs).
 *   <li>{@link #complete(int, long)} ({@code bisection:mode=complete}): INRFlow's text, "every
 *       server in each half sends a flow to every server in the other half", {@code 2h^2} flows;
 *       flow {@code f < h^2} goes from {@code A[f/h]} to {@code B[f%h]}, the rest mirror them.
 * </ul>
 * Memory: one int per server (the shuffled order); a flow is O(1) arithmetic.
 *
 * <p>Source: INRFlow (Navaridas et al., JPDC 2019), "Bisection".
 */
public final class BisectionTraffic implements TrafficPattern {
  private final int[] order;
  private final int half;
  private final boolean complete;

  private BisectionTraffic(int servers, long seed, boolean complete) {
    if (servers < 2) throw new IllegalArgumentException("bisection traffic needs at least 2 servers, got " + servers);
    this.order = PermutationTraffic.shuffledIds(servers, seed);
    this.half = servers / 2;
    this.complete = complete;
  }

  /** Random pairing across a random bisection: 2*floor(N/2) flows. */
  public static BisectionTraffic pairs(int servers, long seed) { return new BisectionTraffic(servers, seed, false); }

  /** Every server of each random half to every server of the other: 2*floor(N/2)^2 flows. */
  public static BisectionTraffic complete(int servers, long seed) { return new BisectionTraffic(servers, seed, true); }

  @Override
  public long flowCount() { return complete ? 2L * half * half : 2L * half; }

  @Override
  public int source(long flow) {
    if (!complete) return (flow & 1) == 0 ? order[(int) (flow >>> 1)] : order[half + (int) (flow >>> 1)];
    long square = (long) half * half;
    return flow < square ? order[(int) (flow / half)] : order[half + (int) ((flow - square) / half)];
  }

  @Override
  public int destination(long flow) {
    if (!complete) return (flow & 1) == 0 ? order[half + (int) (flow >>> 1)] : order[(int) (flow >>> 1)];
    long square = (long) half * half;
    return flow < square ? order[half + (int) (flow % half)] : order[(int) ((flow - square) % half)];
  }
}
