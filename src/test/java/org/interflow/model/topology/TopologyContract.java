package org.interflow.model.topology;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What every topology family must satisfy. A family's test extends this and lists, for several
 * parameter sets, the network and the counts its closed forms predict.
 */
public abstract class TopologyContract {
  /** A built network and the values the family's closed forms give for it. */
  public record Expected(Topology topology, int servers, int switches, int links, int switchDiameter) {}

  /** Several parameter sets with their closed-form counts; {@code switchDiameter} -1 skips that check. */
  protected abstract List<Expected> cases();

  @Test
  void nodeAndLinkCountsMatchTheClosedForms() {
    for (Expected e : cases()) {
      Topology t = e.topology();
      assertEquals(e.servers(), t.servers(), t + " servers");
      assertEquals(e.switches(), t.switches(), t + " switches");
      assertEquals(e.links(), t.links(), t + " links");
    }
  }

  @Test
  void portsAndLinksAgree() {
    for (Expected e : cases()) {
      Topology t = e.topology();
      long ports = 0;
      for (int n = 0; n < t.nodes(); n++) {
        ports += t.degree(n);
        for (int p = 0; p < t.degree(n); p++) {
          int d = t.outLink(n, p);
          assertEquals(n, t.from(d), "port " + p + " of node " + n + " leaves from it");
          assertEquals(t.to(d), t.neighbor(n, p));
          assertTrue(t.radix(n) >= t.degree(n));
        }
      }
      assertEquals(2L * t.links(), ports, t + ": every link uses two ports");
    }
  }

  /** Families whose switches form disjoint parts on purpose (multi-rail trees) override this with their own check. */
  @Test
  protected void everyServerHasAPortAndTheSwitchGraphIsConnected() {
    for (Expected e : cases()) {
      Topology t = e.topology();
      for (int s = 0; s < t.servers(); s++) assertTrue(t.degree(s) >= 1, "server " + s + " has a port");
      int[] dist = bfs(t, t.servers() == 0 ? 0 : t.neighbor(0, 0));
      for (int n = 0; n < t.nodes(); n++) assertTrue(dist[n] >= 0, t + ": node " + n + " reachable");
    }
  }

  @Test
  void switchDiameterMatchesTheClosedForm() {
    for (Expected e : cases()) {
      if (e.switchDiameter() < 0) continue;
      Topology t = e.topology();
      int diameter = 0;
      for (int s = t.servers(); s < t.nodes(); s++) {
        int[] dist = bfs(t, s);
        for (int x = t.servers(); x < t.nodes(); x++) diameter = Math.max(diameter, dist[x]);
      }
      assertEquals(e.switchDiameter(), diameter, t + " switch-to-switch diameter");
    }
  }

  /** Plain BFS over all nodes (servers relay here; only used on switch graphs and for connectivity). */
  protected static int[] bfs(Topology t, int from) {
    int[] dist = new int[t.nodes()];
    java.util.Arrays.fill(dist, -1);
    ArrayDeque<Integer> queue = new ArrayDeque<>();
    dist[from] = 0;
    queue.add(from);
    while (!queue.isEmpty()) {
      int n = queue.poll();
      if (t.isServer(n) && n != from && !t.serversForward()) continue;
      for (int p = 0; p < t.degree(n); p++) {
        int m = t.neighbor(n, p);
        if (dist[m] < 0) {
          dist[m] = dist[n] + 1;
          queue.add(m);
        }
      }
    }
    return dist;
  }
}
