package org.interflow.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongConsumer;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.routing.RoutingAlgorithm;
import org.interflow.model.topology.Topology;
import org.interflow.model.traffic.TrafficPattern;

/**
 * INRFlow's static engine: routes every flow of a pattern at once, counts the flows on each
 * directed link, and derives hop lengths and aggregate throughputs.
 *
 * <p>Outline. Pass 1 routes each flow and adds its weight to every link of its path(s); pass 2
 * routes it again and, with the final loads known, takes its bottleneck. Flows are processed in
 * fixed chunks of {@link #CHUNK} indices handed to worker threads; each thread keeps its own load
 * array. Loads are integers in units of 1/{@link #SCALE} of a flow, so sums are exact and do not
 * depend on which thread added what; pass 2 keeps one partial sum per chunk and adds the chunks in
 * index order. Results are therefore bit-identical for any thread count.
 *
 * <p>Memory: 8 bytes per directed link per thread plus the topology; the flows themselves are
 * never stored (patterns are index-addressed), except an int-per-flow visiting order when the
 * routing prefers flows grouped by destination and there are at most {@link #MAX_ORDERED_FLOWS}.
 *
 * <p>Time: two routing calls per flow plus O(path length) memory updates.
 */
public final class StaticEngine {
  /** Fixed-point unit of link load: the least common multiple of 1..16, so a flow split over up to 16 paths is exact. */
  public static final long SCALE = 720_720L;
  /** Flows per work unit. */
  public static final int CHUNK = 1 << 15;
  /** Above this many flows the engine does not reorder flows by destination (the order array would be too large). */
  public static final long MAX_ORDERED_FLOWS = 64_000_000L;
  /** Longest path the hop histogram records; a longer one is a routing bug and stops the run. */
  public static final int MAX_HOPS = 4096;

  private final Topology topology;
  private final RoutingAlgorithm routing;
  private final int threads;

  /**
   * @param threads worker threads (at least 1); results do not depend on it
   */
  public StaticEngine(Topology topology, RoutingAlgorithm routing, int threads) {
    if (threads < 1) throw new IllegalArgumentException("threads must be >= 1, got " + threads);
    this.topology = topology;
    this.routing = routing;
    this.threads = threads;
  }

