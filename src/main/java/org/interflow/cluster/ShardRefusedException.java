package org.interflow.cluster;

/**
 * A simulation shard could not evaluate: the node could not build the described problem (for
 * example, a workload file missing on a worker) or an encoding did not fit it. The message names
 * the entity, the node and the reason, in one line.
 */
public final class ShardRefusedException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public ShardRefusedException(String message) { super(message); }
}
