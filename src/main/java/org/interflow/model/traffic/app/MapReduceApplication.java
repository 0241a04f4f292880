package org.interflow.model.traffic.app;

/**
 * A MapReduce job (INRFlow's {@code mapreduce}): the root (task 0) scatters an input chunk of
 * {@code scatterBytes} to every other task; a task that has its chunk (the root at once) maps it
 * for {@code mapPs}, then shuffles {@code shuffleBytes} to every other task (all-to-all); a task
 * that has mapped and received the shuffle messages of all others reduces for {@code reducePs},
 * then sends {@code gatherBytes} of results to the root, which finishes when it has reduced and
 * gathered everything. Phases are causal per task, not global: a fast task shuffles while others
 * still wait for their chunk, and shuffle messages that arrive before the receiver's chunk are
 * counted.
 *
 * <p>Messages for {@code n} tasks: {@code n - 1} scatter, {@code n (n - 1)} shuffle and {@code n
 * - 1} gather. Under an ideal network of latency L (n at least 2) the job takes {@code 3 L + mapPs
 * + reducePs}. Tags: 0 scatter, 1 shuffle, 2 gather.
 *
 * <p>Source: INRFlow (Navaridas et al., JPDC 2019), section 3.3.3; Dean and Ghemawat,
 * "MapReduce: simplified data processing on large clusters", OSDI 2004.
 */
public final class MapReduceApplication extends AbstractApplication {
  static final long SCATTER = 0;
  static final long SHUFFLE = 1;
  static final long GATHER = 2;
  private static final long MAP = 0;
  private static final long REDUCE = 1;
  private static final int ROOT = 0;

  private final long scatterBytes;
  private final long shuffleBytes;
  private final long gatherBytes;
  private final long mapPs;
  private final long reducePs;

  /**
   * @param tasks number of tasks, at least 1
   * @param scatterBytes input chunk the root sends each task, bytes, at least 0
   * @param shuffleBytes message between every ordered pair of tasks, bytes, at least 0
   * @param gatherBytes result each task sends the root, bytes, at least 0
   * @param mapPs map compute time, picoseconds, at least 0
   * @param reducePs reduce compute time, picoseconds, at least 0
   */
  public MapReduceApplication(int tasks, long scatterBytes, long shuffleBytes, long gatherBytes, long mapPs, long reducePs) {
    super("mapreduce", tasks);
    Validation.notNegative("bytes", scatterBytes);
    Validation.notNegative("shuffleBytes", shuffleBytes);
    Validation.notNegative("gatherBytes", gatherBytes);
    Validation.notNegative("mapCompute", mapPs);
    Validation.notNegative("reduceCompute", reducePs);
    this.scatterBytes = scatterBytes;
    this.shuffleBytes = shuffleBytes;
    this.gatherBytes = gatherBytes;
    this.mapPs = mapPs;
    this.reducePs = reducePs;
  }

  @Override
  protected NodeProgram newProgram(int task) {
    return new Program(task);
  }

  private final class Program extends AbstractTaskProgram {
    private final int task;
    private boolean mapped;
    private boolean reducing;
    private boolean reduced;
    private int shuffled;
    private int gathered;

    Program(int task) {
      this.task = task;
    }

    @Override
    public void start(NodeActions actions) {
      if (task != ROOT) return;
      for (int t = 0; t < tasks(); t++) {
        if (t != ROOT) send(actions, t, scatterBytes, SCATTER);
      }
      actions.compute(mapPs, MAP);
    }

    @Override
    public void onReceived(int sourceTask, long bytes, long tag, NodeActions actions) {
      if (tag == SCATTER) {
        actions.compute(mapPs, MAP);
      } else if (tag == SHUFFLE) {
        shuffled++;
        reduceIfReady(actions);
      } else if (tag == GATHER && task == ROOT) {
        gathered++;
        finishIfGathered(actions);
      } else {
        throw new IllegalStateException("mapreduce task " + task + " got unexpected tag " + tag + " from " + sourceTask);
      }
    }

    @Override
    public void onComputeDone(long tag, NodeActions actions) {
      if (tag == MAP) {
        mapped = true;
        for (int t = 0; t < tasks(); t++) {
          if (t != task) send(actions, t, shuffleBytes, SHUFFLE);
        }
        reduceIfReady(actions);
      } else {
        reduced = true;
        if (task == ROOT) {
          finishIfGathered(actions);
        } else {
          send(actions, ROOT, gatherBytes, GATHER);
          done(actions);
        }
      }
    }

    private void reduceIfReady(NodeActions actions) {
      if (!mapped || reducing || shuffled < tasks() - 1) return;
      reducing = true;
      actions.compute(reducePs, REDUCE);
    }

    private void finishIfGathered(NodeActions actions) {
      if (reduced && gathered == tasks() - 1) done(actions);
    }
  }
}
