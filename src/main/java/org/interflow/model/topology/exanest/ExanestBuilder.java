package org.interflow.model.topology.exanest;

import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.TopologyBuilder;

/**
 * Builds an {@link ExanestSpec} by symmetry from its link-assignment vector.
 *
 * <p>Chassis {@code (b, q)} is chassis {@code q} of cabinet {@code b}, global index {@code c = b*N +
 * q}; its servers are {@code 6c .. 6c+5} (the first three on router 0, the others on router 1) and
 * its routers are switches {@code 2c} and {@code 2c+1}, joined by one backplane link. For each link
 * {@code i} (1-based) with {@code s(i) > 0}, let {@code o = i - 1 + s(i)} be the 0-based offset of
 * the target link from the chassis' first link. Then {@code ΔB = o / 2NR} cabinets, {@code Δq = (o
 * mod 2NR) / 2R} chassis and target link {@code j = o mod 2R}: chassis {@code (b, q)} is cabled from
 * link {@code i} to link {@code j} of chassis {@code ((b + ΔB) mod M, (q + Δq) mod N)}. For the first
 * chassis this is exactly "link i goes to link i + s(i)" of the paper; every other chassis gets the
 * same cables rotated by its position in the cabinet and its cabinet, so internal links stay in
 * their cabinet and external ones leave it for every chassis (as in the paper's Fig. 2, where link 13
 * of the fourth chassis wraps to link 2 of the first).
 *
 * <p>Each cable joins the routers owning its two links (link {@code j} belongs to router {@code j <
 * R ? 0 : 1}). A link is the source of at most one cable but may be the target of several, and two
 * cables may join the same pair of routers (e.g. when {@code s} has an internal offset of exactly
 * half a cabinet); they are kept as parallel links. Each router declares radix {@code 2R + 4} (the
 * paper's "routers of size 2x2xR" for the chassis' two routers, plus its 3 servers and the
 * backplane), raised to its real degree if the vector loads it more. Links are created servers
 * first, then backplanes, then cables chassis by chassis in link order. O(N*M*R).
 */
public final class ExanestBuilder {
  private ExanestBuilder() {}

  public static Topology build(ExanestSpec spec, LinkParams links) {
    int n = spec.n();
    int m = spec.m();
    int r = spec.r();
    int chassis = n * m;
    int half = ExanestSpec.SERVERS_PER_CHASSIS / 2;
    int[] s = new int[2 * r];
    for (int i = 0; i < s.length; i++) s[i] = spec.s().get(i);
    TopologyBuilder b = new TopologyBuilder(spec, ExanestSpec.SERVERS_PER_CHASSIS * chassis, 2 * chassis, links)
        .expectLinks(chassis * (7 + spec.usedLinks()));
    for (int x = 0; x < 2 * chassis; x++) b.radix(x, 2 * r + half + 1);
    for (int server = 0; server < ExanestSpec.SERVERS_PER_CHASSIS * chassis; server++) {
      b.link(b.server(server), b.switchNode(server / half));
    }
    for (int c = 0; c < chassis; c++) b.link(b.switchNode(2 * c), b.switchNode(2 * c + 1));
    int perCabinet = 2 * n * r;
    for (int c = 0; c < chassis; c++) {
      int cabinet = c / n;
      int q = c % n;
      for (int i = 0; i < 2 * r; i++) {
        if (s[i] == 0) continue;
        int o = i + s[i];
        int targetCabinet = (cabinet + o / perCabinet) % m;
        int targetQ = (q + (o % perCabinet) / (2 * r)) % n;
        int j = o % (2 * r);
        int target = targetCabinet * n + targetQ;
        b.link(b.switchNode(2 * c + (i < r ? 0 : 1)), b.switchNode(2 * target + (j < r ? 0 : 1)));
      }
    }
    return b.build();
  }
}
