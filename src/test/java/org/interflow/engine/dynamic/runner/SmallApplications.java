package org.interflow.engine.dynamic.runner;

import java.util.function.IntFunction;
import org.interflow.model.traffic.TrafficClass;
import org.interflow.model.traffic.app.Application;
import org.interflow.model.traffic.app.NodeActions;
import org.interflow.model.traffic.app.NodeProgram;

/** Tiny applications whose completion times can be worked out by hand, for the runtime's tests. */
public final class SmallApplications {
  private SmallApplications() {}

  /** A node program that ignores every callback it does not override. */
  abstract static class Program implements NodeProgram {
    @Override public void onComputeDone(long tag, NodeActions a) {}

    @Override public void onSent(long tag, NodeActions a) {}

    @Override public void onReceived(int sourceTask, long bytes, long tag, NodeActions a) {}

    @Override public void onBarrier(long tag, NodeActions a) {}
  }

  static Application of(String name, int tasks, IntFunction<NodeProgram> programs) {
    return new Application() {
      @Override public String name() { return name; }

      @Override public int tasks() { return tasks; }

      @Override public NodeProgram program(int task) { return programs.apply(task); }
    };
  }

  /**
   * Two tasks: task 0 sends {@code bytes} to task 1 without a receipt and finishes at once; task 1
   * finishes when the message arrives. Task 0 fails the run if it ever gets onSent.
   */
  public static Application sendWithoutReceipt(long bytes) {
    return of("no-receipt", 2, task -> new Program() {
      @Override public void start(NodeActions a) {
        if (task != 0) return;
        a.sendWithoutReceipt(1, bytes, 5, TrafficClass.APPLICATION);
        a.finish();
      }

      @Override public void onSent(long tag, NodeActions a) { throw new AssertionError("no receipt was asked for"); }

      @Override public void onReceived(int sourceTask, long size, long tag, NodeActions a) { a.finish(); }
    });
  }

  /** Two tasks: 0 sends to 1, 1 answers, {@code rounds} times; each finishes after its last message. */
  public static Application pingPong(int rounds, long bytes) {
    return of("pingpong", 2, task -> new Program() {
      int received;

      @Override public void start(NodeActions a) {
        if (task == 0) a.send(1, bytes, 0, TrafficClass.APPLICATION);
      }

      @Override public void onReceived(int sourceTask, long size, long tag, NodeActions a) {
        received++;
        if (task == 1) a.send(0, bytes, received, TrafficClass.APPLICATION);
        if (task == 1 && received == rounds) a.finish();
        if (task == 0 && received == rounds) a.finish();
        if (task == 0 && received < rounds) a.send(1, bytes, received, TrafficClass.APPLICATION);
      }
    });
  }

  /** Task 0 computes {@code computePs}, then sends {@code bytes} to task 1; both finish at delivery. */
  public static Application computeThenSend(long computePs, long bytes) {
    return computeThenSend(computePs, bytes, TrafficClass.APPLICATION);
  }

  /** As {@link #computeThenSend(long, long)}, the message of class {@code trafficClass}. */
  public static Application computeThenSend(long computePs, long bytes, TrafficClass trafficClass) {
    return of("compute-send", 2, task -> new Program() {
      @Override public void start(NodeActions a) {
        if (task == 0) a.compute(computePs, 7);
      }

      @Override public void onComputeDone(long tag, NodeActions a) { a.send(1, bytes, tag, trafficClass); }

      @Override public void onSent(long tag, NodeActions a) { a.finish(); }

      @Override public void onReceived(int sourceTask, long size, long tag, NodeActions a) { a.finish(); }
    });
  }

  /** Task t computes {@code (t + 1) * unitPs}, waits at a barrier, then finishes. */
  public static Application staggeredBarrier(int tasks, long unitPs) {
    return of("barrier", tasks, task -> new Program() {
      @Override public void start(NodeActions a) { a.compute((task + 1) * unitPs, 1); }

      @Override public void onComputeDone(long tag, NodeActions a) { a.barrier(42); }

      @Override public void onBarrier(long tag, NodeActions a) { a.finish(); }
    });
  }

  /**
   * Every task computes a random time below {@code maxComputePs} (its own stream), then sends
   * {@code bytes} to every other task (and one message to itself); it finishes once all its sends
   * are delivered and it received from everyone.
   */
  public static Application randomAllToAll(int tasks, long bytes, long maxComputePs) {
    return of("alltoall", tasks, task -> new Program() {
      int pending = 2 * tasks;

      @Override public void start(NodeActions a) { a.compute(a.random().nextLong(maxComputePs), 0); }

      @Override public void onComputeDone(long tag, NodeActions a) {
        for (int i = 1; i <= tasks; i++) a.send((task + i) % tasks, bytes, i, TrafficClass.APPLICATION);
      }

      @Override public void onSent(long tag, NodeActions a) { done(a); }

      @Override public void onReceived(int sourceTask, long size, long tag, NodeActions a) { done(a); }

      private void done(NodeActions a) {
        if (--pending == 0) a.finish();
      }
    });
  }

  /** Tasks 2i and 2i+1 exchange {@code bytes} at start; each finishes once it sent and received. */
  public static Application pairs(int tasks, long bytes) {
    return of("pairs", tasks, task -> new Program() {
      int pending = 2;

      @Override public void start(NodeActions a) { a.send(task ^ 1, bytes, 0, TrafficClass.APPLICATION); }

      @Override public void onSent(long tag, NodeActions a) { done(a); }

      @Override public void onReceived(int sourceTask, long size, long tag, NodeActions a) { done(a); }

      private void done(NodeActions a) {
        if (--pending == 0) a.finish();
      }
    });
  }

  /** One task: computes for 0 ps, then sends 0 bytes to itself, and finishes when that arrives. */
  public static Application zeroTimeChain() {
    return of("chain", 1, task -> new Program() {
      @Override public void start(NodeActions a) { a.compute(0, 1); }

      @Override public void onComputeDone(long tag, NodeActions a) { a.send(0, 0, 2, TrafficClass.APPLICATION); }

      @Override public void onReceived(int sourceTask, long size, long tag, NodeActions a) { a.finish(); }
    });
  }
}
