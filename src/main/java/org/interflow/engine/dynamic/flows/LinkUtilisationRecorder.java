package org.interflow.engine.dynamic.flows;

import java.util.Arrays;
import org.interflow.model.topology.Topology;

/**
 * Integrates, per recorded directed link, the aggregate rate of the subflows crossing it over time
 * into adaptive bins (see {@link LinkRecording}). The flow table reports each change of a subflow's
 * rate as a rate delta on every link of its path; the recorder keeps per link the aggregate rate
 * (bytes per second) and the time it last changed, and adds {@code rate * dt} bytes to the bins
 * that interval covers when the rate changes again (lazy integration).
 *
 * <p>Reading ({@link #utilisation}) is valid after {@link #flush(long)} up to the current time and
 * until time advances again. Memory: one int per directed link, plus per recorded link three
 * scalars and {@code maxBins} floats. A rate delta costs O(bins the idle-free interval spans).
 */
public final class LinkUtilisationRecorder implements LinkUtilisation {
  private static final double PS_PER_SECOND = 1e12;

  private final Topology topology;
  private final int maxBins;
  private final int[] recordedIndex;   // directed link -> index in links, -1 when not recorded
  private final int[] links;           // recorded directed links, increasing
  private final double[] aggregate;    // bytes per second now on each recorded link
  private final double[] zeroBelow;    // an aggregate below this reads 0 (a 1e-9 of the capacity)
  private final long[] lastPs;         // time aggregate last changed (integrated up to)
  // bin * links.length + index: a bin's row of every link together, so the links a stretch of
  // rate changes touches share the few rows of the current time rather than a row each
  private final float[] binBytes;
  private long binPs;
  private long nowPs;

  /**
   * @param topology the network (capacities)
   * @param recording the settings; must be enabled and within its cell budget (see {@link #fits})
   */
  public LinkUtilisationRecorder(Topology topology, LinkRecording recording) {
    if (!fits(topology, recording)) throw new IllegalArgumentException("link recording is off or over its budget");
    this.topology = topology;
    this.maxBins = recording.maxBins();
    this.binPs = recording.binPs();
    this.recordedIndex = new int[topology.directedLinks()];
    Arrays.fill(recordedIndex, -1);
    int n = 0;
    for (int d = 0; d < recordedIndex.length; d++) if (selected(topology, recording.scope(), d)) recordedIndex[d] = n++;
    this.links = new int[n];
    for (int d = 0; d < recordedIndex.length; d++) if (recordedIndex[d] >= 0) links[recordedIndex[d]] = d;
    this.aggregate = new double[n];
    this.zeroBelow = new double[n];
    for (int i = 0; i < n; i++) zeroBelow[i] = 1e-9 * capacityBytesPerSecond(links[i]);
    this.lastPs = new long[n];
    this.binBytes = new float[Math.multiplyExact(n, maxBins)];
  }

  /** True when recording is enabled and the selected links times its bins fit its cell budget. */
  public static boolean fits(Topology topology, LinkRecording recording) {
    return recording.enabled() && selectedCount(topology, recording.scope()) * (long) recording.maxBins() <= recording.maxCells();
  }

  /** Number of directed links a scope selects on a topology. */
  public static long selectedCount(Topology topology, LinkRecording.Scope scope) {
    long n = 0;
    for (int d = 0; d < topology.directedLinks(); d++) if (selected(topology, scope, d)) n++;
    return n;
  }

  private static boolean selected(Topology t, LinkRecording.Scope scope, int directedLink) {
    int link = Topology.linkOf(directedLink);
    boolean serverLink = t.isServer(t.linkA(link)) || t.isServer(t.linkB(link));
    return switch (scope) {
      case ALL_LINKS -> true;
      case SERVER_LINKS -> serverLink;
      case SWITCH_LINKS -> !serverLink;
    };
  }

  /** Moves the recorder's clock to {@code timePs} (non-decreasing), widening the bins when needed. */
  void advanceTo(long timePs) {
    while (timePs > coveredPs()) mergeBins();
    nowPs = Math.max(nowPs, timePs);
  }

  /** Adds {@code deltaBytesPerSecond} to the aggregate rate of {@code directedLink} at the current time. */
  void rateChanged(int directedLink, double deltaBytesPerSecond) {
    int index = recordedIndex[directedLink];
    if (index < 0) return;
    integrate(index, nowPs);
    double next = aggregate[index] + deltaBytesPerSecond;
    // adds and removes of floating-point rates leave crumbs; a link carrying nothing reads exactly 0
    aggregate[index] = Math.abs(next) < zeroBelow[index] ? 0 : next;
  }

  /** Integrates every recorded link up to {@code timePs}, so that the bins can be read. */
  public void flush(long timePs) {
    advanceTo(timePs);
    for (int i = 0; i < links.length; i++) integrate(i, nowPs);
  }

  private void integrate(int index, long toPs) {
    long from = lastPs[index];
    if (toPs <= from) return;
    lastPs[index] = toPs;
    double rate = aggregate[index];
    if (rate <= 0) return;
    for (long bin = from / binPs; bin * binPs < toPs; bin++) {
      long start = Math.max(from, bin * binPs);
      long end = Math.min(toPs, (bin + 1) * binPs);
      binBytes[(int) bin * links.length + index] += (float) (rate * (end - start) / PS_PER_SECOND);
    }
  }

  private long coveredPs() {
    return binPs > Long.MAX_VALUE / maxBins ? Long.MAX_VALUE : binPs * maxBins;
  }

  private void mergeBins() {
    int half = maxBins / 2;
    int n = links.length;
    for (int b = 0; b < half; b++) {
      for (int i = 0; i < n; i++) binBytes[b * n + i] = binBytes[2 * b * n + i] + binBytes[(2 * b + 1) * n + i];
    }
    Arrays.fill(binBytes, half * n, maxBins * n, 0f);
    binPs *= 2;
  }

  private double capacityBytesPerSecond(int directedLink) {
    return topology.directedCapacityBitsPerSecond(directedLink) / 8;
  }

  @Override
  public long binPs() { return binPs; }

  /** Bins from time 0 up to the last flush; the last one is partial when time is inside it. */
  @Override
  public int bins() { return (int) ((nowPs + binPs - 1) / binPs); }

  @Override
  public int[] links() { return links.clone(); }

  /** Mean utilisation over the bin; for a partial last bin, over its part up to the last flush. */
  @Override
  public double utilisation(int index, int bin) {
    if (bin < 0 || bin >= bins()) throw new IndexOutOfBoundsException("bin " + bin + " of " + bins());
    long span = Math.min(binPs, nowPs - bin * binPs);
    return binBytes[bin * links.length + index] / (capacityBytesPerSecond(links[index]) * span / PS_PER_SECOND);
  }
}
