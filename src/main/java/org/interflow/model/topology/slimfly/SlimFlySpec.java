package org.interflow.model.topology.slimfly;

import org.interflow.model.topology.TopologySpec;

/**
 * Slim Fly (Besta, Hoefler, "Slim Fly: A Cost Effective Low-Diameter Network Topology", SC 2014)
 * on the McKay-Miller-Širáň graph of a prime power {@code q = 4w + δ}, {@code δ ∈ {-1, 0, 1}}:
 * {@code 2q^2} routers {@code (s, a, b)}, s in {0, 1}, a, b in GF(q), of network degree {@code k' =
 * (3q - δ) / 2} and diameter 2, each with p servers.
 *
 * <p>Closed forms: {@code 2q^2} routers, {@code 2q^2 p} servers, {@code 2q^2 p + q^2 k'} links,
 * router diameter 2. Besta and Hoefler pick {@code p = ceil(k'/2)} (the default), so a router has
 * about {@code 3k'/2} ports.
 *
 * @param q the field size, a prime power {@code 4w + δ} with δ in {-1, 0, 1}, 3 or more
 * @param p servers per router, 0 or more
 */
public record SlimFlySpec(int q, int p) implements TopologySpec {
  public SlimFlySpec {
    int mod = q % 4;
    if (q < 3 || mod == 2) throw new IllegalArgumentException("slimfly needs q = 4w + d with d in {-1, 0, 1} and q >= 3, got " + q);
    if (!primePower(q)) throw new IllegalArgumentException("slimfly needs a prime power q, got " + q);
    if (p < 0) throw new IllegalArgumentException("slimfly needs p >= 0, got " + p);
    if (2L * q * q * (p + 1) + (long) q * q * (3 * q + 1) / 2 > (1 << 29)) {
      throw new IllegalArgumentException("slimfly:q=" + q + ",p=" + p + " is too large");
    }
  }

  /** The spec with Besta and Hoefler's {@code p = ceil(k'/2)}. */
  public static SlimFlySpec balanced(int q) { return new SlimFlySpec(q, (networkDegree(q) + 1) / 2); }

  /** δ, with {@code q = 4w + δ}. */
  public int delta() { return delta(q); }

  /** k', the router-to-router degree {@code (3q - δ) / 2}. */
  public int networkDegree() { return networkDegree(q); }

  public int routers() { return 2 * q * q; }

  private static int delta(int q) { return q % 4 == 3 ? -1 : q % 4; }

  private static int networkDegree(int q) { return (3 * q - delta(q)) / 2; }

  private static boolean primePower(int q) {
    int d = 2;
    while (q % d != 0) d++;
    while (q % d == 0) q /= d;
    return q == 1;
  }

  @Override
  public String family() { return "slimfly"; }

  @Override
  public String canonical() { return "slimfly:q=" + q + ",p=" + p; }
}
