package org.interflow.model.traffic.mpi;

import java.util.SplittableRandom;
import org.interflow.model.traffic.mpi.MpiAction.Collective;
import org.interflow.model.traffic.mpi.MpiAction.CollectiveKind;
import org.interflow.model.traffic.mpi.MpiAction.Compute;
import org.interflow.model.traffic.mpi.MpiAction.ComputeUnit;

/** A synthetic trace for the determinism check. */
final class GeneratedTraces {
  private GeneratedTraces() {}

  /**
   * A busier mix for determinism: the ring above plus, every third step, every rank sending a
   * random-sized message (some above 64 KiB) to rank 0, which takes them with any-source receives.
   */
  static ActionTape mixed(int ranks, int steps, long seed) {
    ActionTape tape = new ActionTape();
    tape.ranks(ranks);
    SplittableRandom random = new SplittableRandom(seed);
    int[] requests = new int[ranks];
    long line = 0;
    for (int step = 0; step < steps; step++) {
      for (int r = 0; r < ranks; r++) {
        tape.action(r, new Compute(random.nextInt(50_000), ComputeUnit.FLOPS), "mix", ++line);
        int q = requests[r];
        long bytes = 1 + random.nextInt(200_000);
        tape.action(r, new MpiAction.Irecv((r + ranks - 1) % ranks, 1, -1, q), "mix", ++line);
        tape.action(r, new MpiAction.Isend((r + 1) % ranks, 1, bytes, q + 1), "mix", ++line);
        requests[r] = q + 2;
        if (step % 3 == 2) {
          if (r == 0) {
            for (int i = 1; i < ranks; i++) tape.action(r, new MpiAction.Recv(MpiAction.ANY, 2, -1), "mix", ++line);
          } else {
            tape.action(r, new MpiAction.Send(0, 2, random.nextInt(100_000)), "mix", ++line);
          }
        }
        tape.action(r, new MpiAction.Wait(new int[] {q, q + 1}), "mix", ++line);
        if (step % 4 == 3) tape.action(r, Collective.of(CollectiveKind.ALLREDUCE, 0, 64, 64, 500), "mix", ++line);
      }
    }
    tape.end();
    return tape;
  }
}
