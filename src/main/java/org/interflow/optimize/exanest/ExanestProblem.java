package org.interflow.optimize.exanest;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.interflow.model.metrics.BisectionEffort;
import org.interflow.model.metrics.ExanestObjectives;
import org.interflow.model.topology.exanest.ExanestSpec;
import org.uma.jmetal.problem.integerproblem.impl.AbstractIntegerProblem;
import org.uma.jmetal.solution.integersolution.IntegerSolution;
import org.uma.jmetal.solution.integersolution.impl.DefaultIntegerSolution;
import org.uma.jmetal.util.pseudorandom.JMetalRandom;

/**
 * The ExaNeSt link-assignment problem (Pascual, Navaridas, et al., CEC 2017, sections V.A-V.B) for a
 * system {@code T = (R, N, M)}: a solution is the vector {@code s = (s(1) .. s(2R))} of {@link
 * ExanestSpec}, held in an {@link IntegerSolution} whose variable {@code i-1} is {@code s(i)}.
 *
 * <p>Bounds. Variable {@code i-1} has bounds {@code [0, 2MNR - i]}; inside them the values {@code 1
 * .. 2R - i} are invalid (they would cable a link to its own chassis), so a vector is valid when every
 * entry is 0, in the internal range {@code [2R - i + 1, 2NR - i]} or in the external range {@code
 * [2NR - i + 1, 2MNR - i]} ({@link #valid(int[])}), and feasible when its network is also connected
 * ({@link #feasible(int[])}).
 *
 * <p>Objectives, stored for minimisation: {@code objectives()[0] = -f1} (bisection width),
 * {@code [1] = -f2} (path diversity, eq. (4)), {@code [2] = f3} (active links); see {@link
 * ExanestObjectives}. f1 is the least cut found with the given {@link BisectionEffort}
 * (Kernighan-Lin starts from a fixed {@code seed}, then branch and bound on small systems), so a
 * vector always gets the same objectives and {@link #evaluate} is thread-safe; its certified lower
 * bound is kept in attribute {@link #F1_LOWER}. Evaluations are cached by vector (the objectives
 * depend on nothing else), so a design the search meets again costs a map look-up.
 *
 * <p>Disconnected vectors. The paper discards a child whose network is not connected; {@link
 * ExanestCrossover} and {@link ExanestMutation} do so (the child falls back to its parent, the removal
 * is undone) and {@link #createSolution()} draws until connected, so the algorithms never see one.
 * Should one reach {@link #evaluate} anyway (e.g. a vector set by hand), it gets the worst objectives
 * {@code (0, 0, 2R)}, which every connected vector dominates (a connected network of two or more
 * routers has bisection width 1 or more and at most 2R links), and attribute {@link #CONNECTED} false.
 */
public final class ExanestProblem extends AbstractIntegerProblem {
  /** Solution attribute: {@code Boolean}, whether the evaluated network is connected. */
  public static final String CONNECTED = "exanest.connected";
  /** Solution attribute: {@code Integer}, a certified lower bound of f1 (equal to f1 when f1 is exact). */
  public static final String F1_LOWER = "exanest.f1Lower";
  /** Cached evaluations kept per problem; a 100 x 100 search evaluates 10,100 vectors. */
  private static final int CACHE_LIMIT = 1 << 16;
  /** Draws of {@link #createSolution()} before it falls back to {@link ExanestSpec#defaultLinks}. */
  private static final int MAX_DRAWS = 1000;

  private final int n;
  private final int m;
  private final int r;
  private final BisectionEffort effort;
  private final long seed;
  private final transient java.util.concurrent.ConcurrentHashMap<List<Integer>, ExanestObjectives.Values> cache =
      new java.util.concurrent.ConcurrentHashMap<>();

  /**
   * The problem for N chassis per cabinet, M cabinets and R links per router.
   *
   * @param restarts Kernighan-Lin starts for f1 (the paper gives none; 8 is our default elsewhere)
   * @param seed seed of those starts
   * @throws IllegalArgumentException if n, m, r or restarts is below 1
   */
  public ExanestProblem(int n, int m, int r, int restarts, long seed) {
    this(n, m, r, BisectionEffort.heuristic(restarts), seed);
  }

