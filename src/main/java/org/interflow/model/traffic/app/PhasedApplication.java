package org.interflow.model.traffic.app;

import org.interflow.model.traffic.TrafficClass;
import org.interflow.model.traffic.TrafficPattern;

/**
 * A causal benchmarking pattern (INRFlow's "benchmarking patterns"): the flows of a {@link
 * TrafficPattern}, each of {@code bytes}, issued in phases of {@code phaseFlows} consecutive flow
 * indices (phase {@code k} holds flows {@code k * phaseFlows .. (k+1) * phaseFlows - 1}); a phase
 * starts only when every flow of the previous one is delivered. The pattern's servers are the
 * job's tasks (flow {@code f} goes from task {@code source(f)} to task {@code destination(f)}).
 * A task sends its flows of phase {@code k}, waits until all are delivered, then joins barrier
 * {@code k} (a task with no flow in the phase joins at once); the barrier's release starts phase
 * {@code k+1}. The smaller the phase, the more tightly coupled the workload. Self-flows carry no
 * traffic and are skipped (their phase still counts them).
 *
 * <p>Memory: the application keeps, shared by all tasks, the indices of the flows each task sends
 * in CSR form ({@code 4 (flows + tasks)} bytes) and reads destinations from the pattern by index;
 * a task's program holds a cursor into its row. Construction is O(flows + tasks). Flow count at
 * most 2^31 - 9. Under an ideal network of latency L the job takes {@code phases * L} when every
 * phase has a non-self flow. Tags are the phase number.
 *
 * <p>Injection limit (INRFlow's {@code injmode}): with a limit L > 0 a task keeps at most L of its
 * flows in the network, sending the next one of the phase (in flow index order) each time one is
 * delivered; 0 sends the whole phase at once (INRFlow's default, {@code injmode=0}).
 *
 * <p>Source: INRFlow (Navaridas et al., JPDC 2019), section 3.3.3, "benchmarking patterns".
 */
public final class PhasedApplication extends AbstractApplication {
  private final TrafficPattern pattern;
  private final TrafficClass trafficClass;
  private final long bytes;
  private final long phaseFlows;
  private final long phases;
  private final int[] rowStart;   // task t sends flows flowIndex[rowStart[t] .. rowStart[t+1]-1]
  private final int[] flowIndex;  // increasing within a row
  private final int injectionLimit;

  /**
   * @param pattern the flows; sources and destinations must be in 0..tasks-1
   * @param tasks number of tasks (the pattern's server count), at least 1
   * @param bytes size of every flow in bytes, at least 0
   * @param phaseFlows flows per phase, at least 1
   */
  public PhasedApplication(TrafficPattern pattern, int tasks, long bytes, long phaseFlows) {
    this(pattern, tasks, bytes, phaseFlows, TrafficClass.APPLICATION);
  }

  /**
   * As {@link #PhasedApplication(TrafficPattern, int, long, long)}, with every flow of the given
   * traffic class (STORAGE models I/O traffic for the priority policies).
   */
  public PhasedApplication(TrafficPattern pattern, int tasks, long bytes, long phaseFlows, TrafficClass trafficClass) {
    this(pattern, tasks, bytes, phaseFlows, trafficClass, 0);
  }

  /**
   * As {@link #PhasedApplication(TrafficPattern, int, long, long, TrafficClass)}, each task keeping
   * at most {@code injectionLimit} flows in flight (0 = no limit).
   */
  public PhasedApplication(TrafficPattern pattern, int tasks, long bytes, long phaseFlows, TrafficClass trafficClass,
      int injectionLimit) {
    super("phased", tasks);
    Validation.atLeast("inject", injectionLimit, 0);
    this.injectionLimit = injectionLimit;
    Validation.required("traffic class", trafficClass);
    this.trafficClass = trafficClass;
    Validation.required("pattern", pattern);
    Validation.notNegative("bytes", bytes);
    Validation.atLeast("phase", phaseFlows, 1);
    long flows = pattern.flowCount();
    PatternRows rows = PatternRows.of("phased", pattern, tasks);
    this.pattern = pattern;
    this.bytes = bytes;
    this.phaseFlows = Math.min(phaseFlows, Math.max(flows, 1));   // no overflow in phase ends
    this.phases = (flows + this.phaseFlows - 1) / this.phaseFlows;
    this.rowStart = rows.start();
    this.flowIndex = rows.flow();
  }

  /** Number of phases, {@code ceil(flows / phaseFlows)}. */
  public long phases() {
    return phases;
  }

  @Override
  protected NodeProgram newProgram(int task) {
    return new Program(task);
  }

  private final class Program extends AbstractTaskProgram {
    private final int rowEnd;
    private int cursor;
    private long phase;
    private boolean phaseIssued;

    Program(int task) {
      this.cursor = rowStart[task];
      this.rowEnd = rowStart[task + 1];
    }

    @Override
    public void start(NodeActions actions) {
      if (phases == 0) done(actions);
      else startPhase(actions);
    }

    @Override
    public void onReceived(int sourceTask, long size, long tag, NodeActions actions) {
      // the receiving side of a flow does nothing
    }

    @Override
    protected void delivered(long tag, NodeActions actions) {
      if (phaseIssued) sendWithinLimit(actions);
      joinBarrierIfDelivered(actions);
    }

    @Override
    public void onBarrier(long tag, NodeActions actions) {
      if (tag != phase) throw new IllegalStateException("phased task released from barrier " + tag + " while in phase " + phase);
      phase++;
      if (phase == phases) done(actions);
      else startPhase(actions);
    }

    private void startPhase(NodeActions actions) {
      phaseIssued = true;
      sendWithinLimit(actions);
      joinBarrierIfDelivered(actions);
    }

    /** Sends the phase's next flows while fewer than the injection limit are in flight. */
    private void sendWithinLimit(NodeActions actions) {
      long end = (phase + 1) * phaseFlows;
      while (cursor < rowEnd && flowIndex[cursor] < end && (injectionLimit == 0 || undelivered() < injectionLimit)) {
        int flow = flowIndex[cursor++];
        send(actions, pattern.destination(flow), bytes, phase, trafficClass);
      }
    }

    /** True while the current phase still has flows of this task to send. */
    private boolean phaseHasMore() { return cursor < rowEnd && flowIndex[cursor] < (phase + 1) * phaseFlows; }

    private void joinBarrierIfDelivered(NodeActions actions) {
      if (!phaseIssued || undelivered() > 0 || phaseHasMore()) return;
      phaseIssued = false;
      actions.barrier(phase);
    }
  }
}
