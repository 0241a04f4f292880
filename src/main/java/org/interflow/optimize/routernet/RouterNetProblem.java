package org.interflow.optimize.routernet;

import java.util.SplittableRandom;
import org.interflow.model.metrics.BisectionBounds;
import org.interflow.model.metrics.BisectionEffort;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.TopologySpec;
import org.interflow.model.topology.routernet.ComputeNodeHops;
import org.interflow.model.topology.routernet.RouterConnections;
import org.interflow.model.topology.routernet.RouterNetBuilder;
import org.interflow.model.topology.routernet.RouterNetLayout;
import org.uma.jmetal.problem.Problem;
import org.uma.jmetal.util.pseudorandom.JMetalRandom;

/**
 * Router/compute-node network design (design notebook, section 8) as a jMetal problem over
 * connections databases of one {@link RouterNetLayout}. Four objectives, all minimised:
 * <ol>
 *   <li>{@link #MEAN_HOPS}: mean hop count (links) over ordered pairs of distinct compute nodes,
 *   routes through routers only ({@link ComputeNodeHops});
 *   <li>{@link #MAX_HOPS}: the largest such hop count;
 *   <li>{@link #NEGATIVE_BISECTION}: minus the bisection width in links, so the width is maximised:
 *   Kernighan-Lin (seeded restarts), then branch and bound on small networks ({@link BisectionBounds}), on the network with compute nodes as vertices of weight 1 and
 *   routers of weight 0, i.e. half the compute nodes on each side and their own links counted
 *   (Thompson's definition, notebook 8.1; see {@link RouterNetBuilder#buildForBisection});
 *   <li>{@link #ROUTERS}: routers in use (holding a connection), the cost.
 * </ol>
 * An invalid database (never produced by this package's operators) gets the worst values, see
 * {@link #evaluate}.
 *
 * <p>Evaluation is deterministic (a fixed Kernighan-Lin seed) and thread-safe; it costs
 * O(N (P + M)) for hops plus the Kernighan-Lin passes. New solutions are random valid databases
 * seeded from {@link JMetalRandom}.
 */
public final class RouterNetProblem implements Problem<RouterNetSolution> {
  public static final int MEAN_HOPS = 0;
  public static final int MAX_HOPS = 1;
  public static final int NEGATIVE_BISECTION = 2;
  public static final int ROUTERS = 3;
  private static final long serialVersionUID = 1L;

  private final RouterNetLayout layout;
  private final BisectionEffort bisection;
  private final long bisectionSeed;

  /**
   * @param layout sizes of the networks searched
   * @param bisectionRestarts Kernighan-Lin random starts per evaluation (>= 1)
   * @param bisectionSeed seed of those starts, the same for every evaluation
   */
  public RouterNetProblem(RouterNetLayout layout, int bisectionRestarts, long bisectionSeed) {
    this(layout, BisectionEffort.heuristic(bisectionRestarts), bisectionSeed);
  }

  /**
   * @param layout sizes of the networks searched
   * @param bisection Kernighan-Lin starts, then branch and bound when the bisection graph (compute
   *     nodes and routers) is small enough
   * @param bisectionSeed seed of the Kernighan-Lin starts, the same for every evaluation
   */
  public RouterNetProblem(RouterNetLayout layout, BisectionEffort bisection, long bisectionSeed) {
    this.layout = layout;
    this.bisection = bisection;
    this.bisectionSeed = bisectionSeed;
  }

  public RouterNetLayout layout() { return layout; }

  @Override
  public int numberOfVariables() { return layout.slots(); }

  @Override
  public int numberOfObjectives() { return 4; }

  @Override
  public int numberOfConstraints() { return 0; }

  @Override
  public String name() { return "RouterNet"; }

  /**
   * Writes the four objectives. An invalid database gets mean and maximum hops M + 2 (more than any
   * route through at most M routers can have), bisection 0 and all M routers.
   */
  @Override
  public RouterNetSolution evaluate(RouterNetSolution solution) {
    RouterConnections c = solution.connections();
    double[] f = solution.objectives();
    if (!c.valid()) {
      f[MEAN_HOPS] = layout.routers() + 2;
      f[MAX_HOPS] = layout.routers() + 2;
      f[NEGATIVE_BISECTION] = 0;
      f[ROUTERS] = layout.routers();
      return solution;
    }
    ComputeNodeHops hops = ComputeNodeHops.of(c);
    f[MEAN_HOPS] = hops.meanHops();
    f[MAX_HOPS] = hops.maxHops();
    f[NEGATIVE_BISECTION] = -bisectionLinks(c);
    f[ROUTERS] = c.usedRouters();
    return solution;
  }

  /** Bisection width in links of {@code c} (compute nodes halved, their links counted); 0 for N < 2. */
  public int bisectionLinks(RouterConnections c) { return bisectionBounds(c, bisection).width(); }

  /**
   * The bisection of {@code c} (compute nodes halved, their links counted) worked with {@code
   * effort}: the least cut found and, when branch and bound proved it, the same as lower bound
   * (else 0); {@code (0, 0)} for N < 2.
   */
  public BisectionBounds bisectionBounds(RouterConnections c, BisectionEffort effort) {
    if (layout.computeNodes() < 2) return new BisectionBounds(0, 0);
    Topology t = RouterNetBuilder.buildForBisection(specOf(layout), c, LinkParams.DEFAULT);
    return BisectionBounds.of(t, effort, bisectionSeed, 0);
  }

  /**
   * The network of a database as a topology under a name of its own ({@code routernet-design:...}),
   * with compute nodes as servers: what a design file holds and what the simulated objective runs on.
   */
  public static Topology designTopology(RouterConnections c, LinkParams links) {
    return RouterNetBuilder.build(specOf(c.layout()), c, links);
  }

  /**
   * {@code {lower, upper}} of the minimised objectives for normalised indicators: hop counts in
   * [2, M + 2] (two compute nodes are at least two links apart; M + 2 is the invalid-database value),
   * minus the bisection in [-L, 0] with L = N n + (P - N n) / 2 links in all, routers in [1, M + 1]
   * (one more than the largest, so that a design using every router still adds volume).
   */
  public double[][] objectiveBounds() {
    int m = layout.routers();
    double links = layout.computeSlots() + (layout.slots() - layout.computeSlots()) / 2.0;
    return new double[][] {{2, 2, -links, 1}, {m + 2, m + 2, 0, m + 1}};
  }

  private static TopologySpec specOf(RouterNetLayout layout) {
    return new DesignSpec(layout);
  }

  /** Names a searched design; only the bisection sees it. */
  private record DesignSpec(RouterNetLayout layout) implements TopologySpec {
    @Override
    public String family() { return "routernet"; }

    @Override
    public String canonical() { return "routernet-design:" + layout; }
  }

  /** A random valid database with every port used, seeded from {@link JMetalRandom}. */
  @Override
  public RouterNetSolution createSolution() {
    JMetalRandom random = JMetalRandom.getInstance();
    long seed = ((long) random.nextInt(0, Integer.MAX_VALUE - 1) << 31) ^ random.nextInt(0, Integer.MAX_VALUE - 1);
    RouterConnections c = RouterConnections.random(layout, new SplittableRandom(seed));
    return new RouterNetSolution(layout, c.slots(), numberOfObjectives());
  }
}
