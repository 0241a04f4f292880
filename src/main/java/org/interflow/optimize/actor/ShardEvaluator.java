package org.interflow.optimize.actor;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.interflow.model.metrics.ExanestObjectives;
import org.interflow.optimize.exanest.ExanestProblem;
import org.uma.jmetal.problem.Problem;
import org.uma.jmetal.solution.integersolution.IntegerSolution;
import org.uma.jmetal.util.evaluator.SolutionListEvaluator;

/**
 * Evaluates a batch of ExaNeSt solutions on {@code K} simulation shards: solution {@code i} of the
 * batch goes to entity {@code "shard-" + (i mod K)}, all asks are sent at once, the raw futures are
 * joined once per batch and the objectives are copied back in list order, exactly as {@link
 * ExanestProblem#evaluate} writes them ({@code -f1, -f2, f3}, or {@code 0, 0, 2R} for a
 * disconnected network, and the {@link ExanestProblem#CONNECTED} attribute). The shards evaluate with
 * the problem's restarts and seed, so a seeded search gives the same front as with the local
 * evaluator, for any K. Blocks the calling thread for one batch; run it on a blocking dispatcher.
 *
 * @param <R> the channel's reply type
 */
public final class ShardEvaluator<R> implements SolutionListEvaluator<IntegerSolution> {
  private static final long serialVersionUID = 1L;
  private final transient ShardChannel<R> channel;
  private final int shards;
  private final int restarts;
  private final long seed;

  /**
   * @param channel the way to the shards
   * @param shards K, entities used (>= 1)
   * @param restarts Kernighan-Lin starts per evaluation, as the problem's
   * @param seed the problem's seed
   * @throws IllegalArgumentException if shards or restarts is below 1
   */
  public ShardEvaluator(ShardChannel<R> channel, int shards, int restarts, long seed) {
    if (shards < 1) throw new IllegalArgumentException("shards must be >= 1, got " + shards);
    if (restarts < 1) throw new IllegalArgumentException("restarts must be >= 1, got " + restarts);
    this.channel = channel;
    this.shards = shards;
    this.restarts = restarts;
    this.seed = seed;
  }

  /** The entity that evaluates solution {@code index} of a batch. */
  public static String entityId(int index, int shards) { return "shard-" + (index % shards); }

  /**
   * Evaluates every solution of {@code solutions} in place and returns the same list.
   *
   * @throws IllegalArgumentException if the problem is not an {@link ExanestProblem} or a vector is invalid
   * @throws IllegalStateException if a shard failed or timed out
   */
  @Override
  public List<IntegerSolution> evaluate(List<IntegerSolution> solutions, Problem<IntegerSolution> problem) {
    if (!(problem instanceof ExanestProblem p)) {
      throw new IllegalArgumentException("ShardEvaluator evaluates ExanestProblem only, got " + problem.name());
    }
    List<CompletableFuture<R>> asks = new ArrayList<>(solutions.size());
    for (int i = 0; i < solutions.size(); i++) {
      int[] s = ExanestProblem.vector(solutions.get(i));
      if (!p.valid(s)) throw new IllegalArgumentException("invalid ExaNeSt vector " + Arrays.toString(s));
      asks.add(channel.ask(entityId(i, shards), p.r(), p.n(), p.m(), s, restarts, seed));
    }
    try {
      CompletableFuture.allOf(asks.toArray(new CompletableFuture<?>[0])).join();
    } catch (CompletionException e) {
      Throwable cause = e.getCause() == null ? e : e.getCause();
      throw new IllegalStateException("shard evaluation failed: " + cause.getMessage(), cause);
    }
    for (int i = 0; i < solutions.size(); i++) ExanestProblem.writeObjectives(solutions.get(i), channel.values(asks.get(i).join()), p.r());
    return solutions;
  }

  @Override
  public void shutdown() {}
}
