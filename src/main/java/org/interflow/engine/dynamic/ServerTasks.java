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
  // reused between batches; NodeOutput copies them
  private final ArrayList<TaskAction> actions = new ArrayList<>();
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
   * Runs {@code events} at {@code atPs}.
   *
   * @return the actions in order, the timeline spans that ended, and how many events reached a
   *     live task
   */
  public NodeOutput handle(long atPs, List<TaskEvent> events) {
    actions.clear();
    intervals.clear();
    int handled = 0;
    for (int i = 0, n = events.size(); i < n; i++) {
      TaskEvent event = events.get(i);
      TaskHost host;
      if (event instanceof TaskEvent.Start s) {
        if (s.placement().server(s.task()) != server) {
          throw new IllegalArgumentException("task " + s.task() + " of job " + s.job() + " is not placed on " + server);
        }
        host = new TaskHost(s.placement(), s.task(), jobs.get(s.job()).application().program(s.task()), seed,
            recordIntervals);
        hosts.add(host);
      } else {
        host = find(event.job(), event.task());
        if (host == null) continue;
      }
      if (host.handle(event, atPs, actions, intervals)) handled++;
      if (host.finished()) hosts.remove(host);
    }
    NodeOutput output = new NodeOutput(server, ShortLists.copyOf(actions), ShortLists.copyOf(intervals), handled);
    actions.clear();
    intervals.clear();
    return output;
  }

  private TaskHost find(int job, int task) {
    for (int i = 0; i < hosts.size(); i++) {
      if (hosts.get(i).job() == job && hosts.get(i).task() == task) return hosts.get(i);
    }
    return null;
  }
}