  /** Runs both passes over the pattern; {@code progress} receives the number of flow-visits done (0..2F). */
  public StaticResult run(TrafficPattern pattern, LongConsumer progress) {
    long flows = pattern.flowCount();
    int[] order = destinationOrder(pattern);
    int chunks = (int) ((flows + CHUNK - 1) / CHUNK);
    AtomicLong done = new AtomicLong();
    int maxHops = MAX_HOPS;

    // pass 1: loads and hop counts
    List<LoadWorker> workers = new ArrayList<>();
    for (int t = 0; t < threads; t++) workers.add(new LoadWorker(pattern, order, maxHops));
    AtomicLong nextChunk = new AtomicLong();
    runAll(workers, w -> w.run(nextChunk, chunks, flows, done, progress));
    long[] loads = new long[topology.directedLinks()];
    long[] hops = new long[maxHops + 1];
    long[] serverHops = new long[maxHops + 1];
    long self = 0;
    long unroutable = 0;
    long hopSum = 0;
    int hopsMax = 0;
    for (LoadWorker w : workers) {
      for (int i = 0; i < loads.length; i++) loads[i] += w.loads[i];
      for (int h = 0; h < hops.length; h++) hops[h] += w.hops[h];
      for (int h = 0; h < serverHops.length; h++) serverHops[h] += w.serverHops[h];
      self += w.self;
      unroutable += w.unroutable;
      hopSum += w.hopSum;
      hopsMax = Math.max(hopsMax, w.hopsMax);
    }
    workers.clear();
    long routed = flows - self - unroutable;

    // per-link rate of one whole flow, relative to the largest capacity: c_l / (cmax * load_l)
    double maxCapacity = 0;
    for (int d = 0; d < topology.directedLinks(); d++) maxCapacity = Math.max(maxCapacity, topology.directedCapacityBitsPerSecond(d));
    double[] unitRate = new double[loads.length];
    double slowest = Double.POSITIVE_INFINITY;
    for (int d = 0; d < loads.length; d++) {
      double capacity = topology.directedCapacityBitsPerSecond(d) / maxCapacity;
      unitRate[d] = loads[d] == 0 ? Double.POSITIVE_INFINITY : capacity * SCALE / loads[d];
      slowest = Math.min(slowest, unitRate[d]);
    }

    // pass 2: each flow's bottleneck, summed per chunk, chunks summed in order
    double[] chunkSums = new double[chunks];
    List<RateWorker> rateWorkers = new ArrayList<>();
    for (int t = 0; t < threads; t++) rateWorkers.add(new RateWorker(pattern, order, unitRate, chunkSums));
    AtomicLong nextChunk2 = new AtomicLong();
    runAll(rateWorkers, w -> w.run(nextChunk2, chunks, flows, done, progress));
    double unrestricted = 0;
    for (double s : chunkSums) unrestricted += s;

    double[] hopHistogram = new double[hopsMax + 1];
    for (int h = 0; h <= hopsMax; h++) hopHistogram[h] = (double) hops[h] / SCALE;
    int serverHopsMax = hopsMax;
    while (serverHopsMax > 0 && serverHops[serverHopsMax] == 0) serverHopsMax--;
    double[] serverHopHistogram = new double[serverHopsMax + 1];
    for (int h = 0; h <= serverHopsMax; h++) serverHopHistogram[h] = (double) serverHops[h] / SCALE;
    double[] linkLoads = new double[loads.length];
    for (int d = 0; d < loads.length; d++) linkLoads[d] = (double) loads[d] / SCALE;
    double restricted = routed == 0 ? 0 : routed * slowest;
    double hopsMean = routed == 0 ? 0 : (double) hopSum / SCALE / routed;
    return new StaticResult(flows, self, routed, unroutable, hopsMean, hopsMax, hopHistogram, serverHopHistogram, linkLoads,
        restricted, unrestricted, topology.switchPorts());
  }

  /** Flow indices sorted by destination (stable), or null when the routing does not care or there are too many flows. */
  private int[] destinationOrder(TrafficPattern pattern) {
    long flows = pattern.flowCount();
    if (!routing.prefersDestinationOrder() || flows > MAX_ORDERED_FLOWS) return null;
    int n = (int) flows;
    int servers = topology.servers();
    int[] start = new int[servers + 1];
    for (int i = 0; i < n; i++) start[pattern.destination(i) + 1]++;
    for (int s = 0; s < servers; s++) start[s + 1] += start[s];
    int[] order = new int[n];
    for (int i = 0; i < n; i++) order[start[pattern.destination(i)]++] = i;
    return order;
  }

  private interface Task<W> {
    void run(W worker) throws Exception;
  }

  private <W> void runAll(List<W> workers, Task<W> task) {
    if (workers.size() == 1) {
      try {
        task.run(workers.get(0));
      } catch (RuntimeException e) {
        throw e;
      } catch (Exception e) {
        throw new IllegalStateException(e);
      }
      return;
    }
    ExecutorService pool = Executors.newFixedThreadPool(workers.size(), r -> {
      Thread t = new Thread(r, "static-engine");
      t.setDaemon(true);
      return t;
    });
    try {
      List<Future<?>> futures = new ArrayList<>();
      for (W w : workers) futures.add(pool.submit(() -> {
        task.run(w);
        return null;
      }));
      for (Future<?> f : futures) f.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("static engine interrupted", e);
    } catch (ExecutionException e) {
      if (e.getCause() instanceof RuntimeException re) throw re;
      throw new IllegalStateException(e.getCause());
    } finally {
      pool.shutdownNow();
    }
  }

