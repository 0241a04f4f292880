package org.interflow.optimize.exanest;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.uma.jmetal.problem.Problem;
import org.uma.jmetal.solution.Solution;
import org.uma.jmetal.util.evaluator.SolutionListEvaluator;

/**
 * Evaluates a list of solutions on a fixed pool of worker threads. Each solution is evaluated once,
 * in place, by {@code problem.evaluate}; the list keeps its order. When the problem's evaluation is
 * thread-safe and depends only on the solution (as {@link ExanestProblem}'s does), the results are
 * the same for any thread count, so a seeded search gives the same front with 1 or 8 threads.
 *
 * <p>Unlike jMetal's {@code MultiThreadedSolutionListEvaluator}, it does not touch the JVM-wide
 * common fork-join pool setting. Thread {@code k} of {@code T} takes the solutions {@code k, k + T,
 * ...}; with one thread everything runs on the caller. Close it (or call {@link #shutdown()}) to stop
 * the workers.
 *
 * @param <S> the solution type
 */
public final class ParallelEvaluator<S extends Solution<?>> implements SolutionListEvaluator<S>, AutoCloseable {
  private static final long serialVersionUID = 1L;
  private final int threads;
  private final transient ExecutorService pool;

  /**
   * An evaluator on {@code threads} worker threads.
   *
   * @throws IllegalArgumentException if threads is below 1
   */
  public ParallelEvaluator(int threads) {
    if (threads < 1) throw new IllegalArgumentException("threads must be >= 1, got " + threads);
    this.threads = threads;
    AtomicInteger count = new AtomicInteger();
    this.pool = threads == 1 ? null : Executors.newFixedThreadPool(threads, r -> {
      Thread t = new Thread(r, "exanest-evaluator-" + count.incrementAndGet());
      t.setDaemon(true);
      return t;
    });
  }

  /** Worker threads. */
  public int threads() { return threads; }

  /**
   * Evaluates every solution of {@code solutions} with {@code problem} and returns the same list.
   *
   * @throws IllegalStateException if an evaluation failed (its cause attached) or the wait was interrupted
   */
  @Override
  public List<S> evaluate(List<S> solutions, Problem<S> problem) {
    int size = solutions.size();
    if (pool == null || size <= 1) {
      for (S s : solutions) problem.evaluate(s);
      return solutions;
    }
    int tasks = Math.min(threads, size);
    List<Callable<Void>> work = new ArrayList<>(tasks);
    for (int k = 0; k < tasks; k++) {
      int first = k;
      work.add(() -> {
        for (int i = first; i < size; i += tasks) problem.evaluate(solutions.get(i));
        return null;
      });
    }
    try {
      for (Future<Void> f : pool.invokeAll(work)) f.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("evaluation interrupted", e);
    } catch (ExecutionException e) {
      throw new IllegalStateException("evaluation failed: " + e.getCause().getMessage(), e.getCause());
    }
    return solutions;
  }

  /** Stops the worker threads; idempotent. */
  @Override
  public void shutdown() {
    if (pool != null) pool.shutdownNow();
  }

  @Override
  public void close() { shutdown(); }
}
