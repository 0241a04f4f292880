package org.interflow.model.traffic.app;

import java.util.SplittableRandom;

/**
 * Datacentre traffic (INRFlow's {@code dcntraffic}): every task sends {@code flows} flows, each to
 * a uniformly random other task, long ({@code longBytes}) with probability {@code longFraction}
 * (0.2: 80% short / 20% long, after Benson et al.) and short ({@code shortBytes}) otherwise.
 * With {@code gapPs = 0} a task starts all its flows at once; otherwise its flows form a Poisson
 * process: before each flow the task waits an exponentially distributed gap of mean {@code gapPs}
 * (NodeActions has no timer, so the wait is a compute period and shows as such in traces).
 * Draws come from the task's own {@link NodeActions#random()}, per flow in the order gap, then
 * destination, then size. Receivers cannot know how many flows reach them, so a task whose flows
 * are all delivered waits at barrier 0, and finishes when every task has: by then no flow is left
 * in flight.
 *
 * <p>Flows: {@code tasks * flows}; the number of long ones is Binomial({@code tasks * flows},
 * {@code longFraction}). Under an ideal network of latency L with {@code gapPs = 0} the job takes L.
 *
 * <p>Source: INRFlow (Navaridas et al., JPDC 2019), section 3.3.3; Benson, Akella and Maltz,
 * "Network traffic characteristics of data centers in the wild", IMC 2010.
 */
public final class DcnTrafficApplication extends AbstractApplication {
  private final int flows;
  private final long shortBytes;
  private final long longBytes;
  private final double longFraction;
  private final long gapPs;

  /**
   * @param tasks number of tasks, at least 2
   * @param flows flows each task sends, at least 0
   * @param shortBytes size of a short flow in bytes, at least 0 (suggested 10 KiB)
   * @param longBytes size of a long flow in bytes, at least 0 (suggested 10 MiB)
   * @param longFraction probability that a flow is long, in [0, 1] (suggested 0.2)
   * @param gapPs mean gap between a task's flows, picoseconds; 0 = all at once
   */
  public DcnTrafficApplication(int tasks, int flows, long shortBytes, long longBytes, double longFraction, long gapPs) {
    super("dcntraffic", tasks);
    Validation.atLeast("tasks", tasks, 2);
    Validation.notNegative("flows", flows);
    Validation.notNegative("shortBytes", shortBytes);
    Validation.notNegative("longBytes", longBytes);
    if (!(longFraction >= 0 && longFraction <= 1)) {
      throw new IllegalArgumentException("longFraction must be in [0, 1], got " + longFraction);
    }
    Validation.notNegative("gap", gapPs);
    this.flows = flows;
    this.shortBytes = shortBytes;
    this.longBytes = longBytes;
    this.longFraction = longFraction;
    this.gapPs = gapPs;
  }

  @Override
  protected NodeProgram newProgram(int task) {
    return new Program(task);
  }

  private final class Program extends AbstractTaskProgram {
    private final int task;
    private int sent;
    private boolean waiting;

    Program(int task) {
      this.task = task;
    }

    @Override
    public void start(NodeActions actions) {
      if (gapPs == 0) {
        while (sent < flows) sendOne(actions);
        waitIfDelivered(actions);
      } else {
        waitGap(actions);
      }
    }

    @Override
    public void onComputeDone(long tag, NodeActions actions) {
      sendOne(actions);
      waitGap(actions);
    }

    @Override
    public void onReceived(int sourceTask, long bytes, long tag, NodeActions actions) {
      // the receiving side of a flow does nothing
    }

    @Override
    protected void delivered(long tag, NodeActions actions) {
      waitIfDelivered(actions);
    }

    @Override
    public void onBarrier(long tag, NodeActions actions) {
      done(actions);
    }

    private void waitGap(NodeActions actions) {
      if (sent == flows) {
        waitIfDelivered(actions);
        return;
      }
      double u = actions.random().nextDouble();
      actions.compute(Math.round(-gapPs * Math.log(1 - u)), sent);
    }

    private void sendOne(NodeActions actions) {
      SplittableRandom random = actions.random();
      int other = random.nextInt(tasks() - 1);
      int destination = other >= task ? other + 1 : other;
      long bytes = random.nextDouble() < longFraction ? longBytes : shortBytes;
      long flow = sent++;
      send(actions, destination, bytes, flow);
    }

    private void waitIfDelivered(NodeActions actions) {
      if (sent == flows && undelivered() == 0 && !waiting) {
        waiting = true;
        actions.barrier(0);
      }
    }
  }
}