  private static long flowAt(int[] order, long index) { return order == null ? index : order[(int) index]; }

  /** Pass 1 for one thread: its own load array and hop counters. */
  private final class LoadWorker {
    final TrafficPattern pattern;
    final int[] order;
    final long[] loads = new long[topology.directedLinks()];
    final long[] hops;
    final long[] serverHops;
    final PathBuffer paths = new PathBuffer();
    final boolean serversRelay = topology.serversForward();
    long self;
    long unroutable;
    long hopSum;
    int hopsMax;

    LoadWorker(TrafficPattern pattern, int[] order, int maxHops) {
      this.pattern = pattern;
      this.order = order;
      this.hops = new long[maxHops + 1];
      this.serverHops = new long[maxHops + 1];
    }

    void run(AtomicLong nextChunk, int chunks, long flows, AtomicLong done, LongConsumer progress) {
      for (long c = nextChunk.getAndIncrement(); c < chunks; c = nextChunk.getAndIncrement()) {
        long end = Math.min(flows, (c + 1) * CHUNK);
        for (long i = c * CHUNK; i < end; i++) {
          long f = flowAt(order, i);
          int src = pattern.source(f);
          int dst = pattern.destination(f);
          if (src == dst) {
            self++;
            continue;
          }
          int n = routing.route(src, dst, paths);
          if (n == 0) {
            unroutable++;
            continue;
          }
          long share = SCALE / n;
          for (int p = 0; p < n; p++) {
            int len = paths.length(p);
            for (int h = 0; h < len; h++) loads[paths.link(p, h)] += share;
            if (len >= hops.length) throw new IllegalStateException("path of " + len + " hops exceeds the engine's limit");
            hops[len] += share;
            serverHops[serversRelay ? serverHopsOf(p, len) : 1] += share;
            hopSum += share * len;
            hopsMax = Math.max(hopsMax, len);
          }
        }
        progress.accept(done.addAndGet(end - c * CHUNK));
      }
    }

    /** Links of path p that leave a server: the source's, plus one per relaying server. */
    private int serverHopsOf(int p, int len) {
      int n = 0;
      for (int h = 0; h < len; h++) if (topology.isServer(topology.from(paths.link(p, h)))) n++;
      return n;
    }
  }

  /** Pass 2 for one thread: bottleneck rate of each flow, one partial sum per chunk. */
  private final class RateWorker {
    final TrafficPattern pattern;
    final int[] order;
    final double[] unitRate;
    final double[] chunkSums;
    final PathBuffer paths = new PathBuffer();

    RateWorker(TrafficPattern pattern, int[] order, double[] unitRate, double[] chunkSums) {
      this.pattern = pattern;
      this.order = order;
      this.unitRate = unitRate;
      this.chunkSums = chunkSums;
    }

    void run(AtomicLong nextChunk, int chunks, long flows, AtomicLong done, LongConsumer progress) {
      for (long c = nextChunk.getAndIncrement(); c < chunks; c = nextChunk.getAndIncrement()) {
        long end = Math.min(flows, (c + 1) * CHUNK);
        double sum = 0;
        for (long i = c * CHUNK; i < end; i++) {
          long f = flowAt(order, i);
          int src = pattern.source(f);
          int dst = pattern.destination(f);
          if (src == dst) continue;
          int n = routing.route(src, dst, paths);
          if (n == 0) continue;
          double share = (double) (SCALE / n) / SCALE;
          for (int p = 0; p < n; p++) {
            double rate = Double.POSITIVE_INFINITY;
            for (int h = 0, len = paths.length(p); h < len; h++) rate = Math.min(rate, unitRate[paths.link(p, h)]);
            if (rate != Double.POSITIVE_INFINITY) sum += share * rate;
          }
        }
        chunkSums[(int) c] = sum;
        progress.accept(done.addAndGet(end - c * CHUNK));
      }
    }
  }
}
