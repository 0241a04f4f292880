package org.interflow.model.traffic;

import java.util.SplittableRandom;

/**
 * INRFlow's "random" traffic family: every server sends {@code flowsPerServer} flows, each to a
 * destination drawn from a distribution ({@code uniform}, {@code hot spot}, {@code hot region},
 * {@code local}). All destinations are drawn once, when the pattern is made, from one {@link
 * SplittableRandom} seeded with the given seed, in flow order; so the same seed gives the same
 * flows and the pattern is immutable and thread-safe afterwards.
 *
 * <p>Flow {@code f} leaves server {@code f / flowsPerServer}. No flow is a self-flow. Memory: one
 * int per flow ({@code servers * flowsPerServer}); construction is O(flows).
 *
 * <p>Source: INRFlow (Navaridas et al., "INRFlow: An interconnection networks research flow-level
 * simulation framework", JPDC 2019), section "Traffic generation".
 */
public final class RandomTraffic implements TrafficPattern {
  private final int flowsPerServer;
  private final int[] destination;

  /** Draws the destination of one flow from {@code source}, never {@code source} itself. */
  @FunctionalInterface
  private interface DestinationDraw {
    int draw(int source, SplittableRandom random);
  }

  private RandomTraffic(int servers, int flowsPerServer, long seed, DestinationDraw draw) {
    if ((long) servers * flowsPerServer > Integer.MAX_VALUE - 8) {
      throw new IllegalArgumentException(servers + " servers x " + flowsPerServer + " flows is too many flows to draw");
    }
    this.flowsPerServer = flowsPerServer;
    this.destination = new int[servers * flowsPerServer];
    SplittableRandom random = new SplittableRandom(seed);
    for (int f = 0; f < destination.length; f++) destination[f] = draw.draw(f / flowsPerServer, random);
  }

  /**
   * Uniform random traffic ({@code uniform:flows=1}): every destination other than the source is
   * equally likely, probability {@code 1/(N-1)}.
   *
   * @param servers N, at least 2
   * @param flowsPerServer flows each server sends, at least 1
   */
  public static RandomTraffic uniform(int servers, int flowsPerServer, long seed) {
    check(servers, flowsPerServer, "uniform");
    return new RandomTraffic(servers, flowsPerServer, seed, (s, r) -> uniformOther(servers, s, r));
  }

  /**
   * Hot-spot traffic ({@code hotspot:fraction=0.25,hot=<id>}): each flow goes to the hot server
   * with probability {@code fraction}, otherwise to a uniformly random other server. Flows from
   * the hot server itself are always uniform (it does not send to itself), so a flow from any
   * other server reaches the hot server with probability {@code fraction + (1-fraction)/(N-1)}.
   *
   * @param servers N, at least 2
   * @param fraction probability in [0, 1] that a flow targets the hot server
   * @param hot the hot server id, in 0..N-1 (see {@link #randomServer(int, long)} to draw it)
   */
  public static RandomTraffic hotSpot(int servers, int flowsPerServer, double fraction, int hot, long seed) {
    check(servers, flowsPerServer, "hotspot");
    checkFraction(fraction, "hotspot fraction");
    checkServer(hot, servers, "hot server");
    return new RandomTraffic(servers, flowsPerServer, seed,
        (s, r) -> s != hot && r.nextDouble() < fraction ? hot : uniformOther(servers, s, r));
  }

  /**
   * Hot-region traffic ({@code hotregion:fraction=0.25,region=0.125}, INRFlow's defaults): each
   * flow goes, with probability {@code fraction}, to a uniformly chosen server of the hot region,
   * otherwise to a uniformly chosen server of the whole network; a draw that hits the source is
   * redrawn. The hot region is the first {@code R = max(1, round(region * N))} servers (ids
   * {@code 0..R-1}), which in every family are neighbours in the network. When the region is the
   * source alone (R = 1, source 0) its flows are uniform.
   *
   * @param servers N, at least 2
   * @param fraction share of flows aimed at the region, in [0, 1]
   * @param region size of the region as a share of N, in (0, 1]
   */
  public static RandomTraffic hotRegion(int servers, int flowsPerServer, double fraction, double region, long seed) {
    check(servers, flowsPerServer, "hotregion");
    checkFraction(fraction, "hotregion fraction");
    if (!(region > 0 && region <= 1)) throw new IllegalArgumentException("hotregion region must be in (0, 1], got " + region);
    int size = Math.max(1, (int) Math.round(region * servers));
    return new RandomTraffic(servers, flowsPerServer, seed, (s, r) -> {
      boolean hot = r.nextDouble() < fraction && !(size == 1 && s == 0);
      int bound = hot ? size : servers;
      int d;
      do {
        d = r.nextInt(bound);
      } while (d == s);
      return d;
    });
  }

