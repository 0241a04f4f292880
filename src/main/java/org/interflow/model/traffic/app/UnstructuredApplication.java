package org.interflow.model.traffic.app;

import java.util.SplittableRandom;

/**
 * Graph-analytics-like causal random traffic (INRFlow's {@code unstructured}): every task sends
 * exactly {@code messages} messages of {@code bytes}. It sends its first {@code fanout} at once;
 * after that, every message it receives triggers, after computing for {@code computePs}, its next
 * message, until it has sent all of them (messages received after that are absorbed without
 * compute). Computations of one task run one at a time, in arrival order.
 *
 * <p>Destinations are random but balanced, so the job provably ends without a global counter or
 * barrier: the k-th message of every task goes to its successor on a random cyclic order of all
 * tasks drawn for round k (a random derangement; no task sends to itself), so every task receives
 * exactly one message per round, {@code messages} in all, and finishes when it has sent and
 * received them all. Termination: if the job stalled with a task short of its quota, every such
 * task would have sent {@code fanout} more messages than it received and every other task no fewer
 * than it received, so more messages were sent than received, and some are still in flight. The
 * rounds are drawn when the application is made, from a {@link SplittableRandom} seeded with
 * {@code seed}, one shuffle per round: memory 4 bytes per message, {@code tasks * messages} at
 * most 2^31.
 *
 * <p>Messages: {@code tasks * messages}. Under an ideal network of latency L with {@code fanout =
 * 1} the rounds run in lock step and the job takes {@code messages * L + (messages - 1) *
 * computePs}; with {@code fanout = messages} it takes L. Tags are the sender's round number.
 *
 * <p>Source: INRFlow (Navaridas et al., JPDC 2019), section 3.3.3.
 */
public final class UnstructuredApplication extends AbstractApplication {
  private final long bytes;
  private final long computePs;
  private final int fanout;
  private final int messages;
  private final int[] destination;   // round r, task t at r * tasks + t

  /**
   * @param tasks number of tasks, at least 2
   * @param bytes message size in bytes, at least 0
   * @param computePs compute time before each triggered message, picoseconds, at least 0
   * @param fanout messages each task sends at start, 1 to {@code messages}
   * @param messages messages each task sends in all, at least 1
   * @param seed seed of the destination draws
   */
  public UnstructuredApplication(int tasks, long bytes, long computePs, int fanout, int messages, long seed) {
    super("unstructured", tasks);
    Validation.atLeast("tasks", tasks, 2);
    Validation.notNegative("bytes", bytes);
    Validation.notNegative("compute", computePs);
    Validation.atLeast("messages", messages, 1);
    Validation.atLeast("fanout", fanout, 1);
    if (fanout > messages) throw new IllegalArgumentException("fanout must be at most messages (" + messages + "), got " + fanout);
    if ((long) tasks * messages > Integer.MAX_VALUE - 8) {
      throw new IllegalArgumentException("tasks x messages must be below 2^31, got " + tasks + " x " + messages);
    }
    this.bytes = bytes;
    this.computePs = computePs;
    this.fanout = fanout;
    this.messages = messages;
    this.destination = drawRounds(tasks, messages, new SplittableRandom(seed));
  }

  private static int[] drawRounds(int tasks, int rounds, SplittableRandom random) {
    int[] destination = new int[tasks * rounds];
    int[] order = new int[tasks];
    for (int i = 0; i < tasks; i++) order[i] = i;
    for (int r = 0; r < rounds; r++) {
      for (int i = tasks - 1; i > 0; i--) {
        int j = random.nextInt(i + 1);
        int swap = order[i];
        order[i] = order[j];
        order[j] = swap;
      }
      int base = r * tasks;
      for (int i = 0; i < tasks; i++) destination[base + order[i]] = order[(i + 1) % tasks];
    }
    return destination;
  }

  /** Destination of the {@code round}-th message of {@code task}. */
  public int destination(int task, int round) {
    return destination[round * tasks() + task];
  }

  @Override
  protected NodeProgram newProgram(int task) {
    return new Program(task);
  }

  private final class Program extends AbstractTaskProgram {
    private final int task;
    private int sent;
    private int received;
    private int triggered;   // receptions that will lead to a send, not yet sent
    private boolean computing;

    Program(int task) {
      this.task = task;
    }

    @Override
    public void start(NodeActions actions) {
      for (int i = 0; i < fanout; i++) sendNext(actions);
      finishIfComplete(actions);
    }

    @Override
    public void onReceived(int sourceTask, long size, long tag, NodeActions actions) {
      received++;
      if (sent + triggered < messages) {
        triggered++;
        computeIfReady(actions);
      }
      finishIfComplete(actions);
    }

    @Override
    public void onComputeDone(long tag, NodeActions actions) {
      computing = false;
      triggered--;
      sendNext(actions);
      computeIfReady(actions);
      finishIfComplete(actions);
    }

    private void sendNext(NodeActions actions) {
      int round = sent++;
      send(actions, destination(task, round), bytes, round);
    }

    private void computeIfReady(NodeActions actions) {
      if (computing || triggered == 0) return;
      computing = true;
      actions.compute(computePs, sent);
    }

    private void finishIfComplete(NodeActions actions) {
      if (sent == messages && received == messages) done(actions);
    }
  }
}
