package org.interflow.model.metrics;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.topology.Topology;

/**
 * Server-to-server and switch-to-switch hop distances by breadth-first search over the usable links.
 * Servers relay only when {@link Topology#serversForward()}.
 *
 * <p>In a switch-centric network whose servers have at most one usable link, one BFS over the
 * switch graph from a switch gives the distances of all its servers too (d(server, server') =
 * d(switch, switch') + 2, and 2 on the same switch), so sources are switches weighted by their
 * server counts and servers are never visited. Otherwise servers are vertices and BFS sources of
 * their own.
 *
 * <p>Exact when sources * (vertices + arcs) is within the work budget, else a seeded uniform sample
 * of sources that fits it (at least one). Sums are integers and each source is handled by exactly
 * one worker, so the result is identical for any thread count. Time O(sources * (vertices + arcs)),
 * memory O(threads * vertices).
 */
final class HopDistances {
  private HopDistances() {}

  /** Distances between servers and between switches. */
  record Result(DistanceSummary servers, DistanceSummary switches) {}

  /**
   * @param switchGraph {@link RouterGraph#of} of the same topology and failures
   */
  static Result measure(Topology t, FailureSet failures, boolean[] usable, RouterGraph switchGraph, long workBudget,
      long seed, int threads) {
    int[] hostedByNode = new int[t.nodes()];
    boolean grouped = !t.serversForward();
    int upServers = 0;
    for (int s = 0; s < t.servers(); s++) {
      if (failures.nodeFailed(s)) continue;
      upServers++;
      int usableLinks = 0;
      for (int p = 0; p < t.degree(s); p++) {
        int d = t.outLink(s, p);
        if (usable[Topology.linkOf(d)] && usableLinks++ == 0) hostedByNode[t.to(d)]++;
      }
      if (usableLinks > 1) grouped = false;
    }
    RouterGraph g = grouped || t.serversForward() ? switchGraph : RouterGraph.withServers(t, failures, usable);
    int[] hosted = new int[g.vertices()];
    int switches = 0;
    for (int v = 0; v < g.vertices(); v++) {
      hosted[v] = grouped ? hostedByNode[g.node(v)] : 0;
      if (g.isSwitch(v)) switches++;
    }
    int[] switchCandidates = new int[switches];
    int[] serverCandidates = new int[g.vertices() - switches];
    for (int v = 0, a = 0, b = 0; v < g.vertices(); v++) {
      if (g.isSwitch(v)) switchCandidates[a++] = v;
      else serverCandidates[b++] = v;
    }

    long workPerSource = (long) g.vertices() + g.arcs();
    SplittableRandom random = new SplittableRandom(seed);
    int[] switchSources = sample(switchCandidates, workPerSource, workBudget, random.split());
    Context c = new Context(g, hosted, grouped, upServers, switches);
    Tally fromSwitches = run(c, switchSources, threads);
    boolean allSwitches = switchSources.length == switches;
    DistanceSummary switchSummary = summary(fromSwitches, false, allSwitches, switchSources.length, switches);
    if (grouped) {
      int measuredServers = 0;
      for (int s : switchSources) measuredServers += hosted[s];
      // isolated servers host no BFS; measuring every switch still measures every reachable pair
      return new Result(summary(fromSwitches, true, allSwitches, measuredServers, upServers), switchSummary);
    }
    int[] serverSources = sample(serverCandidates, workPerSource, workBudget, random.split());
    Tally fromServers = run(c, serverSources, threads);
    return new Result(summary(fromServers, true, serverSources.length == upServers, serverSources.length, upServers),
        switchSummary);
  }

  /** All candidates when they fit the budget, else a seeded uniform sample (ascending) that does. */
  private static int[] sample(int[] candidates, long workPerSource, long budget, SplittableRandom random) {
    long affordable = Math.max(1, budget / Math.max(1, workPerSource));
    if (candidates.length <= affordable) return candidates;
    int k = (int) affordable;
    int[] c = candidates.clone();
    for (int i = 0; i < k; i++) {
      int j = i + random.nextInt(c.length - i);
      int tmp = c[i];
      c[i] = c[j];
      c[j] = tmp;
    }
    int[] chosen = Arrays.copyOf(c, k);
    Arrays.sort(chosen);
    return chosen;
  }

