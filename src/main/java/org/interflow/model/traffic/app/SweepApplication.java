package org.interflow.model.traffic.app;

/**
 * A wavefront (KBA-style) sweep code (INRFlow's {@code sweep2d} / {@code sweep3d}), as in
 * Sweep3D: tasks on a non-periodic {@link GridShape}; in a sweep, a task waits for one message
 * from each of its upstream neighbours (those one step back along every dimension, when they
 * exist), computes for {@code computePs}, then sends {@code bytes} to each downstream neighbour.
 * The wave starts at a corner task, which has no upstream neighbour. A task starts sweep {@code
 * s+1} once it has finished sweep {@code s} and has sweep {@code s+1}'s upstream messages, so
 * successive sweeps pipeline.
 *
 * <p>Sweep {@code s} starts at corner {@code c = s mod 2^dimensions} when corners alternate (the
 * default, the octants of Sweep3D: bit {@code i} of {@code c} set means the wave runs towards
 * decreasing coordinates along dimension {@code i}), or always at the origin corner (0, 0, 0)
 * otherwise. Tags are the sweep number; messages of later sweeps that arrive early are counted for
 * their sweep.
 *
 * <p>Messages per sweep: the number of neighbour pairs, {@code sum_i (d_i - 1) * prod_{j != i}
 * d_j} (24 on 4x4). Under an ideal network of latency L, with {@code T = computePs + L}, one sweep
 * from the origin of a {@code px x py} grid takes {@code (px + py - 1) T - L}; {@code S} sweeps all
 * from the origin take {@code (px + py - 2) T + S computePs} (the pipeline fills once).
 *
 * <p>Source: INRFlow (Navaridas et al., JPDC 2019), section 3.3.3; Koch, Baker and Alcouffe,
 * "Solution of the first-order form of three-dimensional discrete ordinates equations on a
 * massively parallel machine", Trans. Am. Nucl. Soc. 65, 1992 (the KBA wavefront).
 */
public final class SweepApplication extends AbstractApplication {
  private final GridShape shape;
  private final long bytes;
  private final long computePs;
  private final int sweeps;
  private final boolean alternateCorners;

  /**
   * @param shape the task grid; must not be periodic (a wave needs a first task)
   * @param bytes message size in bytes, at least 0
   * @param computePs compute time of a task per sweep, picoseconds, at least 0
   * @param sweeps number of sweeps, at least 0
   * @param alternateCorners start sweep s at corner s mod 2^dimensions, else always at the origin
   */
  public SweepApplication(GridShape shape, long bytes, long computePs, int sweeps, boolean alternateCorners) {
    super("sweep" + Validation.required("shape", shape).dimensions() + "d", shape.tasks());
    if (shape.periodic()) throw new IllegalArgumentException("sweep grid must not be periodic: a wavefront needs a corner to start from");
    Validation.notNegative("bytes", bytes);
    Validation.notNegative("compute", computePs);
    Validation.notNegative("sweeps", sweeps);
    this.shape = shape;
    this.bytes = bytes;
    this.computePs = computePs;
    this.sweeps = sweeps;
    this.alternateCorners = alternateCorners;
  }

  /** The task grid. */
  public GridShape shape() {
    return shape;
  }

  @Override
  protected NodeProgram newProgram(int task) {
    return new Program(task);
  }

  /** +1 if sweep {@code sweep} runs towards increasing coordinates along {@code dimension}, else -1. */
  private int direction(int sweep, int dimension) {
    int corner = alternateCorners ? sweep & ((1 << shape.dimensions()) - 1) : 0;
    return (corner >> dimension & 1) == 0 ? 1 : -1;
  }

  private final class Program extends AbstractTaskProgram {
    private final int task;
    private final IterationCounts received = new IterationCounts();
    private int sweep;
    private boolean computing;

    Program(int task) {
      this.task = task;
    }

    @Override
    public void start(NodeActions actions) {
      if (sweeps == 0) done(actions);
      else startIfReady(actions);
    }

    @Override
    public void onReceived(int sourceTask, long size, long tag, NodeActions actions) {
      received.add(tag);
      startIfReady(actions);
    }

    @Override
    public void onComputeDone(long tag, NodeActions actions) {
      computing = false;
      received.advance();
      int finished = sweep++;
      for (int d = 0; d < shape.dimensions(); d++) {
        int downstream = shape.neighbour(task, d, direction(finished, d));
        if (downstream >= 0) send(actions, downstream, bytes, finished);
      }
      if (sweep == sweeps) done(actions);
      else startIfReady(actions);
    }

    private void startIfReady(NodeActions actions) {
      if (computing || sweep == sweeps || received.current() < upstream(sweep)) return;
      computing = true;
      actions.compute(computePs, sweep);
    }

    private int upstream(int s) {
      int n = 0;
      for (int d = 0; d < shape.dimensions(); d++) {
        if (shape.neighbour(task, d, -direction(s, d)) >= 0) n++;
      }
      return n;
    }
  }
}
