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
  private final ArrayList<TaskHost> hosts = new ArrayList<>(1);

  /** Server {@code server} of a run with job list {@code jobs} (by job index) and run seed {@code seed}. */
  public ServerTasks(int server, List<JobSpec> jobs, long seed) {
    this.server = server;
    this.jobs = jobs;
    this.seed = seed;
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
    List<TaskAction> actions = new ArrayList<>();
    List<TaskInterval> intervals = new ArrayList<>(0);
    int handled = 0;
    for (TaskEvent event : events) {
      TaskHost host;
      if (event instanceof TaskEvent.Start s) {
        if (s.placement().server(s.task()) != server) {
          throw new IllegalArgumentException("task " + s.task() + " of job " + s.job() + " is not placed on " + server);
        }
        host = new TaskHost(s.placement(), s.task(), jobs.get(s.job()).application().program(s.task()), seed);
        hosts.add(host);
      } else {
        host = find(event.job(), event.task());
        if (host == null) continue;
      }
      if (host.handle(event, atPs, actions, intervals)) handled++;
      if (host.finished()) hosts.remove(host);
    }
    return new NodeOutput(server, actions, intervals, handled);
  }

  private TaskHost find(int job, int task) {
    for (int i = 0; i < hosts.size(); i++) {
      if (hosts.get(i).job() == job && hosts.get(i).task() == task) return hosts.get(i);
    }
    return null;
  }
}
