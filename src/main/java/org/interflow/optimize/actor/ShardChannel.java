package org.interflow.optimize.actor;

import java.util.concurrent.CompletableFuture;
import org.interflow.model.metrics.ExanestObjectives;

/**
 * The way to simulation shards, as the {@link ShardEvaluator} sees it: ask entity {@code entityId}
 * for the objectives of a vector and get the raw reply future, then read the objectives out of the
 * reply. The two steps are apart on purpose: on JDK 17 attaching any dependent stage ({@code
 * thenApply}) to ask futures multiplies a batch's latency, so the evaluator joins the raw futures
 * and maps the replies afterwards. Implementations must be thread-safe.
 *
 * @param <R> the reply type
 */
public interface ShardChannel<R> {
  /**
   * Asks entity {@code entityId} for the objectives of {@code s} in system {@code T = (r, n, m)} with
   * the given Kernighan-Lin restarts and seed; the future completes with the reply, or exceptionally
   * on timeout.
   */
  CompletableFuture<R> ask(String entityId, int r, int n, int m, int[] s, int restarts, long seed);

  /** The objectives carried by a reply. */
  ExanestObjectives.Values values(R reply);
}
