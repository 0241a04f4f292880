package org.interflow.model.traffic.app;

/**
 * An n-body code as a ring pipeline (INRFlow's {@code nbody}): the bodies are split in one block
 * per task; in each iteration the blocks travel once around the ring of tasks in {@code tasks -
 * 1} steps. In a step a task sends the block it holds ({@code bytes}) to the next task ({@code
 * task + 1 mod tasks}), waits for the block of the previous one, and computes the interactions of
 * its bodies with it for {@code computePs}; then the next step sends that block on.
 *
 * <p>Messages: {@code iterations * (tasks - 1) * tasks}, each of {@code bytes}. Under an ideal
 * network of latency L the job takes {@code iterations * (tasks - 1) * (L + computePs)}. Tags are
 * the global step number ({@code iteration * (tasks - 1) + step}); a task's predecessor may run
 * several steps ahead (up to a whole lap), and its early blocks are kept for their step. A single
 * task has nothing to exchange and finishes at once.
 *
 * <p>Source: INRFlow (Navaridas et al., JPDC 2019), section 3.3.3.
 */
public final class NBodyApplication extends AbstractApplication {
  private final long bytes;
  private final long computePs;
  private final int iterations;

  /**
   * @param tasks number of tasks, at least 1
   * @param bytes block size in bytes, at least 0
   * @param computePs compute time per step in picoseconds, at least 0
   * @param iterations number of laps of the ring, at least 0
   */
  public NBodyApplication(int tasks, long bytes, long computePs, int iterations) {
    super("nbody", tasks);
    Validation.notNegative("bytes", bytes);
    Validation.notNegative("compute", computePs);
    Validation.notNegative("iterations", iterations);
    this.bytes = bytes;
    this.computePs = computePs;
    this.iterations = iterations;
  }

  @Override
  protected NodeProgram newProgram(int task) {
    return new Program((task + 1) % tasks());
  }

  private final class Program extends AbstractTaskProgram {
    private final int next;
    private final long steps = (long) iterations * (tasks() - 1);
    private final IterationCounts received = new IterationCounts();
    private long step;
    private boolean computing;

    Program(int next) {
      this.next = next;
    }

    @Override
    public void start(NodeActions actions) {
      if (steps == 0) {
        done(actions);
      } else {
        send(actions, next, bytes, 0);
        computeIfReady(actions);
      }
    }

    @Override
    public void onReceived(int sourceTask, long size, long tag, NodeActions actions) {
      received.add(tag);
      computeIfReady(actions);
    }

    @Override
    public void onComputeDone(long tag, NodeActions actions) {
      computing = false;
      received.advance();
      step++;
      if (step == steps) {
        done(actions);
      } else {
        send(actions, next, bytes, step);
        computeIfReady(actions);
      }
    }

    private void computeIfReady(NodeActions actions) {
      if (computing || step == steps || received.current() == 0) return;
      computing = true;
      actions.compute(computePs, step);
    }
  }
}
