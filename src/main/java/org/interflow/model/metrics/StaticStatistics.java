package org.interflow.model.metrics;

import java.util.LinkedHashMap;
import java.util.Map;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.topology.Topology;

/**
 * The statistics INRFlow users read from a static run (INRFlow 0.4.1's {@code .dat} output and
 * README), computed from the engine's histograms and per-link loads:
 *
 * <ul>
 *   <li><b>Path length</b> (links) over every flow that reached its destination, self flows
 *       counted as 0-link paths as INRFlow does (so with self pairs it differs from {@code
 *       hops.mean}, which excludes them);
 *   <li><b>server-hop length</b>: the links of a path that leave a server (1 on a switch-centric
 *       network; more where servers relay), self flows 0;
 *   <li><b>flows per link</b> over the usable directed links (failed ones excluded, as INRFlow skips
 *       faulty ports): count, min, max, mean, median, variance, standard deviation;
 *   <li><b>aggregate bottleneck throughput</b> (ABT) variants: routed flows, {@code N(N-1)} and
 *       {@code N^2} over the most loaded link, and {@code N(N-1)} and {@code N^2} over the mean
 *       load (INRFlow's {@code connected[.nonzero].flows.over.bottleneck|mean.flow}; its N-based
 *       ones assume an all-to-all and are reported for any pattern, as INRFlow does);
 *   <li><b>link counts</b>: cables (undirected links), directed links and usable directed links.
 * </ul>
 *
 * <p>O(histogram length + directed links log directed links) for the link-load median.
 */
public final class StaticStatistics {
  private final Map<String, Number> entries = new LinkedHashMap<>();

  /**
   * @param hopHistogram flows per path length of the routed non-self flows
   * @param serverHopHistogram flows per server-hop length of the same flows
   * @param selfFlows flows from a server to itself (0-length paths)
   * @param routedFlows routed non-self flows
   * @param linkLoads flows on each directed link
   */
  public StaticStatistics(Topology topology, FailureSet failures, double[] hopHistogram, double[] serverHopHistogram,
      long selfFlows, long routedFlows, double[] linkLoads) {
    long n = topology.servers();
    entries.put("linkCount.cables", topology.links());
    entries.put("linkCount.directed", topology.directedLinks());
    DistributionSummary paths = DistributionSummary.ofHistogram(withSelf(hopHistogram, selfFlows));
    DistributionSummary serverHops = DistributionSummary.ofHistogram(withSelf(serverHopHistogram, selfFlows));
    DistributionSummary perLink = DistributionSummary.ofValues(usableLoads(topology, failures, linkLoads));
    entries.put("linkCount.usableDirected", (long) perLink.count());
    put("pathLength", paths);
    put("serverHops", serverHops);
    put("flowsPerLink", perLink);
    double pairs = (double) n * (n - 1);
    double allPairs = (double) n * n;
    entries.put("abt.routedOverMaxLoad", ratio(routedFlows, perLink.max()));
    entries.put("abt.pairsOverMaxLoad", ratio(pairs, perLink.max()));
    entries.put("abt.allPairsOverMaxLoad", ratio(allPairs, perLink.max()));
    entries.put("abt.pairsOverMeanLoad", ratio(pairs, perLink.mean()));
    entries.put("abt.allPairsOverMeanLoad", ratio(allPairs, perLink.mean()));
  }

  /** The figures under dotted keys, in a fixed order (e.g. {@code pathLength.median}). */
  public Map<String, Number> entries() { return entries; }

  private void put(String prefix, DistributionSummary d) {
    entries.put(prefix + ".min", d.min());
    entries.put(prefix + ".max", d.max());
    entries.put(prefix + ".mean", d.mean());
    entries.put(prefix + ".median", d.median());
    entries.put(prefix + ".variance", d.variance());
    entries.put(prefix + ".stdDev", d.standardDeviation());
  }

  private static double ratio(double a, double b) { return b == 0 ? 0 : a / b; }

  /** The histogram with the self flows added at length 0. */
  private static double[] withSelf(double[] histogram, long selfFlows) {
    double[] h = java.util.Arrays.copyOf(histogram, Math.max(1, histogram.length));
    h[0] += selfFlows;
    return h;
  }

  private static double[] usableLoads(Topology t, FailureSet failures, double[] loads) {
    if (failures.isEmpty()) return loads;
    int usable = 0;
    for (int d = 0; d < loads.length; d++) if (failures.directedUsable(t, d)) usable++;
    double[] out = new double[usable];
    usable = 0;
    for (int d = 0; d < loads.length; d++) if (failures.directedUsable(t, d)) out[usable++] = loads[d];
    return out;
  }
}
