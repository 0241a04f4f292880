package org.interflow.model.routing;

import org.interflow.model.failure.FailureSet;
import org.interflow.model.topology.Topology;

/**
 * The skeleton of the family routings that know an ordered set of candidate paths between two
 * servers (BCube's parallel paths, DCell's proxies, DPillar's n/2 paths, Slim Fly's intermediate
 * routers): a subclass writes the candidates, best first, and the {@link Mode} decides which of
 * them the flow takes. So each family states its paper's path construction once and gets the
 * fault-aware and multipath variants without repeating them.
 *
 * <ul>
 *   <li>{@link Mode#SINGLE}: the first candidate (the paper's routing); no route when it crosses
 *       a failed link or node, like every fixed family routing.
 *   <li>{@link Mode#FAULT_AWARE}: the first candidate that avoids every failure (BCube's source
 *       routing picking among its parallel paths, DCell's local reroute through a proxy); no route
 *       when none does.
 *   <li>{@link Mode#MULTIPATH}: every candidate that avoids the failures; the flow is split equally.
 * </ul>
 *
 * <p>Immutable and thread-safe when the subclass is; per-call state lives in the {@link
 * PathBuffer}. Cost: the subclass's candidate construction plus O(candidate links) to check
 * failures (a bit test per link, packed once at construction).
 */
public abstract class CandidatePathRouting implements RoutingAlgorithm {
  /** Which candidates a flow takes. */
  public enum Mode {
    /** The first candidate only (the paper's routing); dropped when it crosses a failure. */
    SINGLE("single"),
    /** The first candidate that avoids every failure. */
    FAULT_AWARE("fault-aware"),
    /** Every candidate that avoids the failures, the flow split equally between them. */
    MULTIPATH("multipath");

    private final String cliName;

    Mode(String cliName) { this.cliName = cliName; }

    /** The name used in routing specs ({@code mode=fault-aware}). */
    public String cliName() { return cliName; }

    /**
     * The mode with the given CLI name.
     *
     * @throws IllegalArgumentException listing the valid names
     */
    public static Mode ofCliName(String name) {
      for (Mode m : values()) if (m.cliName.equals(name)) return m;
      throw new IllegalArgumentException("mode must be single, fault-aware or multipath, got '" + name + "'");
    }
  }

  protected final Topology topology;
  private final Mode mode;
  /** One bit per undirected link that is failed or touches a failed node; null without failures. */
  private final long[] unusable;

  protected CandidatePathRouting(Topology topology, FailureSet failures, Mode mode) {
    this.topology = topology;
    this.mode = mode;
    if (failures.isEmpty()) {
      unusable = null;
    } else {
      unusable = new long[(topology.links() + 63) >>> 6];
      for (int l = 0; l < topology.links(); l++) if (!failures.linkUsable(topology, l)) unusable[l >>> 6] |= 1L << l;
    }
  }

  public Mode mode() { return mode; }

  /**
   * Appends the candidate paths from {@code source} to {@code destination} (distinct servers) to
   * the cleared buffer, best first.
   *
   * @param max how many candidates are wanted at most (1 in single mode without failures)
   * @return the number of candidates written, at least 1 when {@code max >= 1}
   */
  protected abstract int candidates(int source, int destination, int max, PathBuffer out);

  /** How many candidates this routing can offer at most for one pair (its path diversity). */
  protected abstract int maxCandidates();

  @Override
  public final int route(int source, int destination, PathBuffer out) {
    out.clear();
    if (source == destination) {
      out.beginPath();
      return 1;
    }
    int wanted = mode == Mode.MULTIPATH ? maxCandidates() : mode == Mode.FAULT_AWARE && unusable != null ? maxCandidates() : 1;
    int n = candidates(source, destination, wanted, out);
    if (mode == Mode.SINGLE) {
      while (out.pathCount() > 1) out.removePath(out.pathCount() - 1);
      if (unusable != null && crossesFailure(out, 0)) out.removePath(0);
      return out.pathCount();
    }
    for (int p = n - 1; p >= 0; p--) if (unusable != null && crossesFailure(out, p)) out.removePath(p);
    if (mode == Mode.FAULT_AWARE) while (out.pathCount() > 1) out.removePath(out.pathCount() - 1);
    return out.pathCount();
  }

  @Override
  public boolean multipath() { return mode == Mode.MULTIPATH; }

  private boolean crossesFailure(PathBuffer out, int path) {
    for (int h = 0, n = out.length(path); h < n; h++) {
      int link = out.link(path, h) >>> 1;
      if ((unusable[link >>> 6] & (1L << link)) != 0) return true;
    }
    return false;
  }

  /**
   * Appends the directed link from {@code from} to its neighbour {@code to} to the current path.
   * O(degree of {@code from}); families with arithmetic link ids add them directly instead.
   *
   * @throws IllegalStateException when the two nodes are not adjacent (a bug in the family's rule)
   */
  protected final void hop(int from, int to, PathBuffer out) {
    int port = topology.portTo(from, to);
    if (port < 0) throw new IllegalStateException(topology.spec().canonical() + ": nodes " + from + " and " + to + " are not adjacent");
    out.add(topology.outLink(from, port));
  }
}
