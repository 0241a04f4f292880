package org.interflow.optimize.actor;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.uma.jmetal.problem.Problem;
import org.uma.jmetal.solution.Solution;
import org.uma.jmetal.util.evaluator.SolutionListEvaluator;

/**
 * Evaluates a batch of solutions of a described problem on {@code K} simulation shards: solution
 * {@code i} of the batch goes to entity {@code "shard-" + (i mod K)}, each entity gets its solutions'
 * encodings in one ask, all asks are sent at once, the raw futures are joined once per batch and
 * the {@link Evaluation}s are written back in list order. The shards rebuild the problem from the
 * {@link ProblemDescription} with the same {@link ProblemResolver} a local run uses, so a seeded
 * search gives the same front as with a local evaluator, for any K. Blocks the calling thread for
 * one batch; run it on a blocking dispatcher. O(batch * variables) here, plus the evaluations.
 *
 * @param <S> the solution type (integer encodings)
 * @param <R> the channel's reply type
 */
public final class ShardEvaluator<S extends Solution<Integer>, R> implements SolutionListEvaluator<S> {
  private static final long serialVersionUID = 1L;
  private final transient ShardChannel<R> channel;
  private final int shards;
  private final ProblemDescription description;

  /**
   * @param channel the way to the shards
   * @param shards K, entities used (>= 1)
   * @param description the problem the shards evaluate, the one the search runs
   * @throws IllegalArgumentException if shards is below 1
   */
  public ShardEvaluator(ShardChannel<R> channel, int shards, ProblemDescription description) {
    if (shards < 1) throw new IllegalArgumentException("shards must be >= 1, got " + shards);
    this.channel = channel;
    this.shards = shards;
    this.description = description;
  }

  /** The entity that evaluates solution {@code index} of a batch. */
  public static String entityId(int index, int shards) { return "shard-" + (index % shards); }

  /**
   * Evaluates every solution of {@code solutions} in place and returns the same list; {@code
   * problem} is not called (the shards hold the described one).
   *
   * @throws IllegalStateException if a shard failed or timed out, or replied the wrong number of evaluations
   */
  @Override
  public List<S> evaluate(List<S> solutions, Problem<S> problem) {
    int size = solutions.size();
    int asked = Math.min(shards, size);
    List<CompletableFuture<R>> asks = new ArrayList<>(asked);
    for (int k = 0; k < asked; k++) {
      int[][] encodings = new int[(size - k + shards - 1) / shards][];
      for (int i = k, j = 0; i < size; i += shards, j++) encodings[j] = encoding(solutions.get(i));
      asks.add(channel.ask(entityId(k, shards), description, encodings));
    }
    try {
      CompletableFuture.allOf(asks.toArray(new CompletableFuture<?>[0])).join();
    } catch (CompletionException e) {
      Throwable cause = e.getCause() == null ? e : e.getCause();
      throw new IllegalStateException("shard evaluation failed: " + cause.getMessage(), cause);
    }
    for (int k = 0; k < asked; k++) {
      List<Evaluation> done = channel.evaluations(asks.get(k).join());
      int expected = (size - k + shards - 1) / shards;
      if (done.size() != expected) {
        throw new IllegalStateException(entityId(k, shards) + " replied " + done.size() + " evaluations for " + expected);
      }
      for (int i = k, j = 0; i < size; i += shards, j++) done.get(j).writeTo(solutions.get(i));
    }
    return solutions;
  }

  private static int[] encoding(Solution<Integer> s) {
    int[] x = new int[s.variables().size()];
    for (int i = 0; i < x.length; i++) x[i] = s.variables().get(i);
    return x;
  }

  @Override
  public void shutdown() {}
}
