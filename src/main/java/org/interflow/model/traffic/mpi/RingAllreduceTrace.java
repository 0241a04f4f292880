package org.interflow.model.traffic.mpi;

import java.util.SplittableRandom;

/**
 * A synthetic trace for scaling benchmarks: {@code steps} steps per rank, each a compute of
 * {@code flops} to {@code 2 * flops} whole flops (drawn from a {@link SplittableRandom} seeded with
 * {@code seed}) followed by a ring exchange (irecv from r-1, isend of {@code bytes} to r+1, wait
 * on both, tag = step); every {@code allreduceEvery}-th step has an allreduce of 8 bytes with
 * 1000 flops instead of the exchange. About 4 actions per rank and step, so 4096 ranks and 64
 * steps give about 1M actions. Written rank-interleaved, step by step, as one shared file would.
 *
 * @param ranks ranks, at least 2
 * @param steps steps per rank, at least 1
 * @param bytes message size of the exchanges
 * @param flops lower bound of a step's compute
 * @param allreduceEvery period of the allreduce steps (0: none)
 * @param seed seed of the compute amounts
 */
public record RingAllreduceTrace(int ranks, int steps, long bytes, double flops, int allreduceEvery, long seed) {
  public RingAllreduceTrace {
    if (ranks < 2) throw new IllegalArgumentException("a ring needs at least 2 ranks, got " + ranks);
    if (steps < 1) throw new IllegalArgumentException("steps must be at least 1, got " + steps);
    if (bytes < 0 || !(flops >= 0) || allreduceEvery < 0) {
      throw new IllegalArgumentException("bytes, flops and allreduceEvery must not be negative");
    }
  }

  /** Actions the trace holds. */
  public long actions() {
    long allreduceSteps = allreduceEvery == 0 ? 0 : steps / allreduceEvery;
    return (long) ranks * (allreduceSteps * 2 + (steps - allreduceSteps) * 4);
  }

  /** Pushes the trace into {@code sink} (file name {@code synthetic}, one line per action), then ends it. */
  public void writeTo(TraceSink sink) {
    sink.ranks(ranks);
    SplittableRandom random = new SplittableRandom(seed);
    int[] requests = new int[ranks];
    long line = 0;
    for (int step = 0; step < steps; step++) {
      boolean allreduce = allreduceEvery > 0 && step % allreduceEvery == allreduceEvery - 1;
      for (int r = 0; r < ranks; r++) {
        double amount = Math.rint(flops + random.nextDouble() * flops);
        sink.action(r, new MpiAction.Compute(amount, MpiAction.ComputeUnit.FLOPS), "synthetic", ++line);
        if (allreduce) {
          sink.action(r, MpiAction.Collective.of(MpiAction.CollectiveKind.ALLREDUCE, 0, 8, 8, 1000), "synthetic",
              ++line);
          continue;
        }
        int q = requests[r];
        sink.action(r, new MpiAction.Irecv((r + ranks - 1) % ranks, step, bytes, q), "synthetic", ++line);
        sink.action(r, new MpiAction.Isend((r + 1) % ranks, step, bytes, q + 1), "synthetic", ++line);
        sink.action(r, new MpiAction.Wait(new int[] {q, q + 1}), "synthetic", ++line);
        requests[r] = q + 2;
      }
    }
    sink.end();
  }
}
