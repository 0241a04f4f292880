package org.interflow.engine;

/**
 * What the static engine measured for one traffic pattern on one network (INRFlow's static
 * figures). Loads are in flows per directed link; a multipath flow adds the fraction it sends on
 * each path. Throughputs are in link capacities: a flow crossing only links of the largest
 * capacity alone on them scores 1.
 *
 * @param flows flows in the pattern, self-pairs included
 * @param selfFlows flows whose source equals their destination (not routed, not counted in F)
 * @param routedFlows F: flows with at least one usable path
 * @param unroutableFlows flows with no usable path (failures)
 * @param hopsMean mean path length in links over routed flows (a multipath flow weighs each path by its fraction)
 * @param hopsMax longest path used
 * @param hopHistogram entry h = number of flows (fractional for multipath) of h links
 * @param serverHopHistogram entry h = number of flows whose path leaves a server h times (INRFlow's
 *     server-hop length: 1 on a switch-centric network, more where servers relay)
 * @param linkLoads load of every directed link, idle ones included (index = directed link id)
 * @param restrictedThroughput F times the rate of the slowest flow (every flow at the slowest one's speed)
 * @param unrestrictedThroughput sum over flows of each flow's bottleneck rate
 * @param switchPorts connected switch ports, the divisor of the per-port figures
 */
public record StaticResult(
    long flows,
    long selfFlows,
    long routedFlows,
    long unroutableFlows,
    double hopsMean,
    int hopsMax,
    double[] hopHistogram,
    double[] serverHopHistogram,
    double[] linkLoads,
    double restrictedThroughput,
    double unrestrictedThroughput,
    int switchPorts) {

  /** Fraction of non-self flows that found a route (1 without failures). */
  public double routableFraction() {
    long candidates = flows - selfFlows;
    return candidates == 0 ? 1.0 : (double) routedFlows / candidates;
  }

  public double restrictedPerPort() { return switchPorts == 0 ? 0 : restrictedThroughput / switchPorts; }

  public double unrestrictedPerPort() { return switchPorts == 0 ? 0 : unrestrictedThroughput / switchPorts; }

  public double maxLinkLoad() {
    double m = 0;
    for (double l : linkLoads) m = Math.max(m, l);
    return m;
  }

  public double minLinkLoad() {
    if (linkLoads.length == 0) return 0;
    double m = Double.POSITIVE_INFINITY;
    for (double l : linkLoads) m = Math.min(m, l);
    return m;
  }

  public double meanLinkLoad() {
    if (linkLoads.length == 0) return 0;
    double s = 0;
    for (double l : linkLoads) s += l;
    return s / linkLoads.length;
  }
}
