package org.interflow.actors;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;
import org.interflow.engine.dynamic.flows.FlowTable;
import org.interflow.engine.dynamic.flows.LinkRecording;
import org.interflow.engine.dynamic.jobs.JobSpec;
import org.interflow.engine.dynamic.results.SimulationResult;
import org.interflow.engine.dynamic.runner.DirectSimulation;
import org.interflow.engine.dynamic.runner.SimulationSpec;
import org.interflow.io.catalog.RoutingCatalog;
import org.interflow.io.catalog.SharingCatalog;
import org.interflow.io.catalog.TopologyCatalog;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.network.PriorityPolicy;
import org.interflow.model.routing.RoutingAlgorithm;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.traffic.mpi.ActionTape;
import org.interflow.model.traffic.mpi.MpiModel;
import org.interflow.model.traffic.mpi.RingAllreduceTrace;
import org.interflow.model.traffic.mpi.TraceApplication;
import org.interflow.model.units.Bandwidth;

/**
 * Manual speed check of the engine on a replay (not a test): a {@link RingAllreduceTrace} of
 * {@code ranks} ranks and {@code steps} steps (8 KiB exchanges, 1e6 to 2e6 flops, an allreduce
 * every 8th step; 4096 ranks and 64 steps give about 1M actions) on one network, rank r on server
 * r, max-min sharing, 100 Gb/s and 100 ns links (the defaults). Prints wall time, process CPU
 * time, the main thread's CPU time, heap after the run and the result's counters plus a checksum
 * of its flow outcomes, so runs before and after a change can be compared.
 *
 * <p>Arguments: ranks steps topology runtime(direct|actors) [threads] [recordIntervals]. With
 * {@code -Drepeat=N} the run is made N - 1 times first (JIT warm-up), then timed; with {@code
 * -DtwoThreads=true} the direct runner uses its helper thread for big cycles.
 */
public final class ReplayEngineBenchmark {
  private ReplayEngineBenchmark() {}

  public static void main(String[] args) {
    int ranks = Integer.parseInt(args[0]);
    int steps = Integer.parseInt(args[1]);
    String topologyText = args[2];
    String runtime = args[3];
    int threads = args.length > 4 ? Integer.parseInt(args[4]) : 2;
    boolean recordIntervals = args.length <= 5 || Boolean.parseBoolean(args[5]);
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    com.sun.management.OperatingSystemMXBean os =
        (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    long wall0 = System.nanoTime();
    long cpu0 = os.getProcessCpuTime();
    long main0 = mx.getCurrentThreadCpuTime();
    Topology topology = TopologyCatalog.build(TopologyCatalog.parse(topologyText),
        new LinkParams(Bandwidth.bytesPerSecond(100e9 / 8), 100));
    RoutingAlgorithm routing = RoutingCatalog.create(RoutingCatalog.resolveName("default", topology.spec()), topology,
        FailureSet.NONE, 1);
    ActionTape tape = new ActionTape();
    new RingAllreduceTrace(ranks, steps, 8192, 1e6, 8, 1).writeTo(tape);
    TraceApplication app = new TraceApplication(tape,
        MpiModel.defaults().withAlgorithms(org.interflow.model.traffic.mpi.collective.CollectiveAlgorithms.defaults()));
    int[] servers = new int[ranks];
    for (int r = 0; r < ranks; r++) servers[r] = r;
    var sharing = SharingCatalog.factory("max-min", topology, PriorityPolicy.NONE);
    SimulationSpec spec = new SimulationSpec(topology, FailureSet.NONE, routing,
        () -> new FlowTable(topology, routing, sharing.get(), LinkRecording.OFF, false),
        List.of(new JobSpec(app, 0, servers)), 1, false);
    if (!recordIntervals) spec = spec.withRecordIntervals(false);
    int repeats = Integer.getInteger("repeat", 1);
    for (int repeat = 1; repeat < repeats; repeat++) {
      long t0 = System.nanoTime();
      TraceApplication warm = new TraceApplication(tape,
          MpiModel.defaults().withAlgorithms(org.interflow.model.traffic.mpi.collective.CollectiveAlgorithms.defaults()));
      SimulationSpec warmSpec = new SimulationSpec(topology, FailureSet.NONE, routing,
          () -> new FlowTable(topology, routing, sharing.get(), LinkRecording.OFF, false),
          List.of(new JobSpec(warm, 0, servers)), 1, false).withRecordIntervals(recordIntervals);
      if (runtime.equals("direct")) DirectSimulation.run(warmSpec); else ActorSimulation.run(warmSpec, threads, null);
      System.out.printf("warm-up run %d: %.2f s%n", repeat, (System.nanoTime() - t0) / 1e9);
    }
    long wall1 = System.nanoTime();
    long cpu1 = os.getProcessCpuTime();
    long main1 = mx.getCurrentThreadCpuTime();
    SimulationResult r = runtime.equals("direct") ? DirectSimulation.run(spec) : ActorSimulation.run(spec, threads, null);
    long wall2 = System.nanoTime();
    long cpu2 = os.getProcessCpuTime();
    long main2 = mx.getCurrentThreadCpuTime();
    long checksum = 17;
    for (var f : r.flowOutcomes()) {
      checksum = checksum * 31 + f.record().flowId();
      checksum = checksum * 31 + f.record().deliveredPs();
      checksum = checksum * 31 + f.record().sourceServer() * 7919L + f.destinationTask();
    }
    for (var i : r.intervals()) {
      checksum = checksum * 31 + i.task() * 31L + i.state().ordinal();
      checksum = checksum * 31 + i.startPs() * 17 + i.endPs();
    }
    for (int rank = 0; rank < ranks; rank++) checksum = checksum * 31 + app.stats(rank).finishPs();
    if (System.getProperty("threads") != null) {
      for (long id : mx.getAllThreadIds()) {
        var info = mx.getThreadInfo(id);
        long cpu = mx.getThreadCpuTime(id);
        if (info != null && cpu > 100_000_000L) System.out.printf("  thread %s cpu %.2f s%n", info.getThreadName(), cpu / 1e9);
      }
    }
    Runtime rt = Runtime.getRuntime();
    System.out.printf("%s %s ranks %d actions %d setup %.2f s | run wall %.2f s process-cpu %.2f s main-cpu %.2f s"
            + " | heap %.0f MB | makespan %d ps flows %d events %d cycles %d steps %d intervals %d checksum %x%n",
        runtime, topologyText, ranks, tape.actions(), (wall1 - wall0) / 1e9, (wall2 - wall1) / 1e9,
        (cpu2 - cpu1) / 1e9, (main2 - main1) / 1e9, (rt.totalMemory() - rt.freeMemory()) / 1e6, r.makespanPs(),
        r.flows(), r.events(), r.deltaCycles(), r.timeSteps(), r.intervals().size(), checksum);
  }
}
