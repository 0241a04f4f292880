package org.interflow.model.traffic;

import java.util.SplittableRandom;

/**
 * A permutation: server {@code i} sends one flow, to {@code pi(i)}; flow {@code f} leaves server
 * {@code f}. The classical bit permutations (INRFlow: perfect shuffle, bit reversal, bit transpose,
 * bit complement) read a server id as a {@code b}-bit word with {@code N = 2^b} and so need a
 * power-of-two server count; the shift and the random permutation take any N.
 *
 * <p>A permutation may map a server to itself (bit reversal of a palindrome, {@code shift:k=0});
 * such self-flows are kept, as the interface allows, and engines skip them. The mapping is stored
 * as one int per server, computed at construction in O(N).
 *
 * <p>Source: INRFlow (Navaridas et al., JPDC 2019), "Permutations"; the bit permutations are those
 * of Dally and Towles, "Principles and Practices of Interconnection Networks", section 3.2.
 */
public final class PermutationTraffic implements TrafficPattern {
  private final int[] destination;

  private PermutationTraffic(int[] destination) {
    this.destination = destination;
  }

  /** Bit reversal ({@code bitreversal}): {@code d_i = s_(b-1-i)}, e.g. 001 -> 100 for N = 8. */
  public static PermutationTraffic bitReversal(int servers) {
    int bits = bits(servers, "bitreversal");
    int[] d = new int[servers];
    for (int s = 0; s < servers; s++) d[s] = bits == 0 ? 0 : Integer.reverse(s) >>> (32 - bits);
    return new PermutationTraffic(d);
  }

  /**
   * Perfect shuffle ({@code shuffle}): rotate the b-bit id left by one, {@code d_i = s_(i-1 mod
   * b)}, e.g. 110 -> 101 for N = 8.
   */
  public static PermutationTraffic shuffle(int servers) {
    int bits = bits(servers, "shuffle");
    int[] d = new int[servers];
    for (int s = 0; s < servers; s++) d[s] = bits == 0 ? 0 : ((s << 1) | (s >>> (bits - 1))) & (servers - 1);
    return new PermutationTraffic(d);
  }

  /**
   * Bit transpose ({@code transpose}): swap the high and low halves of the b-bit id, {@code d_i =
   * s_(i+b/2 mod b)}, e.g. 0111 -> 1101 for N = 16. Needs an even b (N a power of four).
   */
  public static PermutationTraffic transpose(int servers) {
    int bits = bits(servers, "transpose");
    if (bits % 2 != 0) {
      throw new IllegalArgumentException("transpose traffic needs 4^k servers (an even number of id bits), got "
          + servers + " = 2^" + bits);
    }
    int half = bits / 2;
    int low = (1 << half) - 1;
    int[] d = new int[servers];
    for (int s = 0; s < servers; s++) d[s] = ((s & low) << half) | (s >>> half);
    return new PermutationTraffic(d);
  }

  /** Bit complement ({@code bitcomplement}): {@code d = ~s} on b bits, i.e. {@code N-1-s}. */
  public static PermutationTraffic bitComplement(int servers) {
    bits(servers, "bitcomplement");
    int[] d = new int[servers];
    for (int s = 0; s < servers; s++) d[s] = (servers - 1) ^ s;
    return new PermutationTraffic(d);
  }

  /**
   * Shift ({@code shift:k=1}): {@code d = (s + k) mod N}; any N, negative k shifts down.
   *
   * @param shift k; any int, taken mod N
   */
  public static PermutationTraffic shift(int servers, int shift) {
    requireServers(servers, "shift");
    int k = Math.floorMod(shift, servers);
    int[] d = new int[servers];
    for (int s = 0; s < servers; s++) d[s] = (int) (((long) s + k) % servers);
    return new PermutationTraffic(d);
  }

  /** Random permutation ({@code randperm}): uniform over all N! permutations (Fisher-Yates), seeded. */
  public static PermutationTraffic random(int servers, long seed) {
    requireServers(servers, "randperm");
    return new PermutationTraffic(shuffledIds(servers, seed));
  }

  /** Destination of the flow sent by {@code server}. */
  public int destinationOf(int server) { return destination[server]; }

  @Override
  public long flowCount() { return destination.length; }

  @Override
  public int source(long flow) { return (int) flow; }

  @Override
  public int destination(long flow) { return destination[(int) flow]; }

  /** The ids 0..n-1 in a uniformly random order (Fisher-Yates with {@code SplittableRandom(seed)}). */
  static int[] shuffledIds(int n, long seed) {
    int[] ids = new int[n];
    for (int i = 0; i < n; i++) ids[i] = i;
    SplittableRandom random = new SplittableRandom(seed);
    for (int i = n - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      int t = ids[i];
      ids[i] = ids[j];
      ids[j] = t;
    }
    return ids;
  }

  private static void requireServers(int servers, String name) {
    if (servers < 1) throw new IllegalArgumentException(name + " traffic needs at least 1 server, got " + servers);
  }

  /** b with N = 2^b, or an error naming the count. */
  private static int bits(int servers, String name) {
    if (servers < 1 || Integer.bitCount(servers) != 1) {
      throw new IllegalArgumentException(name + " traffic needs a power-of-two number of servers, got " + servers);
    }
    return Integer.numberOfTrailingZeros(servers);
  }
}
