package org.interflow.engine.attribution;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.interflow.engine.dynamic.jobs.JobSpec;
import org.interflow.engine.dynamic.results.JobOutcome;
import org.interflow.engine.dynamic.results.SimulationResult;
import org.interflow.engine.dynamic.runner.SimulationRuntime;
import org.interflow.engine.dynamic.runner.SimulationSpec;
import org.interflow.engine.dynamic.tasks.TaskHost;

/**
 * Runs the alone-runs on the local cores: at most {@code parallelism} at once on a fixed pool of
 * threads, each a whole simulation on {@code runtime}. Each run is its own {@link SimulationSpec}
 * with its own flow model, so runs share only immutable values (topology, routing, applications)
 * and the outcomes are the same whatever the parallelism.
 */
public final class LocalAloneRunner implements AloneRunner {
  private final SimulationSpec shared;
  private final SimulationRuntime runtime;
  private final int threads;
  private final int parallelism;

  /**
   * @param shared the shared run's spec; its flow model factory should record nothing (alone-runs
   *     report only when each job finished)
   * @param runtime the runtime of each alone-run
   * @param threads threads each alone-run's runtime may use
   * @param parallelism alone-runs at once (at least 1)
   */
  public LocalAloneRunner(SimulationSpec shared, SimulationRuntime runtime, int threads, int parallelism) {
    if (parallelism < 1) throw new IllegalArgumentException("alone-run parallelism must be >= 1, got " + parallelism);
    this.shared = shared;
    this.runtime = runtime;
    this.threads = threads;
    this.parallelism = parallelism;
  }

  /**
   * The spec of one alone-run: the shared run's network, flow model and rules, with only job
   * {@code run.job()}, as job 0, on its servers, starting when it started, under the seed that
   * gives its tasks the random streams they had ({@link TaskHost#seedAs}).
   */
  public static SimulationSpec aloneSpec(SimulationSpec shared, AloneRun run) {
    JobSpec job = shared.jobs().get(run.job());
    return new SimulationSpec(shared.topology(), shared.failures(), shared.routing(), shared.flowModel(),
        List.of(new JobSpec(job.application(), run.startPs(), run.servers())), TaskHost.seedAs(shared.seed(), run.job(), 0),
        shared.localThroughNetwork(), false, shared.jobPolicies());
  }

  @Override
  public List<AloneOutcome> run(List<AloneRun> runs) {
    if (runs.isEmpty()) return List.of();
    ExecutorService pool = Executors.newFixedThreadPool(Math.min(parallelism, runs.size()), r -> {
      Thread t = new Thread(r, "alone-run");
      t.setDaemon(true);
      return t;
    });
    try {
      List<Future<AloneOutcome>> futures = new ArrayList<>();
      for (AloneRun run : runs) futures.add(pool.submit(() -> runOne(run)));
      List<AloneOutcome> out = new ArrayList<>(runs.size());
      for (Future<AloneOutcome> f : futures) out.add(f.get());
      return out;
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      throw new IllegalStateException("alone-run failed: " + cause.getMessage(), cause);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while running jobs alone", e);
    } finally {
      pool.shutdownNow();
    }
  }

  private AloneOutcome runOne(AloneRun run) { return runAlone(shared, run, runtime, threads); }

  /**
   * Runs one alone-run of {@code shared} ({@link #aloneSpec}) on {@code runtime} with {@code
   * threads} threads: what any runner, here or on a cluster member, computes for {@code run}.
   */
  public static AloneOutcome runAlone(SimulationSpec shared, AloneRun run, SimulationRuntime runtime, int threads) {
    SimulationResult result = runtime.run(aloneSpec(shared, run), threads);
    JobOutcome alone = result.jobs().get(0);
    return new AloneOutcome(run.job(), alone.finishPs());
  }
}
