package org.interflow.model.traffic.mpi;

import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;
import org.interflow.model.traffic.TrafficClass;

/**
 * How a replay turns MPI calls into network flows and compute time: the point-to-point protocol,
 * the host speed and the collective algorithms.
 *
 * @param protocol when a message's flow starts and when its send completes ({@link Protocol})
 * @param eagerThresholdBytes payload size from which a send is not complete before delivery: below
 *     it a send completes at once (INTERFLOW: eager; SIMGRID: detached); at or above it, when its
 *     data is delivered
 * @param overheadBytes bytes every message's flow carries on top of its payload (SMPI: 16)
 * @param hostFlopsPerSecond host speed; a compute of f flops takes f / speed seconds (times the scale)
 * @param cpuScale factor applied to every compute duration (flops- or seconds-based), e.g. 0.5 for
 *     a CPU twice as fast as the traced one
 * @param algorithms the algorithm of each collective kind; a collective with none fails the replay
 *     with a message naming the kind
 * @param reductionFlopsAfter whether a collective's {@code flops} are computed after it ends
 *     (SMPI's replay does); when false they are ignored
 * @param trafficClass class of every replay flow
 * @param timeline whether each rank records its state spans (for a Chrome timeline); costs 17
 *     bytes per state change
 */
public record MpiModel(Protocol protocol, long eagerThresholdBytes, long overheadBytes, double hostFlopsPerSecond,
    double cpuScale, Map<MpiAction.CollectiveKind, CollectiveAlgorithm> algorithms, boolean reductionFlopsAfter,
    TrafficClass trafficClass, boolean timeline) {

  /** Point-to-point protocol. */
  public enum Protocol {
    /**
     * The flow starts when the send is posted; the receive completes when the data is delivered
     * (a message that arrives before its receive waits in the unexpected queue).
     */
    INTERFLOW,
    /**
     * SMPI's rule: the flow starts only once both the send and its matching receive are posted
     * (whichever comes second); the receive completes at delivery.
     */
    SIMGRID
  }

  /** Default eager threshold: 64 KiB, the usual MPI eager/rendezvous switch and SMPI's detached threshold. */
  public static final long DEFAULT_EAGER_THRESHOLD_BYTES = 65_536;
  /** Default host speed, 1 Gflop/s (SimGrid's examples' usual host speed). */
  public static final double DEFAULT_HOST_FLOPS_PER_SECOND = 1e9;
  /** Bytes SMPI adds to every message. */
  public static final long SIMGRID_OVERHEAD_BYTES = 16;

  public MpiModel {
    Objects.requireNonNull(protocol, "protocol");
    Objects.requireNonNull(trafficClass, "trafficClass");
    if (eagerThresholdBytes < 0) {
      throw new IllegalArgumentException("eager threshold must not be negative, got " + eagerThresholdBytes);
    }
    if (overheadBytes < 0) {
      throw new IllegalArgumentException("message overhead must not be negative, got " + overheadBytes);
    }
    if (!(hostFlopsPerSecond > 0) || Double.isInfinite(hostFlopsPerSecond)) {
      throw new IllegalArgumentException("host speed must be a positive number of flops/s, got " + hostFlopsPerSecond);
    }
    if (!(cpuScale >= 0) || Double.isInfinite(cpuScale)) {
      throw new IllegalArgumentException("CPU scale must be a finite number >= 0, got " + cpuScale);
    }
    EnumMap<MpiAction.CollectiveKind, CollectiveAlgorithm> copy = new EnumMap<>(MpiAction.CollectiveKind.class);
    for (Map.Entry<MpiAction.CollectiveKind, CollectiveAlgorithm> e : algorithms.entrySet()) {
      CollectiveAlgorithm algorithm = Objects.requireNonNull(e.getValue(), "algorithm of " + e.getKey());
      if (!algorithm.supports(e.getKey())) {
        throw new IllegalArgumentException("collective algorithm " + algorithm.name() + " does not implement "
            + e.getKey().traceName());
      }
      copy.put(e.getKey(), algorithm);
    }
    algorithms = Collections.unmodifiableMap(copy);
  }

  /**
   * Interflow's own rules: eager below 64 KiB, no per-message overhead, 1 Gflop/s hosts, reduction
   * flops computed after the collective, application traffic, no timeline, and no collective
   * algorithms yet (add them with {@link #withAlgorithms}).
   */
  public static MpiModel defaults() {
    return new MpiModel(Protocol.INTERFLOW, DEFAULT_EAGER_THRESHOLD_BYTES, 0, DEFAULT_HOST_FLOPS_PER_SECOND, 1.0,
        Map.of(), true, TrafficClass.APPLICATION, false);
  }

  /**
   * SMPI's replay rules (SimGrid 3.x, {@code smpi/send-is-detached-thresh} = 65536): rendezvous
   * matching, detached sends below 64 KiB, 16 extra bytes per message, flops at 1 Gflop/s,
   * reduction flops after the collective. The collective algorithms are not set here (SMPI's
   * defaults, e.g. allreduce = linear reduce to 0 then binomial broadcast, come from the registry
   * through {@link #withAlgorithms}); pair it with a latency-weighted max-min flow model.
   */
  public static MpiModel simgrid() {
    return new MpiModel(Protocol.SIMGRID, DEFAULT_EAGER_THRESHOLD_BYTES, SIMGRID_OVERHEAD_BYTES,
        DEFAULT_HOST_FLOPS_PER_SECOND, 1.0, Map.of(), true, TrafficClass.APPLICATION, false);
  }

  /** This model with {@code algorithms} (by kind) replacing its algorithms. */
  public MpiModel withAlgorithms(Map<MpiAction.CollectiveKind, CollectiveAlgorithm> algorithms) {
    return new MpiModel(protocol, eagerThresholdBytes, overheadBytes, hostFlopsPerSecond, cpuScale, algorithms,
        reductionFlopsAfter, trafficClass, timeline);
  }

  /** This model with {@code algorithm} for {@code kind}, the others kept. */
  public MpiModel withAlgorithm(MpiAction.CollectiveKind kind, CollectiveAlgorithm algorithm) {
    EnumMap<MpiAction.CollectiveKind, CollectiveAlgorithm> copy = new EnumMap<>(MpiAction.CollectiveKind.class);
    copy.putAll(algorithms);
    copy.put(kind, algorithm);
    return withAlgorithms(copy);
  }

  /** This model with another eager (detached) threshold. */
  public MpiModel withEagerThreshold(long bytes) {
    return new MpiModel(protocol, bytes, overheadBytes, hostFlopsPerSecond, cpuScale, algorithms, reductionFlopsAfter,
        trafficClass, timeline);
  }

  /** This model with another per-message overhead, in bytes. */
  public MpiModel withOverhead(long bytes) {
    return new MpiModel(protocol, eagerThresholdBytes, bytes, hostFlopsPerSecond, cpuScale, algorithms,
        reductionFlopsAfter, trafficClass, timeline);
  }

  /** This model with another host speed and CPU scale. */
  public MpiModel withHost(double flopsPerSecond, double scale) {
    return new MpiModel(protocol, eagerThresholdBytes, overheadBytes, flopsPerSecond, scale, algorithms,
        reductionFlopsAfter, trafficClass, timeline);
  }

  /** This model computing (or ignoring) collectives' reduction flops after them. */
  public MpiModel withReductionFlopsAfter(boolean after) {
    return new MpiModel(protocol, eagerThresholdBytes, overheadBytes, hostFlopsPerSecond, cpuScale, algorithms, after,
        trafficClass, timeline);
  }

  /** This model recording (or not) every rank's state spans. */
  public MpiModel withTimeline(boolean record) {
    return new MpiModel(protocol, eagerThresholdBytes, overheadBytes, hostFlopsPerSecond, cpuScale, algorithms,
        reductionFlopsAfter, trafficClass, record);
  }

  /**
   * Duration in picoseconds of a compute of {@code amount} in {@code unit}: flops / speed * scale,
   * or seconds * scale, rounded to the nearest picosecond.
   */
  public long computePs(double amount, MpiAction.ComputeUnit unit) {
    return Math.round(computeSeconds(amount, unit) * 1e12);
  }

  /** Duration in seconds of a compute of {@code amount} in {@code unit}: flops / speed * scale, or seconds * scale. */
  public double computeSeconds(double amount, MpiAction.ComputeUnit unit) {
    return unit == MpiAction.ComputeUnit.FLOPS ? amount / hostFlopsPerSecond * cpuScale : amount * cpuScale;
  }
}
