package org.interflow.model.network;

import java.util.Arrays;
import org.interflow.model.topology.Topology;
import org.interflow.model.traffic.TrafficClass;

/**
 * The active subflows of a bandwidth model and, per directed link, the subflows crossing it: the
 * state both {@link BottleneckShareSharing} and {@link MaxMinSharing} share, in primitive arrays.
 *
 * <p>Paths live in one growable pool ({@code pathOffset[s] .. +pathLength[s]}), compacted when more
 * than half of it is holes left by removed subflows. Each directed link keeps an unordered array of
 * (subflow, hop) entries; each hop of a path remembers its entry's position, so add and remove cost
 * O(path length) with swap-remove. Links touched by adds and removes since the last {@link
 * #clearDirty()} are listed once each in the dirty list. Capacities are in bytes per second per
 * directed link ({@code topology.capacityBitsPerSecond(link) / 8}).
 *
 * <p>Membership arrays are unordered, so anything computed from them that must not depend on the
 * history of adds and removes (weight sums, rate sums) goes through {@link #orderFreeSum}.
 *
 * <p>A model may record each subflow's rate ({@link #recordRate}); each link then keeps the sum of
 * its subflows' recorded rates ({@link #loadBound}), in fixed point so that adding and taking back
 * the same rate cancels exactly and the sum never drifts.
 */
final class SubflowTable {
  private static final int[] EMPTY = new int[0];

  private final double[] capacity;
  // per subflow id
  private boolean[] active = new boolean[0];
  private boolean[] fresh = new boolean[0];
  private double[] weight = new double[0];
  private byte[] trafficClass = new byte[0];
  private int[] pathOffset = new int[0];
  private int[] pathLength = new int[0];
  private long[] recorded = new long[0];    // recorded rate in units of 1 / loadScale
  private int activeCount;
  private int idLimit;                       // 1 + largest id ever added
  // path pool: directed link and position of the hop's entry in that link's array
  private int[] pathLink = new int[1024];
  private int[] pathPosition = new int[1024];
  private int poolUsed;
  private int poolHoles;
  // per directed link: entries (subflow, hop) interleaved; and side by side in linkInfo, the entry
  // count, the application entries, the entries of weight other than 1 and the dirty mark
  private final int[][] linkEntries;
  private final int[] linkInfo;
  private static final int INFO = 4;
  private static final int COUNT = 0;
  private static final int APPLICATIONS = 1;
  private static final int UNEVEN = 2;
  private static final int DIRTY = 3;
  private final int links;
  /** By directed link: the sum of the recorded rates of its subflows, in units of 1 / loadScale. */
  private final long[] load;
  /** Fixed-point units per byte per second: the largest capacity takes 52 or 53 bits. */
  private final double loadScale;
  // dirty links and freshly added subflows since the last clear
  private int[] dirty = new int[64];
  private int dirtyCount;
  private int[] added = new int[64];
  private int addedCount;
  private int[] removed = new int[64];   // removed since the last clear, not added since the clear before
  private int removedCount;
  /** Whether {@link #setCapacity} changed a capacity since the last clear. */
  private boolean capacityChanged;

  SubflowTable(Topology topology) {
    int links = topology.directedLinks();
    capacity = new double[links];
    double largest = 0;
    for (int d = 0; d < links; d++) {
      capacity[d] = topology.directedCapacityBitsPerSecond(d) / 8;
      largest = Math.max(largest, capacity[d]);
    }
    this.links = links;
    this.load = new long[links];
    this.loadScale = largest > 0 && !Double.isInfinite(largest) ? Math.scalb(1.0, 52 - Math.getExponent(largest)) : 1;
    linkEntries = new int[links][];
    linkInfo = new int[INFO * links];
  }

  void add(int subflow, int[] links, int length, double weight, TrafficClass trafficClass) {
    if (subflow < 0) throw new IllegalArgumentException("negative subflow id " + subflow);
    if (!(weight > 0) || Double.isInfinite(weight)) {
      throw new IllegalArgumentException("weight must be > 0, got " + weight);
    }
    if (trafficClass == null) throw new IllegalArgumentException("traffic class is required");
    if (length < 0 || length > links.length) {
      throw new IllegalArgumentException("path length " + length + " out of range");
    }
    for (int h = 0; h < length; h++) {
      if (links[h] < 0 || links[h] >= this.links) {
        throw new IllegalArgumentException("no directed link " + links[h]);
      }
    }
    if (subflow >= active.length) growIds(Math.max(subflow + 1, 2 * active.length));
    if (active[subflow]) throw new IllegalStateException("subflow " + subflow + " is already active");
    if (poolUsed + length > pathLink.length) {
      // a pool that is at least half holes is compacted rather than grown
      if (poolHoles >= poolUsed / 2) compactPool();
      if (poolUsed + length > pathLink.length) growPool(poolUsed + length);
    }
    active[subflow] = true;
    this.weight[subflow] = weight;
    this.trafficClass[subflow] = (byte) trafficClass.ordinal();
    pathOffset[subflow] = poolUsed;
    pathLength[subflow] = length;
    recorded[subflow] = 0;
    for (int h = 0; h < length; h++) {
      int link = links[h];
      pathLink[poolUsed + h] = link;
      pathPosition[poolUsed + h] = append(link, subflow, h);
      if (trafficClass == TrafficClass.APPLICATION) linkInfo[INFO * link + APPLICATIONS]++;
      if (weight != 1) linkInfo[INFO * link + UNEVEN]++;
      markDirty(link);
    }
    poolUsed += length;
    activeCount++;
    idLimit = Math.max(idLimit, subflow + 1);
    if (!fresh[subflow]) {
      fresh[subflow] = true;
      if (addedCount == added.length) added = Arrays.copyOf(added, 2 * addedCount);
      added[addedCount++] = subflow;
    }
  }

