package org.interflow.model.traffic.mpi;

import org.interflow.engine.dynamic.results.SimulationResult;
import org.interflow.engine.dynamic.runner.DirectSimulation;
import org.interflow.model.traffic.mpi.MpiAction.CollectiveKind;
import org.interflow.model.traffic.mpi.ReplayHarness.Sharing;

/**
 * Manual speed check (not a test): replays a {@link RingAllreduceTrace} (1e5 flops, allreduce every
 * 8 steps) on the harness star. Arguments: ranks, steps, bytes, sharing (MAX_MIN or BOTTLENECK).
 */
public final class ReplayBenchmark {
  private ReplayBenchmark() {}

  public static void main(String[] args) {
    int ranks = Integer.parseInt(args[0]);
    int steps = Integer.parseInt(args[1]);
    long bytes = Long.parseLong(args[2]);
    Sharing sharing = Sharing.valueOf(args[3]);
    long t0 = System.nanoTime();
    ActionTape tape = new ActionTape();
    new RingAllreduceTrace(ranks, steps, bytes, 1e5, 8, 1).writeTo(tape);
    long t1 = System.nanoTime();
    java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
    long cpu0 = threads.getCurrentThreadCpuTime();
    MpiModel model = ReplayHarness.interflow().withAlgorithm(CollectiveKind.ALLREDUCE,
        HandCheckedCollectives.recursiveDoubling());
    TraceApplication app = new TraceApplication(tape, model);
    SimulationResult r = DirectSimulation.run(ReplayHarness.spec(app, sharing, false));
    long t2 = System.nanoTime();
    double cpu = (threads.getCurrentThreadCpuTime() - cpu0) / 1e9;
    Runtime rt = Runtime.getRuntime();
    System.out.printf("ranks %d actions %d tape %.1f MB build %.2f s replay %.2f s (thread CPU %.2f s, %.0f actions/s) flows %d "
        + "simulated %.6f s heap-used %.0f MB waits %d events %d delta-cycles %d time-steps %d intervals %d%n", ranks, tape.actions(), tape.encodedBytes() / 1e6,
        (t1 - t0) / 1e9, (t2 - t1) / 1e9, cpu, tape.actions() / cpu, r.flows(), r.makespanSeconds(),
        (rt.totalMemory() - rt.freeMemory()) / 1e6, app.waits().size(), r.events(), r.deltaCycles(), r.timeSteps(),
        r.intervals().size());
  }
}
