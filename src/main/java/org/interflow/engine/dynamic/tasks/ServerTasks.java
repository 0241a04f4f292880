package org.interflow.engine.dynamic.tasks;

import java.util.ArrayList;
import java.util.List;
import org.interflow.engine.dynamic.events.TaskActions;
import org.interflow.engine.dynamic.events.TaskEvents;
import org.interflow.engine.dynamic.jobs.JobSpec;
import org.interflow.engine.dynamic.jobs.Placement;
import org.interflow.engine.dynamic.results.TaskInterval;
import org.interflow.engine.dynamic.results.TaskOutcomes;
import org.interflow.model.traffic.app.TaskOutcome;

/**
 * The tasks hosted on one server: hands each event of a batch, in batch order, to the {@link
 * TaskHost} of its task (creating it on its start event) and collects what the programs
 * asked for. A server hosts at most a few tasks at a time (one per job running on it), so the
 * first is kept in fields, found with one comparison, and any others by a linear scan (a replay
 * placing many ranks on one server is the exception: still linear, in ranks per server); finished
 * tasks are dropped. Not thread-safe: owned by one ComputeNode actor (or the direct runner).
 */
public final class ServerTasks {
  private final int server;
  private final List<JobSpec> jobs;
  private final long seed;
  private final boolean recordIntervals;
  // the first hosted task in fields (most servers host one at a time), any others in a list
  private TaskHost host0;
  private long key0 = -1;
  private final ArrayList<TaskHost> more = new ArrayList<>(0);
  // what finished tasks reported when they finished (programs that report nothing leave nothing)
  private final ArrayList<TaskOutcomes.Entry> finishedOutcomes = new ArrayList<>(0);

  /** Server {@code server} of a run with job list {@code jobs} (by job index) and run seed {@code seed}. */
  public ServerTasks(int server, List<JobSpec> jobs, long seed) {
    this(server, jobs, seed, true);
  }

  /**
   * As {@link #ServerTasks(int, List, long)}; without {@code recordIntervals} its tasks report no
   * timeline spans ({@link org.interflow.engine.dynamic.runner.SimulationSpec#recordIntervals()}).
   */
  public ServerTasks(int server, List<JobSpec> jobs, long seed, boolean recordIntervals) {
    this.server = server;
    this.jobs = jobs;
    this.seed = seed;
    this.recordIntervals = recordIntervals;
  }

  /** Tasks hosted now (started and not finished). */
  public int hostedTasks() { return (host0 != null ? 1 : 0) + more.size(); }

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
        add(host);
      } else {
        host = find(events.job(i), events.task(i));
        if (host == null) continue;
      }
      if (host.handle(events, i, atPs, out, ended)) handled++;
      if (host.finished()) {
        remove(host);
        TaskOutcome outcome = host.outcome();
        if (outcome != null) finishedOutcomes.add(new TaskOutcomes.Entry(host.job(), host.task(), outcome));
      }
    }
    return handled;
  }

  /**
   * Appends what this server's tasks reported: those that finished (as they finished) and those
   * still hosted (as they stand now), for the end of the run.
   */
  public void collectOutcomes(List<TaskOutcomes.Entry> into) {
    into.addAll(finishedOutcomes);
    if (host0 != null) addOutcome(host0, into);
    for (TaskHost host : more) addOutcome(host, into);
  }

  private static void addOutcome(TaskHost host, List<TaskOutcomes.Entry> into) {
    TaskOutcome outcome = host.outcome();
    if (outcome != null) into.add(new TaskOutcomes.Entry(host.job(), host.task(), outcome));
  }

  private TaskHost find(int job, int task) {
    if (key(job, task) == key0) return host0;
    for (int i = 0, n = more.size(); i < n; i++) {
      TaskHost host = more.get(i);
      if (host.job() == job && host.task() == task) return host;
    }
    return null;
  }

  private void add(TaskHost host) {
    if (host0 == null) {
      host0 = host;
      key0 = key(host.job(), host.task());
    } else {
      more.add(host);
    }
  }

  private void remove(TaskHost host) {
    if (host != host0) {
      more.remove(host);
    } else if (more.isEmpty()) {
      host0 = null;
      key0 = -1;
    } else {
      host0 = more.remove(0);
      key0 = key(host0.job(), host0.task());
    }
  }

  private static long key(int job, int task) { return ((long) job << 32) | (task & 0xFFFFFFFFL); }
}
