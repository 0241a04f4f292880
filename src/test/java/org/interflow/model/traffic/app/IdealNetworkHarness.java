package org.interflow.model.traffic.app;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.PriorityQueue;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.interflow.model.traffic.TrafficClass;

/**
 * A tiny discrete-event runtime for node programs, for tests: a message takes a fixed latency
 * (per source and destination pair) and no bandwidth limit, so it is delivered, and its sender told
 * so, exactly latency after it is sent; a compute period takes its duration; a barrier releases, in
 * task order, at the time the last task joins it. Events are processed in (time, sequence) order,
 * so runs are deterministic. It checks the protocol as it goes: no action or callback after a
 * task's finish, one compute at a time per task, no task joining a barrier twice, and, at the end,
 * that every task finished and no barrier is left half-joined.
 */
final class IdealNetworkHarness {
  /** Latency of a message from {@code source} to {@code destination} with {@code tag}, picoseconds. */
  @FunctionalInterface
  interface Latency {
    long ps(int source, int destination, long tag);
  }

  /** One message: who sent what, when, and when it was delivered. */
  record Message(int source, int destination, long bytes, long tag, long sentPs, long deliveredPs) {}

  /** One compute period. */
  record Compute(int task, long tag, long startPs, long endPs) {}

  /** What a run did. */
  record Run(List<Message> messages, List<Compute> computes, long[] finishPs, List<String> trace) {
    long makespanPs() {
      return Arrays.stream(finishPs).max().orElse(0);
    }

    long bytes() {
      return messages.stream().mapToLong(Message::bytes).sum();
    }
  }

  private record Event(long timePs, long sequence, Runnable action) {}

  private final Application application;
  private final Latency latency;
  private final PriorityQueue<Event> events = new PriorityQueue<>(
      (a, b) -> a.timePs != b.timePs ? Long.compare(a.timePs, b.timePs) : Long.compare(a.sequence, b.sequence));
  private final TreeMap<Long, boolean[]> barriers = new TreeMap<>();
  private final List<Message> messages = new ArrayList<>();
  private final List<Compute> computes = new ArrayList<>();
  private final List<String> trace = new ArrayList<>();
  private final NodeProgram[] programs;
  private final TaskActions[] actions;
  private final long[] finishPs;
  private long sequence;
  private long now;

  private IdealNetworkHarness(Application application, Latency latency, long seed) {
    this.application = application;
    this.latency = latency;
    int tasks = application.tasks();
    programs = new NodeProgram[tasks];
    actions = new TaskActions[tasks];
    finishPs = new long[tasks];
    Arrays.fill(finishPs, -1);
    SplittableRandom root = new SplittableRandom(seed);
    for (int t = 0; t < tasks; t++) {
      programs[t] = application.program(t);
      actions[t] = new TaskActions(t, root.split());
    }
  }

  /** Runs {@code application} with every message taking {@code latencyPs}. */
  static Run run(Application application, long latencyPs, long seed) {
    return run(application, (s, d, tag) -> latencyPs, seed);
  }

  /** Runs {@code application} to completion and checks that every task finished. */
  static Run run(Application application, Latency latency, long seed) {
    IdealNetworkHarness h = new IdealNetworkHarness(application, latency, seed);
    for (int t = 0; t < h.programs.length; t++) {
      int task = t;
      h.schedule(0, () -> h.callback(task, "start", () -> h.programs[task].start(h.actions[task])));
    }
    while (!h.events.isEmpty()) {
      Event e = h.events.poll();
      h.now = e.timePs;
      e.action.run();
    }
    for (int t = 0; t < h.programs.length; t++) {
      if (h.finishPs[t] < 0) throw new AssertionError(application.name() + ": task " + t + " never finished (hang)");
    }
    if (!h.barriers.isEmpty()) throw new AssertionError("barrier " + h.barriers.firstKey() + " never released");
    return new Run(List.copyOf(h.messages), List.copyOf(h.computes), h.finishPs, List.copyOf(h.trace));
  }

