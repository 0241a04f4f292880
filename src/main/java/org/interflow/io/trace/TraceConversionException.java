package org.interflow.io.trace;

/**
 * A trace cannot be written in the requested format because the format cannot express one of its
 * actions (for example a non-blocking send in a trc file). The message is one line naming the
 * action, where it was read, and what the user can do instead; the CLI reports it as bad input.
 */
public final class TraceConversionException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public TraceConversionException(String message) { super(message); }
}
