package org.interflow.model.topology.slimfly;

import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.TopologyBuilder;

/**
 * Builds a {@link SlimFlySpec} by the MMS construction (Besta and Hoefler, section 3.1, after
 * Hafner): with ξ a primitive element of GF(q) ({@link FiniteField}) and generator sets
 * <ul>
 *   <li>δ = 1: {@code X = {1, ξ^2, .., ξ^(q-3)}}, {@code X' = {ξ, ξ^3, .., ξ^(q-2)}};
 *   <li>δ = -1: {@code X = {1, ξ^2, .., ξ^(2w-2)} ∪ {ξ^(2w-1), ξ^(2w+1), .., ξ^(4w-3)}}, {@code X' =
 *       {ξ, ξ^3, .., ξ^(2w-1)} ∪ {ξ^(2w), ξ^(2w+2), .., ξ^(4w-2)}};
 *   <li>δ = 0: {@code X = {1, ξ^2, .., ξ^(q-2)}}, {@code X' = {ξ, ξ^3, .., ξ^(q-1)}};
 * </ul>
 * router {@code (0, x, y)} is joined to {@code (0, x, y')} iff {@code y - y' ∈ X}, {@code (1, m, c)}
 * to {@code (1, m, c')} iff {@code c - c' ∈ X'}, and {@code (0, x, y)} to {@code (1, m, c)} iff
 * {@code y = m x + c}. Router {@code (s, a, b)} is switch {@code s q^2 + a q + b}; server i hangs
 * from router {@code i / p} (links 0..servers-1), then router links from the lower router id, router
 * by router, in increasing id of the other end. O(q^2 k') time.
 */
public final class SlimFlyBuilder {
  private SlimFlyBuilder() {}

  public static Topology build(SlimFlySpec spec, LinkParams links) {
    int q = spec.q();
    FiniteField field = new FiniteField(q);
    boolean[] inX = new boolean[q];
    boolean[] inXPrime = new boolean[q];
    generators(field, spec.delta(), inX, inXPrime);
    int routers = spec.routers();
    int servers = routers * spec.p();
    TopologyBuilder b = new TopologyBuilder(spec, servers, routers, links)
        .expectLinks(servers + q * q * spec.networkDegree());
    for (int s = 0; s < servers; s++) b.link(b.server(s), b.switchNode(s / spec.p()));
    int[] others = new int[spec.networkDegree()];
    for (int r = 0; r < routers; r++) {
      int count = neighbours(field, inX, inXPrime, r, others);
      java.util.Arrays.sort(others, 0, count);
      for (int i = 0; i < count; i++) if (others[i] > r) b.link(b.switchNode(r), b.switchNode(others[i]));
    }
    return b.build();
  }

  private static void generators(FiniteField f, int delta, boolean[] inX, boolean[] inXPrime) {
    int q = f.size();
    if (delta == -1) {
      int w = (q + 1) / 4;
      for (int e = 0; e <= 2 * w - 2; e += 2) inX[f.primitivePower(e)] = true;
      for (int e = 2 * w - 1; e <= 4 * w - 3; e += 2) inX[f.primitivePower(e)] = true;
      for (int e = 1; e <= 2 * w - 1; e += 2) inXPrime[f.primitivePower(e)] = true;
      for (int e = 2 * w; e <= 4 * w - 2; e += 2) inXPrime[f.primitivePower(e)] = true;
    } else {
      int last = delta == 1 ? q - 2 : q - 1;
      for (int e = 0; e < last; e += 2) inX[f.primitivePower(e)] = true;
      for (int e = 1; e <= last; e += 2) inXPrime[f.primitivePower(e)] = true;
    }
  }

  /** Writes the router ids adjacent to router r into {@code out}; returns how many (k'). */
  private static int neighbours(FiniteField f, boolean[] inX, boolean[] inXPrime, int r, int[] out) {
    int q = f.size();
    int side = r / (q * q);
    int a = r / q % q;
    int b = r % q;
    int n = 0;
    boolean[] set = side == 0 ? inX : inXPrime;
    for (int other = 0; other < q; other++) if (set[f.subtract(b, other)]) out[n++] = side * q * q + a * q + other;
    for (int v = 0; v < q; v++) {
      if (side == 0) out[n++] = q * q + v * q + f.subtract(b, f.multiply(v, a));      // (1, m=v, c = y - m x)
      else out[n++] = v * q + f.add(f.multiply(a, v), b);                           // (0, x=v, y = m x + c)
    }
    return n;
  }
}