  private void schedule(long timePs, Runnable action) {
    events.add(new Event(timePs, sequence++, action));
  }

  private void callback(int task, String what, Runnable call) {
    if (finishPs[task] >= 0) throw new AssertionError("task " + task + " got " + what + " after it finished");
    trace.add(now + " " + task + " " + what);
    call.run();
  }

  private final class TaskActions implements NodeActions {
    private final int task;
    private final SplittableRandom random;
    private boolean computing;

    TaskActions(int task, SplittableRandom random) {
      this.task = task;
      this.random = random;
    }

    @Override
    public long nowPs() {
      return now;
    }

    @Override
    public int task() {
      return task;
    }

    @Override
    public int tasks() {
      return programs.length;
    }

    @Override
    public void send(int destinationTask, long bytes, long tag, TrafficClass trafficClass) {
      send(destinationTask, bytes, tag, trafficClass, true);
    }

    @Override
    public void sendWithoutReceipt(int destinationTask, long bytes, long tag, TrafficClass trafficClass) {
      send(destinationTask, bytes, tag, trafficClass, false);
    }

    private void send(int destinationTask, long bytes, long tag, TrafficClass trafficClass, boolean receipt) {
      alive("send");
      if (destinationTask < 0 || destinationTask >= programs.length) throw new AssertionError("send to task " + destinationTask);
      if (bytes < 0) throw new AssertionError("negative message size " + bytes);
      long delivered = destinationTask == task ? now : now + latency.ps(task, destinationTask, tag);
      messages.add(new Message(task, destinationTask, bytes, tag, now, delivered));
      trace.add(now + " " + task + " send " + destinationTask + " " + bytes + " " + tag);
      schedule(delivered, () -> callback(destinationTask, "recv " + task + " " + tag,
          () -> programs[destinationTask].onReceived(task, bytes, tag, actions[destinationTask])));
      if (receipt) schedule(delivered, () -> callback(task, "sent " + tag, () -> programs[task].onSent(tag, this)));
    }

    @Override
    public void notify(int destinationTask, long tag, long value) {
      alive("notify");
      if (destinationTask < 0 || destinationTask >= programs.length) throw new AssertionError("notify task " + destinationTask);
      trace.add(now + " " + task + " notify " + destinationTask + " " + tag + " " + value);
      schedule(now, () -> callback(destinationTask, "notified " + task + " " + tag,
          () -> programs[destinationTask].onNotified(task, tag, value, actions[destinationTask])));
    }

    @Override
    public void compute(long durationPs, long tag) {
      alive("compute");
      if (computing) throw new AssertionError("task " + task + " computes twice at once");
      if (durationPs < 0) throw new AssertionError("negative compute " + durationPs);
      computing = true;
      computes.add(new Compute(task, tag, now, now + durationPs));
      schedule(now + durationPs, () -> {
        computing = false;
        callback(task, "computed " + tag, () -> programs[task].onComputeDone(tag, this));
      });
    }

    @Override
    public void barrier(long tag) {
      alive("barrier");
      boolean[] joined = barriers.computeIfAbsent(tag, k -> new boolean[programs.length]);
      if (joined[task]) throw new AssertionError("task " + task + " joined barrier " + tag + " twice");
      joined[task] = true;
      for (boolean j : joined) if (!j) return;
      barriers.remove(tag);
      for (int t = 0; t < programs.length; t++) {
        int member = t;
        schedule(now, () -> callback(member, "barrier " + tag, () -> programs[member].onBarrier(tag, actions[member])));
      }
    }

    @Override
    public void finish() {
      alive("finish");
      finishPs[task] = now;
      trace.add(now + " " + task + " finish");
    }

    @Override
    public SplittableRandom random() {
      return random;
    }

    private void alive(String what) {
      if (finishPs[task] >= 0) throw new AssertionError("task " + task + " called " + what + " after it finished");
    }
  }
}