  void remove(int subflow) {
    if (subflow < 0 || subflow >= active.length || !active[subflow]) {
      throw new IllegalStateException("subflow " + subflow + " is not active");
    }
    int off = pathOffset[subflow];
    long rate = recorded[subflow];
    for (int h = 0, n = pathLength[subflow]; h < n; h++) {
      int link = pathLink[off + h];
      load[link] -= rate;
      int pos = pathPosition[off + h];
      int[] entries = linkEntries[link];
      int last = --linkInfo[INFO * link + COUNT];
      if (this.trafficClass[subflow] == 0) linkInfo[INFO * link + APPLICATIONS]--;
      if (weight[subflow] != 1) linkInfo[INFO * link + UNEVEN]--;
      if (pos != last) {
        int movedSubflow = entries[2 * last];
        int movedHop = entries[2 * last + 1];
        entries[2 * pos] = movedSubflow;
        entries[2 * pos + 1] = movedHop;
        pathPosition[pathOffset[movedSubflow] + movedHop] = pos;
      }
      markDirty(link);
    }
    active[subflow] = false;
    activeCount--;
    if (!fresh[subflow]) {
      if (removedCount == removed.length) removed = Arrays.copyOf(removed, 2 * removedCount);
      removed[removedCount++] = subflow;
    }
    poolHoles += pathLength[subflow];
    if (poolHoles > 4096 && poolHoles > poolUsed / 2) compactPool();
  }

  private int append(int link, int subflow, int hop) {
    int[] entries = linkEntries[link];
    int count = linkInfo[INFO * link + COUNT];
    if (entries == null) {
      entries = new int[8];
      linkEntries[link] = entries;
    } else if (2 * count == entries.length) {
      entries = Arrays.copyOf(entries, 2 * entries.length);
      linkEntries[link] = entries;
    }
    entries[2 * count] = subflow;
    entries[2 * count + 1] = hop;
    linkInfo[INFO * link + COUNT] = count + 1;
    return count;
  }

  private void markDirty(int link) {
    if (linkInfo[INFO * link + DIRTY] != 0) return;
    linkInfo[INFO * link + DIRTY] = 1;
    if (dirtyCount == dirty.length) dirty = Arrays.copyOf(dirty, 2 * dirtyCount);
    dirty[dirtyCount++] = link;
  }

  /**
   * Sets the capacity of {@code link} (bytes per second) in place of the topology's; a change
   * marks the link dirty, so that the next update recomputes what crosses it.
   */
  void setCapacity(int link, double bytesPerSecond) {
    if (capacity[link] == bytesPerSecond) return;
    capacity[link] = bytesPerSecond;
    capacityChanged = true;
    markDirty(link);
  }

  /** Whether a capacity changed since the last {@link #clearDirty()}. */
  boolean capacityChanged() { return capacityChanged; }

  /** Forgets the dirty links, the fresh marks of added subflows and the removed ones. */
  void clearDirty() {
    capacityChanged = false;
    for (int i = 0; i < dirtyCount; i++) linkInfo[INFO * dirty[i] + DIRTY] = 0;
    dirtyCount = 0;
    for (int i = 0; i < addedCount; i++) fresh[added[i]] = false;
    addedCount = 0;
    removedCount = 0;
  }

  private void growIds(int size) {
    active = Arrays.copyOf(active, size);
    fresh = Arrays.copyOf(fresh, size);
    weight = Arrays.copyOf(weight, size);
    trafficClass = Arrays.copyOf(trafficClass, size);
    pathOffset = Arrays.copyOf(pathOffset, size);
    pathLength = Arrays.copyOf(pathLength, size);
    recorded = Arrays.copyOf(recorded, size);
  }

  private void growPool(int need) {
    int size = Math.max(need, 2 * pathLink.length);
    pathLink = Arrays.copyOf(pathLink, size);
    pathPosition = Arrays.copyOf(pathPosition, size);
  }

  /** Moves the paths of active subflows together, in id order; link entries keep their hop numbers. */
  private void compactPool() {
    int[] links = new int[Math.max(1024, 2 * (poolUsed - poolHoles))];
    int[] positions = new int[links.length];
    int used = 0;
    for (int s = 0; s < idLimit; s++) {
      if (!active[s]) continue;
      System.arraycopy(pathLink, pathOffset[s], links, used, pathLength[s]);
      System.arraycopy(pathPosition, pathOffset[s], positions, used, pathLength[s]);
      pathOffset[s] = used;
      used += pathLength[s];
    }
    pathLink = links;
    pathPosition = positions;
    poolUsed = used;
    poolHoles = 0;
  }