  /**
   * Local traffic ({@code local:decay=0.5}): the destination is more likely the nearer it is to
   * the source on the ring of server ids. The ring distance of {@code i} and {@code j} is {@code
   * min(|i-j|, N-|i-j|)}, between 1 and {@code D = floor(N/2)}. A flow first draws a distance
   * {@code d} in 1..D with {@code P(d) = decay^(d-1) (1-decay) / (1-decay^D)} (a geometric law
   * truncated at D; {@code decay = 1} makes every distance equally likely), then one of the
   * servers at that distance ({@code i+d} or {@code i-d} mod N) with equal probability. With the
   * default 0.5, half of all flows go to an immediate neighbour. Server ids follow the wiring
   * order in every family, so id distance tracks network distance without needing the topology,
   * and a draw is O(1).
   *
   * @param servers N, at least 2
   * @param decay ratio of the probabilities of consecutive distances, in (0, 1]
   */
  public static RandomTraffic local(int servers, int flowsPerServer, double decay, long seed) {
    check(servers, flowsPerServer, "local");
    if (!(decay > 0 && decay <= 1)) throw new IllegalArgumentException("local decay must be in (0, 1], got " + decay);
    int maxDistance = servers / 2;
    double tail = 1 - Math.pow(decay, maxDistance);   // 1 - decay^D, the truncation mass
    double logDecay = Math.log(decay);
    return new RandomTraffic(servers, flowsPerServer, seed, (s, r) -> {
      int d;
      if (decay == 1) {
        d = 1 + r.nextInt(maxDistance);
      } else {
        // Inverse of the truncated CDF F(d) = (1 - decay^d) / (1 - decay^D).
        double u = r.nextDouble();
        d = (int) Math.ceil(Math.log1p(-u * tail) / logDecay);
        d = Math.min(maxDistance, Math.max(1, d));
      }
      int j = r.nextBoolean() ? s + d : s - d + servers;
      return j % servers;
    });
  }

  /**
   * A server id drawn uniformly from 0..N-1 with {@code seed}, e.g. the hot server or the
   * all-to-one root; drawn from a split of {@code SplittableRandom(seed)} so it is independent of
   * the flows a pattern made with the same seed draws.
   */
  public static int randomServer(int servers, long seed) {
    if (servers < 1) throw new IllegalArgumentException("need at least 1 server, got " + servers);
    return new SplittableRandom(seed).split().nextInt(servers);   // split: not the first draw of the flows' stream
  }

  /** Number of flows each server sends. */
  public int flowsPerServer() { return flowsPerServer; }

  @Override
  public long flowCount() { return destination.length; }

  @Override
  public int source(long flow) { return (int) (flow / flowsPerServer); }

  @Override
  public int destination(long flow) { return destination[(int) flow]; }

  private static int uniformOther(int servers, int source, SplittableRandom random) {
    int d = random.nextInt(servers - 1);
    return d >= source ? d + 1 : d;
  }

  private static void check(int servers, int flowsPerServer, String name) {
    if (servers < 2) throw new IllegalArgumentException(name + " traffic needs at least 2 servers, got " + servers);
    if (flowsPerServer < 1) throw new IllegalArgumentException(name + " flows per server must be >= 1, got " + flowsPerServer);
  }

  private static void checkFraction(double fraction, String what) {
    if (!(fraction >= 0 && fraction <= 1)) throw new IllegalArgumentException(what + " must be in [0, 1], got " + fraction);
  }

  static void checkServer(int server, int servers, String what) {
    if (server < 0 || server >= servers) {
      throw new IllegalArgumentException(what + " " + server + " is not a server id in 0.." + (servers - 1));
    }
  }
}