  /**
   * The problem for N chassis per cabinet, M cabinets and R links per router, f1 worked with {@code effort}.
   *
   * @param seed seed of the Kernighan-Lin starts
   * @throws IllegalArgumentException if n, m or r is below 1
   */
  public ExanestProblem(int n, int m, int r, BisectionEffort effort, long seed) {
    new ExanestSpec(n, m, r); // checks n, m, r and the size
    this.n = n;
    this.m = m;
    this.r = r;
    this.effort = effort;
    this.seed = seed;
    numberOfObjectives(3);
    numberOfConstraints(0);
    name("ExaNeSt(R=" + r + ",N=" + n + ",M=" + m + ")");
    List<Integer> lower = new ArrayList<>(2 * r);
    List<Integer> upper = new ArrayList<>(2 * r);
    for (int i = 1; i <= 2 * r; i++) {
      lower.add(0);
      upper.add(2 * m * n * r - i);
    }
    variableBounds(lower, upper);
  }

  /** N, chassis per cabinet. */
  public int n() { return n; }

  /** M, cabinets. */
  public int m() { return m; }

  /** R, links per router. */
  public int r() { return r; }

  /** Least internal value of 0-based position {@code p}: {@code 2R - i + 1} with {@code i = p + 1}. */
  int internalLow(int p) { return 2 * r - p; }

  /** Largest internal value of position {@code p}: {@code 2NR - i}; below {@link #internalLow} when N = 1. */
  int internalHigh(int p) { return 2 * n * r - p - 1; }

  /** Least external value of position {@code p}: {@code 2NR - i + 1}. */
  int externalLow(int p) { return 2 * n * r - p; }

  /** Largest external value of position {@code p}: {@code 2MNR - i}; below {@link #externalLow} when M = 1. */
  int externalHigh(int p) { return 2 * m * n * r - p - 1; }

  /** True when every entry of {@code s} is 0, internal or external and {@code s} has 2R entries. O(R). */
  public boolean valid(int[] s) {
    if (s.length != 2 * r) return false;
    for (int p = 0; p < s.length; p++) {
      int v = s[p];
      if (v != 0 && (v < internalLow(p) || v > externalHigh(p))) return false;
    }
    return true;
  }

  /** True when {@code s} is {@link #valid} and its network connected. O(N M R). */
  public boolean feasible(int[] s) { return valid(s) && ExanestObjectives.connected(n, m, r, s); }

  /**
   * A value for position {@code p} drawn uniformly from the external range when {@code external} is
   * true, else from the internal one; from the other range when the asked one is empty (M = 1 has no
   * external, N = 1 no internal range).
   */
  int randomLink(int p, boolean external, JMetalRandom random) {
    boolean hasInternal = internalLow(p) <= internalHigh(p);
    boolean hasExternal = externalLow(p) <= externalHigh(p);
    if (!hasInternal && !hasExternal) return 0; // N = M = 1: one chassis, nothing to cable
    boolean useExternal = external ? hasExternal : !hasInternal;
    return useExternal ? random.nextInt(externalLow(p), externalHigh(p)) : random.nextInt(internalLow(p), internalHigh(p));
  }

  /**
   * A random connected vector, the paper's "random assignment among the links": each entry is left
   * unused with probability 1/2, else drawn uniformly from its whole valid range {@code [2R - i + 1,
   * 2MNR - i]}; draws repeat until the network is connected, and after {@value #MAX_DRAWS} failures
   * (only for tiny or unlucky systems) the connected {@link ExanestSpec#defaultLinks} is used.
   * Randomness from {@link JMetalRandom}.
   */
  @Override
  public IntegerSolution createSolution() {
    JMetalRandom random = JMetalRandom.getInstance();
    int[] s = new int[2 * r];
    boolean found = false;
    for (int draw = 0; draw < MAX_DRAWS && !found; draw++) {
      for (int p = 0; p < s.length; p++) {
        boolean cable = internalLow(p) <= externalHigh(p) && random.nextDouble() >= 0.5; // N = M = 1: no range
        s[p] = cable ? random.nextInt(internalLow(p), externalHigh(p)) : 0;
      }
      found = ExanestObjectives.connected(n, m, r, s);
    }
    if (!found) s = ExanestSpec.defaultLinks(n, m, r).stream().mapToInt(Integer::intValue).toArray();
    IntegerSolution solution = new DefaultIntegerSolution(variableBounds(), numberOfObjectives(), numberOfConstraints());
    write(solution, s);
    return solution;
  }