  private static DistanceSummary summary(Tally tally, boolean servers, boolean exact, int measured, int total) {
    if (total < 2) return DistanceSummary.empty(total);
    long pairs = servers ? tally.serverPairs : tally.switchPairs;
    long sum = servers ? tally.serverSum : tally.switchSum;
    return new DistanceSummary(servers ? tally.serverMax : tally.switchMax, pairs == 0 ? 0 : (double) sum / pairs,
        pairs, servers ? tally.serverUnreachable : tally.switchUnreachable, exact, measured, total);
  }

  private static Tally run(Context c, int[] sources, int threads) {
    int workers = Math.max(1, Math.min(threads, sources.length));
    if (workers == 1) return c.tally(sources, 0, sources.length);
    ExecutorService pool = Executors.newFixedThreadPool(workers);
    try {
      List<Future<Tally>> parts = new ArrayList<>();
      for (int w = 0; w < workers; w++) {
        int from = (int) ((long) sources.length * w / workers);
        int to = (int) ((long) sources.length * (w + 1) / workers);
        parts.add(pool.submit(() -> c.tally(sources, from, to)));
      }
      Tally total = new Tally();
      for (Future<Tally> part : parts) total.add(part.get());
      return total;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("distance measurement interrupted", e);
    } catch (ExecutionException e) {
      throw new IllegalStateException("distance measurement failed", e.getCause());
    } finally {
      pool.shutdownNow();
    }
  }

  /** Integer sums over ordered pairs; adding tallies in any order gives the same totals. */
  private static final class Tally {
    long switchSum;
    long switchPairs;
    long switchUnreachable;
    int switchMax;
    long serverSum;
    long serverPairs;
    long serverUnreachable;
    int serverMax;

    void add(Tally o) {
      switchSum += o.switchSum;
      switchPairs += o.switchPairs;
      switchUnreachable += o.switchUnreachable;
      switchMax = Math.max(switchMax, o.switchMax);
      serverSum += o.serverSum;
      serverPairs += o.serverPairs;
      serverUnreachable += o.serverUnreachable;
      serverMax = Math.max(serverMax, o.serverMax);
    }
  }

  /** The read-only inputs shared by the workers. */
  private record Context(RouterGraph g, int[] hosted, boolean grouped, int upServers, int upSwitches) {

    Tally tally(int[] sources, int from, int to) {
      int[] dist = new int[g.vertices()];
      Arrays.fill(dist, -1);
      int[] queue = new int[g.vertices()];
      Tally tally = new Tally();
      for (int i = from; i < to; i++) {
        int source = sources[i];
        int visited = g.breadthFirst(source, dist, queue);
        if (g.isSwitch(source)) countFromSwitch(source, dist, queue, visited, tally);
        else countFromServer(dist, queue, visited, tally);
        for (int q = 0; q < visited; q++) dist[queue[q]] = -1;
      }
      return tally;
    }

    private void countFromSwitch(int source, int[] dist, int[] queue, int visited, Tally tally) {
      long reachedSwitches = 0;
      long reachedServers = 0;
      long serverSum = 0;
      int serverMax = 0;
      for (int q = 1; q < visited; q++) {
        int x = queue[q];
        if (!g.isSwitch(x)) continue;
        int d = dist[x];
        reachedSwitches++;
        tally.switchSum += d;
        if (d > tally.switchMax) tally.switchMax = d;
        if (hosted[x] > 0) {
          reachedServers += hosted[x];
          serverSum += (long) hosted[x] * (d + 2);
          serverMax = Math.max(serverMax, d + 2);
        }
      }
      tally.switchPairs += reachedSwitches;
      tally.switchUnreachable += upSwitches - 1 - reachedSwitches;
      int own = hosted[source];
      if (!grouped || own == 0) return;
      if (own > 1) {
        reachedServers += own - 1;
        serverSum += 2L * (own - 1);
        serverMax = Math.max(serverMax, 2);
      }
      tally.serverSum += own * serverSum;
      tally.serverPairs += own * reachedServers;
      tally.serverUnreachable += own * (upServers - 1 - reachedServers);
      if (reachedServers > 0) tally.serverMax = Math.max(tally.serverMax, serverMax);
    }

    private void countFromServer(int[] dist, int[] queue, int visited, Tally tally) {
      long reached = 0;
      for (int q = 1; q < visited; q++) {
        int x = queue[q];
        if (g.isSwitch(x)) continue;
        int d = dist[x];
        reached++;
        tally.serverSum += d;
        if (d > tally.serverMax) tally.serverMax = d;
      }
      tally.serverPairs += reached;
      tally.serverUnreachable += upServers - 1 - reached;
    }
  }
}
