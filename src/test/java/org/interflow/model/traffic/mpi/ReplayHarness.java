package org.interflow.model.traffic.mpi;

import java.util.List;
import java.util.function.Function;
import org.interflow.engine.dynamic.flows.FlowTable;
import org.interflow.engine.dynamic.flows.LinkRecording;
import org.interflow.engine.dynamic.jobs.JobSpec;
import org.interflow.engine.dynamic.results.SimulationResult;
import org.interflow.engine.dynamic.runner.DirectSimulation;
import org.interflow.engine.dynamic.runner.SimulationSpec;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.network.BandwidthSharing;
import org.interflow.model.network.BottleneckShareSharing;
import org.interflow.model.network.MaxMinSharing;
import org.interflow.model.network.PriorityPolicy;
import org.interflow.model.routing.star.StarRouting;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.star.StarBuilder;
import org.interflow.model.topology.star.StarSpec;
import org.interflow.model.units.Bandwidth;

/**
 * Builds small traces and replays them on a star whose links carry 1 GB/s (1 byte per 1000 ps)
 * with 1 us latency each, so a server-to-server route (up link, down link) has 2 us of latency
 * and a lone message of B bytes takes 2 us + B ns. Rank r runs on server r.
 */
final class ReplayHarness {
  static final long US = 1_000_000;
  /** Tolerance for times that involve rates like 1/3 GB/s (the flow table rounds up to the ps). */
  static final long TOLERANCE_PS = 2;

  /** The two bandwidth models. */
  enum Sharing {
    MAX_MIN(t -> new MaxMinSharing(t, PriorityPolicy.NONE)),
    BOTTLENECK(t -> new BottleneckShareSharing(t, PriorityPolicy.NONE));

    final Function<Topology, BandwidthSharing> factory;

    Sharing(Function<Topology, BandwidthSharing> factory) { this.factory = factory; }
  }

  private final ActionTape tape = new ActionTape();
  private long line;

  ReplayHarness(int ranks) { tape.ranks(ranks); }

  /** Appends {@code actions} to {@code rank}'s trace (one line each). */
  ReplayHarness add(int rank, MpiAction... actions) {
    for (MpiAction a : actions) tape.action(rank, a, "test.trace", ++line);
    return this;
  }

  ActionTape tape() {
    tape.end();
    return tape;
  }

  /** Replays the trace on a star of as many servers as ranks. */
  static Replay run(ActionTape tape, MpiModel model, Sharing sharing, boolean latencyWeighted) {
    TraceApplication app = new TraceApplication(tape, model);
    SimulationResult result = DirectSimulation.run(spec(app, sharing, latencyWeighted));
    return new Replay(new ReplayOutcome(app.tasks(), r -> result.taskOutcomes().outcome(0, r)), result);
  }

  static SimulationSpec spec(TraceApplication app, Sharing sharing, boolean latencyWeighted) {
    int[] servers = new int[app.tasks()];
    for (int r = 0; r < servers.length; r++) servers[r] = r;
    return spec(app, sharing, latencyWeighted, servers);
  }

  /** As above with rank r on server {@code servers[r]}. */
  static SimulationSpec spec(TraceApplication app, Sharing sharing, boolean latencyWeighted, int[] servers) {
    int ranks = app.tasks();
    Topology star = StarBuilder.build(new StarSpec(Math.max(ranks, 2)),
        new LinkParams(Bandwidth.bytesPerSecond(1e9), 1000));
    StarRouting routing = new StarRouting(star, FailureSet.NONE);
    return new SimulationSpec(star, FailureSet.NONE, routing,
        () -> new FlowTable(star, routing, sharing.factory.apply(star), LinkRecording.OFF, latencyWeighted),
        List.of(new JobSpec(app, 0, servers)), 1);
  }

  /** A replay's per-rank results (carried by the engine's result) and the engine result. */
  record Replay(ReplayOutcome app, SimulationResult result) {
    long finishPs(int rank) { return app.stats(rank).finishPs(); }

    long makespanPs() { return result.makespanPs(); }
  }

  static MpiModel interflow() { return MpiModel.defaults().withAlgorithms(HandCheckedCollectives.all()); }

  static MpiModel simgrid() { return MpiModel.simgrid().withAlgorithms(HandCheckedCollectives.all()); }
}
