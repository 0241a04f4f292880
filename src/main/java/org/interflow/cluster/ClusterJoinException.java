package org.interflow.cluster;

/**
 * A node could not start or join its cluster in time: the port is taken, no seed node answered, or
 * the expected workers did not come up. The message is one line naming the addresses involved and
 * what to start; the CLI prints it and exits with code 1.
 */
public final class ClusterJoinException extends IllegalStateException {
  private static final long serialVersionUID = 1L;

  /** @param cause the underlying failure, or null */
  public ClusterJoinException(String message, Throwable cause) { super(message, cause); }
}
