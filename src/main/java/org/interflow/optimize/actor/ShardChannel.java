package org.interflow.optimize.actor;

import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * The way to simulation shards, as the {@link ShardEvaluator} sees it: ask entity {@code entityId}
 * to evaluate some encodings of a described problem and get the raw reply future, then read the
 * evaluations out of the reply. The two steps are apart on purpose: on JDK 17 attaching any
 * dependent stage ({@code thenApply}) to ask futures multiplies a batch's latency, so the evaluator
 * joins the raw futures and maps the replies afterwards. Implementations must be thread-safe.
 *
 * @param <R> the reply type
 */
public interface ShardChannel<R> {
  /**
   * Asks entity {@code entityId} to evaluate {@code encodings} (not modified) in the problem of
   * {@code problem}; the future completes with the reply, or exceptionally on timeout or when the
   * shard could not evaluate.
   */
  CompletableFuture<R> ask(String entityId, ProblemDescription problem, int[][] encodings);

  /** The evaluations carried by a reply, one per encoding asked, in the order asked. */
  List<Evaluation> evaluations(R reply);
}