  /** Writes {@code -f1, -f2, f3} into the solution (see the class comment for disconnected vectors). */
  @Override
  public IntegerSolution evaluate(IntegerSolution solution) {
    int[] s = vector(solution);
    if (!valid(s)) throw new IllegalArgumentException("invalid ExaNeSt vector " + Arrays.toString(s));
    writeObjectives(solution, values(s), r);
    return solution;
  }

  /**
   * The objectives of a valid vector {@code s}, from the cache or computed (then cached, up to
   * {@link #CACHE_LIMIT} vectors). Thread-safe; two threads meeting a new vector at once may both
   * compute it, with the same result.
   */
  public ExanestObjectives.Values values(int[] s) {
    List<Integer> key = Arrays.stream(s).boxed().toList();
    ExanestObjectives.Values v = cache.get(key);
    if (v == null) {
      v = ExanestObjectives.evaluate(n, m, r, s, effort, seed);
      if (cache.size() < CACHE_LIMIT) cache.put(key, v);
    }
    return v;
  }

  /**
   * Writes evaluated objectives into a solution the way jMetal minimises them: {@code -f1, -f2,
   * f3}, or the dominated point {@code (0, 0, 2R)} for a disconnected network, and records
   * whether it is connected. Evaluators that compute the values elsewhere (simulation shards) use
   * this too, so every path gives identical solutions.
   */
  public static void writeObjectives(IntegerSolution solution, ExanestObjectives.Values v, int r) {
    double[] f = solution.objectives();
    if (v.connected()) {
      f[0] = -v.bisectionWidth();
      f[1] = -v.pathDiversity();
      f[2] = v.activeLinks();
      solution.attributes().put(F1_LOWER, v.bisectionLower());
    } else {
      f[0] = 0;
      f[1] = 0;
      f[2] = 2 * r;
      solution.attributes().put(F1_LOWER, 0);
    }
    solution.attributes().put(CONNECTED, v.connected());
  }

  /** The vector {@code s} held by a solution (a fresh array). */
  public static int[] vector(IntegerSolution solution) {
    int[] s = new int[solution.variables().size()];
    for (int p = 0; p < s.length; p++) s[p] = solution.variables().get(p);
    return s;
  }

  /**
   * The topology spec of a solution, decoded for building or simulating its network: {@code
   * ExanestBuilder.build(problem.spec(solution), links)}.
   *
   * @throws IllegalArgumentException if the solution's vector is not {@link #valid}
   */
  public ExanestSpec spec(IntegerSolution solution) { return new ExanestSpec(n, m, r, solution.variables()); }

  /** Overwrites the variables of {@code solution} with {@code s}. */
  static void write(IntegerSolution solution, int[] s) {
    for (int p = 0; p < s.length; p++) solution.variables().set(p, s[p]);
  }

  /**
   * The fixed normalisation of the minimised objectives {@code (-f1, -f2, f3)} for indicators, the
   * same for every run of a system so that hypervolumes compare across seeds and versions: lower
   * (ideal) {@code (-B, -(3R+1), 0)} and upper (reference point) {@code (0, 0, 2R+1)}. B = ceil(E V /
   * (2 (V - 1))) bounds every design's f1: with E = NM(2R+1), the router links when all 2R entries are
   * used, and V = 2NM routers, a uniformly random balanced bisection cuts each link with probability
   * V / (2 (V - 1)), so the least cut is at most that mean (B = 141 for T = (8, 16, 1), 549 for (8, 16,
   * 4)). A router has at most 1 + 3R router links (backplane, its R cables out and, by symmetry, at
   * most 2R in), which bounds f2 (disjoint paths cannot exceed a degree). The upper f3 is one more
   * than the largest, so that a vector using every link still adds volume (0 and 0 are already beyond
   * every connected vector's -f1 and -f2).
   *
   * @return {@code {lower, upper}}
   */
  public double[][] objectiveBounds() {
    double links = (double) n * m * (2 * r + 1);
    double routers = 2.0 * n * m;
    double widest = Math.ceil(links * routers / (2 * (routers - 1)));
    return new double[][] {{-widest, -(3 * r + 1), 0}, {0, 0, 2 * r + 1}};
  }

}
