package org.interflow.engine.benchmark;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeMap;
import org.interflow.engine.dynamic.flows.FlowTable;
import org.interflow.engine.dynamic.jobs.JobSpec;
import org.interflow.engine.dynamic.results.SimulationResult;
import org.interflow.engine.dynamic.runner.DirectSimulation;
import org.interflow.engine.dynamic.runner.SimulationSpec;
import org.interflow.model.benchmark.BisectionBandwidths;
import org.interflow.model.benchmark.CollectiveTiming;
import org.interflow.model.benchmark.ImbCollective;
import org.interflow.model.benchmark.PairBandwidths;
import org.interflow.model.benchmark.RandomBisections;
import org.interflow.model.traffic.mpi.ActionTape;
import org.interflow.model.traffic.mpi.MpiModel;
import org.interflow.model.traffic.mpi.ReplayOutcome;
import org.interflow.model.traffic.mpi.TraceApplication;
import org.interflow.model.traffic.mpi.TrafficMatrix;

/**
 * Runs the seed's MPI network benchmarks on a {@link BenchmarkNetwork}: mpiGraph and Netgauge's
 * effective bisection bandwidth as barrier-separated rounds of flows ({@link SynchronousRounds}),
 * IMB-style collectives as MPI programs on the direct runner. Each also returns the rank-to-rank
 * bytes it sent, the communication profile PARX can balance for. Deterministic: the same inputs
 * give the same numbers.
 */
public final class NetworkBenchmarks {
  private static final double PS_PER_SECOND = 1e12;

  private NetworkBenchmarks() {}

  /** A benchmark's result and the traffic that produced it. */
  public record Measured<T>(T result, TrafficMatrix traffic) {}

  /**
   * mpiGraph: N-1 shift steps; in step k every rank sends {@code window} messages of {@code
   * messageBytes} to rank + k (one flow of window x size bytes, routed as messages of the size).
   * O(N^2) flows.
   */
  public static Measured<PairBandwidths> mpiGraph(BenchmarkNetwork net, long messageBytes, int window) {
    int n = net.ranks();
    long flowBytes = messageBytes * window;
    SynchronousRounds rounds = net.rounds(messageBytes);
    double[] bandwidth = new double[n * n];
    int[] src = new int[n];
    int[] dst = new int[n];
    for (int step = 1; step < n; step++) {
      for (int r = 0; r < n; r++) {
        src[r] = net.servers()[r];
        dst[r] = net.servers()[PairBandwidths.destination(r, step, n)];
      }
      long[] ps = rounds.run(src, dst, flowBytes);
      for (int r = 0; r < n; r++) {
        bandwidth[r * n + PairBandwidths.destination(r, step, n)] = ps[r] < 0 ? Double.NaN : flowBytes / (ps[r] / PS_PER_SECOND);
      }
    }
    Traffic traffic = new Traffic(n);
    for (int s = 0; s < n; s++) for (int d = 0; d < n; d++) if (s != d) traffic.add(s, d, flowBytes);
    return new Measured<>(new PairBandwidths(n, bandwidth, flowBytes), traffic.matrix());
  }

  /**
   * Netgauge's eBB: {@code rounds} random bisections (seeded); in each every rank exchanges one
   * message of {@code messageBytes} with its partner and times until both directions are done.
   * O(rounds x N) flows.
   */
  public static Measured<BisectionBandwidths> effectiveBisection(BenchmarkNetwork net, long messageBytes, int rounds, long seed) {
    int n = net.ranks();
    RandomBisections patterns = new RandomBisections(n, seed);
    SynchronousRounds flows = net.rounds(messageBytes);
    Traffic traffic = new Traffic(n);
    double[][] times = new double[rounds][n];
    int[] src = new int[n];
    int[] dst = new int[n];
    for (int round = 0; round < rounds; round++) {
      int[] partner = patterns.partners(round);
      for (int r = 0; r < n; r++) {
        src[r] = net.servers()[r];
        dst[r] = net.servers()[partner[r]];
        traffic.add(r, partner[r], messageBytes);
      }
      long[] ps = flows.run(src, dst, messageBytes);
      for (int r = 0; r < n; r++) {
        long send = ps[r];
        long receive = ps[partner[r]];
        times[round][r] = send < 0 || receive < 0 ? Double.NaN : Math.max(send, receive) / PS_PER_SECOND;
      }
    }
    return new Measured<>(new BisectionBandwidths(messageBytes, times), traffic.matrix());
  }

  /**
   * IMB collectives: for every operation, rank count (the first ranks of the placement) and size,
   * one run of {@code iterations} calls on a fresh network, replayed under {@code mpi}.
   *
   * @throws IllegalStateException if a run does not complete (a rank waits forever)
   */
  public static Measured<List<CollectiveTiming>> collectives(BenchmarkNetwork net, MpiModel mpi, List<ImbCollective> operations,
      int[] rankCounts, long[] sizes, int iterations, long seed) {
    List<CollectiveTiming> timings = new ArrayList<>();
    int maxRanks = Arrays.stream(rankCounts).max().orElse(0);
    Traffic traffic = new Traffic(maxRanks);
    for (ImbCollective op : operations) {
      for (int ranks : rankCounts) {
        for (long bytes : op == ImbCollective.BARRIER ? new long[] {0} : sizes) {
          ActionTape tape = new ActionTape();
          op.program(ranks, bytes, iterations, tape);
          SimulationSpec spec = new SimulationSpec(net.topology(), net.failures(), net.routing(),
              () -> new FlowTable(net.topology(), net.routing(), net.sharing().get()),
              List.of(new JobSpec(new TraceApplication(tape, mpi), 0, Arrays.copyOf(net.servers(), ranks))), seed).withRecordIntervals(false);
          SimulationResult result = DirectSimulation.run(spec);
          ReplayOutcome app = new ReplayOutcome(ranks, r -> result.taskOutcomes().outcome(0, r));
          if (!app.waits().isEmpty()) {
            throw new IllegalStateException(op.cliName() + " on " + ranks + " ranks with " + bytes + " B did not complete: "
                + app.waits().get(0));
          }
          double[] finish = new double[ranks];
          for (int r = 0; r < ranks; r++) finish[r] = app.stats(r).finishSeconds();
          timings.add(CollectiveTiming.of(op, ranks, bytes, iterations, finish));
          TrafficMatrix m = app.traffic();
          for (int i = 0; i < m.pairs(); i++) traffic.add(m.source(i), m.destination(i), m.bytes(i));
        }
      }
    }
    return new Measured<>(timings, traffic.matrix());
  }

  /** Rank-to-rank bytes summed as they are sent. */
  private static final class Traffic {
    private final int ranks;
    private final TreeMap<Long, Long> cells = new TreeMap<>();

    Traffic(int ranks) { this.ranks = ranks; }

    void add(int source, int destination, long bytes) { cells.merge((long) source << 32 | destination, bytes, Long::sum); }

    TrafficMatrix matrix() {
      int n = cells.size();
      int[] s = new int[n];
      int[] d = new int[n];
      long[] b = new long[n];
      int i = 0;
      for (var e : cells.entrySet()) {
        s[i] = (int) (e.getKey() >>> 32);
        d[i] = (int) (e.getKey() & 0xffffffffL);
        b[i++] = e.getValue();
      }
      return TrafficMatrix.of(ranks, s, d, b);
    }
  }
}