  /**
   * Sum of {@code values[0..n)} that depends only on the multiset of values, not their order: n
   * times the value when all are equal (the common case, exact for unit weights), else the sum in
   * ascending order. Sorts {@code values} in place in the second case. O(n), or O(n log n).
   */
  static double orderFreeSum(double[] values, int n) {
    if (n == 0) return 0;
    double first = values[0];
    boolean same = true;
    for (int i = 1; i < n && same; i++) same = values[i] == first;
    if (same) return n * first;
    Arrays.sort(values, 0, n);
    double sum = 0;
    for (int i = 0; i < n; i++) sum += values[i];
    return sum;
  }

  /**
   * Capacity left on a link after {@code used} of it, never negative; a remainder below a relative
   * 1e-10 of the capacity is rounding noise of {@code used} and counts as 0, so a class that should
   * get nothing gets exactly 0 rather than a few bytes per second.
   */
  static double residual(double capacity, double used) {
    double left = capacity - used;
    return left < 1e-10 * capacity ? 0 : left;
  }

  int directedLinks() { return links; }

  double capacity(int link) { return capacity[link]; }

  boolean isActive(int subflow) { return subflow >= 0 && subflow < active.length && active[subflow]; }

  /** True when the subflow was added since the last {@link #clearDirty()}. */
  boolean isFresh(int subflow) { return fresh[subflow]; }

  double weight(int subflow) { return weight[subflow]; }

  /** 0 for application, 1 for storage ({@link TrafficClass#ordinal()}). */
  int classOf(int subflow) { return trafficClass[subflow]; }

  int pathLength(int subflow) { return pathLength[subflow]; }

  int pathOffset(int subflow) { return pathOffset[subflow]; }

  /** The path pool; entries {@code pathOffset(s) .. + pathLength(s)} are subflow s's links. */
  int[] pathPool() { return pathLink; }

  int activeCount() { return activeCount; }

  /** Hops of all active subflows together (the sum of their path lengths). */
  int activeHops() { return poolUsed - poolHoles; }

  /** 1 + the largest subflow id ever added (bound for id-indexed arrays). */
  int idLimit() { return idLimit; }

  int idCapacity() { return active.length; }

  int linkCount(int link) { return linkInfo[INFO * link + COUNT]; }

  /**
   * Records active subflow {@code s}'s rate in the load of each link it crosses (a subflow counts 0
   * until its first record; an infinite rate, of an empty path only, counts nothing).
   */
  void recordRate(int s, double rate) {
    int n = pathLength[s];
    if (n == 0) return;
    long next = Math.round(rate * loadScale);
    long delta = next - recorded[s];
    if (delta == 0) return;
    recorded[s] = next;
    for (int h = pathOffset[s], end = h + n; h < end; h++) load[pathLink[h]] += delta;
  }

  /**
   * At least the sum of the recorded rates of a link's subflows: each is recorded to within half a
   * unit of 1 / loadScale, a few parts in 1e16 of the largest capacity.
   */
  double loadBound(int link) {
    return (load[link] + linkInfo[INFO * link + COUNT]) / loadScale * (1 + 0x1p-50);
  }

  /** Application subflows on a link. */
  int applicationCount(int link) { return linkInfo[INFO * link + APPLICATIONS]; }

  /**
   * Sum of the weights on a link of class {@code only} (0 application, 1 storage, -1 all), equal to
   * {@link #orderFreeSum} over them: O(1) when every weight on the link is 1 (then the sum is the
   * count), else a scan that may sort {@code scratch} (at least {@link #linkCount} long).
   */
  double weightSum(int link, int only, double[] scratch) {
    int apps = linkInfo[INFO * link + APPLICATIONS];
    int total = linkInfo[INFO * link + COUNT];
    int count = only < 0 ? total : only == 0 ? apps : total - apps;
    if (linkInfo[INFO * link + UNEVEN] == 0) return count;
    int[] entries = linkEntries[link];
    int n = 0;
    for (int i = 0; i < total; i++) {
      int s = entries[2 * i];
      if (only < 0 || trafficClass[s] == only) scratch[n++] = weight[s];
    }
    return orderFreeSum(scratch, n);
  }

  /** Entries of a link: subflow of entry i at {@code 2i}, its hop at {@code 2i+1}. */
  int[] linkEntries(int link) {
    int[] entries = linkEntries[link];
    return entries == null ? EMPTY : entries;
  }

  int dirtyCount() { return dirtyCount; }

  int dirtyLink(int i) { return dirty[i]; }

  boolean isDirty(int link) { return linkInfo[INFO * link + DIRTY] != 0; }

  int addedCount() { return addedCount; }

  int addedSubflow(int i) { return added[i]; }

  /** Subflows removed since the last {@link #clearDirty()} that were active before it (the id may be active again). */
  int removedCount() { return removedCount; }

  int removedSubflow(int i) { return removed[i]; }
}
