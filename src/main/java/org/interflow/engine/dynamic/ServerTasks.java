package org.interflow.engine.dynamic;

import java.util.ArrayList;
import java.util.List;

/**
 * The tasks hosted on one server: hands each event of a batch, in batch order, to the {@link
 * TaskHost} of its task (creating it on {@link TaskEvent.Start}) and collects what the programs
 * asked for. A server hosts at most a few tasks over a run (one per job that ran on it), so hosts
 * are found by a linear scan (a replay placing many ranks on one server is the exception: still
 * linear, in ranks per server); finished tasks are dropped. Not thread-safe: owned by one
 * ComputeNode actor (or the direct runner).
 */
public final class ServerTasks {
  private final int server;
  private final List<JobSpec> jobs;
  private final long seed;
  private final boolean recordIntervals;
  private final ArrayList<TaskHost> hosts = new ArrayList<>(1);
  // reused between batches of the record form; NodeOutput copies them
  private final TaskActions actions = new TaskActions();
  private final ArrayList<TaskInterval> intervals = new ArrayList<>();

  /** Server {@code server} of a run with job list {@code jobs} (by job index) and run seed {@code seed}. */
  public ServerTasks(int server, List<JobSpec> jobs, long seed) {
    this(server, jobs, seed, true);
  }

  /**
   * As {@link #ServerTasks(int, List, long)}; without {@code recordIntervals} the outputs carry no
   * timeline spans ({@link SimulationSpec#recordIntervals()}).
   */
  public ServerTasks(int server, List<JobSpec> jobs, long seed, boolean recordIntervals) {
    this.server = server;
    this.jobs = jobs;
    this.seed = seed;
    this.recordIntervals = recordIntervals;
  }

  /** Tasks hosted now (started and not finished). */
  public int hostedTasks() { return hosts.size(); }

  /**
   * Runs {@code events} at {@code atPs} (the record form of {@link #handle(long, TaskEvents, int,
   * int, TaskActions, List)}, as the actor runtime's messages carry them).
   *
   * @return the actions in order, the timeline spans that ended, and how many events reached a
   *     live task
   */
  public NodeOutput handle(long atPs, List<TaskEvent> events) {
    TaskEvents batch = new TaskEvents();
    batch.addAll(events);
    actions.clear();
    intervals.clear();
    int handled = handle(atPs, batch, 0, batch.size(), actions, intervals);
    NodeOutput output = new NodeOutput(server, actions.actions(0, actions.size()), ShortLists.copyOf(intervals),
        handled);
    actions.clear();
    intervals.clear();
    return output;
  }

  /**
   * Runs events {@code from} to {@code to} (exclusive) of {@code events}, all for this server's
   * tasks, at {@code atPs}, in order, appending the programs' actions to {@code out} and the
   * timeline spans that ended to {@code ended}.
   *
   * @return how many events reached a live task
   */
  public int handle(long atPs, TaskEvents events, int from, int to, TaskActions out, List<TaskInterval> ended) {
    int handled = 0;
    for (int i = from; i < to; i++) {
      TaskHost host;
      if (events.kind(i) == TaskEvents.START) {
        Placement placement = events.placement(i);
        int task = events.task(i);
        if (placement.server(task) != server) {
          throw new IllegalArgumentException("task " + task + " of job " + placement.job() + " is not placed on " + server);
        }
        host = new TaskHost(placement, task, jobs.get(placement.job()).application().program(task), seed,
            recordIntervals);
        hosts.add(host);
      } else {
        host = find(events.job(i), events.task(i));
        if (host == null) continue;
      }
      if (host.handle(events, i, atPs, out, ended)) handled++;
      if (host.finished()) hosts.remove(host);
    }
    return handled;
  }

  private TaskHost find(int job, int task) {
    for (int i = 0; i < hosts.size(); i++) {
      if (hosts.get(i).job() == job && hosts.get(i).task() == task) return hosts.get(i);
    }
    return null;
  }
}
