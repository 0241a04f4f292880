package org.interflow.model.traffic.app;

/**
 * A 2D or 3D stencil code (INRFlow's {@code stencil2d} / {@code stencil3d}): tasks on a {@link
 * GridShape}; each iteration a task computes for {@code computePs}, sends {@code bytes} to each
 * grid neighbour (halo exchange; 4 in 2D, 6 in 3D, fewer on the faces of a non-periodic grid),
 * then waits until it has the messages of all its neighbours for this iteration before the next
 * one. Sends are eager: a task does not wait for its own messages to be delivered before the next
 * iteration, only before finishing.
 *
 * <p>Messages per iteration: twice the number of neighbour pairs, {@code 2 * sum_i (d_i - 1) *
 * prod_{j != i} d_j} on a non-periodic grid (48 on 4x4), {@code 2 * dimensions * tasks} on a
 * periodic one with every side at least 2 (a side of 1 contributes nothing). Under an ideal network of
 * latency L the job takes {@code iterations * (computePs + L)}. Tags are the iteration number; a
 * neighbour can be at most one iteration ahead, and its early messages are counted for that
 * iteration.
 *
 * <p>Source: INRFlow (Navaridas et al., JPDC 2019), section 3.3.3, "scientific applications".
 */
public final class StencilApplication extends AbstractApplication {
  private final GridShape shape;
  private final long bytes;
  private final long computePs;
  private final int iterations;

  /**
   * @param shape the task grid (its task count is the job's)
   * @param bytes halo message size in bytes, at least 0
   * @param computePs compute time per iteration in picoseconds, at least 0
   * @param iterations number of iterations, at least 0
   */
  public StencilApplication(GridShape shape, long bytes, long computePs, int iterations) {
    super("stencil" + Validation.required("shape", shape).dimensions() + "d", shape.tasks());
    Validation.notNegative("bytes", bytes);
    Validation.notNegative("compute", computePs);
    Validation.notNegative("iterations", iterations);
    this.shape = shape;
    this.bytes = bytes;
    this.computePs = computePs;
    this.iterations = iterations;
  }

  /** The task grid. */
  public GridShape shape() {
    return shape;
  }

  @Override
  protected NodeProgram newProgram(int task) {
    return new Program(task);
  }

  private final class Program extends AbstractTaskProgram {
    private final int task;
    private final int neighbours;
    private final IterationCounts received = new IterationCounts();
    private int iteration;
    private boolean haloSent;

    Program(int task) {
      this.task = task;
      int n = 0;
      for (int d = 0; d < shape.dimensions(); d++) {
        if (shape.neighbour(task, d, -1) >= 0) n++;
        if (shape.neighbour(task, d, +1) >= 0) n++;
      }
      this.neighbours = n;
    }

    @Override
    public void start(NodeActions actions) {
      if (iterations == 0) done(actions);
      else actions.compute(computePs, 0);
    }

    @Override
    public void onComputeDone(long tag, NodeActions actions) {
      haloSent = true;
      for (int d = 0; d < shape.dimensions(); d++) {
        for (int step = -1; step <= 1; step += 2) {
          int neighbour = shape.neighbour(task, d, step);
          if (neighbour >= 0) send(actions, neighbour, bytes, iteration);
        }
      }
      completeIteration(actions);
    }

    @Override
    public void onReceived(int sourceTask, long size, long tag, NodeActions actions) {
      received.add(tag);
      completeIteration(actions);
    }

    private void completeIteration(NodeActions actions) {
      if (!haloSent || received.current() < neighbours) return;
      received.advance();
      haloSent = false;
      iteration++;
      if (iteration == iterations) done(actions);
      else actions.compute(computePs, iteration);
    }
  }
}
