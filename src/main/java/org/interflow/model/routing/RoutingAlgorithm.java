package org.interflow.model.routing;

/**
 * Chooses the path or paths a flow from one server to another takes.
 *
 * <p>Implementations are immutable after construction (built for one topology and one failure set)
 * and safe to call from many threads at once: per-call state lives in the caller's {@link
 * PathBuffer}. Routings never cross a failed link or node: family routings whose fixed path
 * crosses a failure report no route, generic routings route around it.
 */
public interface RoutingAlgorithm {
  /**
   * Routes a flow. Clears {@code out}, then writes each path as directed link ids from {@code
   * source} to {@code destination}. A single-path routing writes one path; a multipath routing
   * writes several and the flow is split equally between them.
   *
   * @param source server id of the sender
   * @param destination server id of the receiver; equal to source gives one empty path
   * @return the number of paths written, 0 when no usable path exists
   */
  int route(int source, int destination, PathBuffer out);

  /**
   * Routes one message of {@code bytes} bytes on the network as it is loaded now. Routings whose
   * choice depends on the message size (PARX: minimal paths for small messages, detours for large
   * ones) or on the load (UGAL) override it; every other routing routes as {@link #route(int, int,
   * PathBuffer)}, which is what this default does. The dynamic engine calls this form; the static
   * engine, which has neither sizes nor a time, calls the other.
   *
   * @param bytes the message size (0 allowed)
   * @param load flows on each directed link now ({@link LinkLoad#IDLE} when unknown)
   */
  default int route(int source, int destination, long bytes, LinkLoad load, PathBuffer out) {
    return route(source, destination, out);
  }

  /**
   * True when {@link #route(int, int, long, LinkLoad, PathBuffer)} reads the load, so a caller must
   * keep it current; false (the default) lets callers skip counting.
   */
  default boolean observesLoad() { return false; }

  /** True when {@link #route} may write more than one path. */
  default boolean multipath() { return false; }

  /**
   * True when routing is much faster if calls come grouped by destination (routings that build a
   * per-destination table on demand). Engines then order their work by destination server.
   */
  default boolean prefersDestinationOrder() { return false; }
}
