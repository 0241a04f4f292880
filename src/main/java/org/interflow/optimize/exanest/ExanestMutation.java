package org.interflow.optimize.exanest;

import org.uma.jmetal.operator.mutation.MutationOperator;
import org.uma.jmetal.solution.integersolution.IntegerSolution;
import org.uma.jmetal.util.pseudorandom.JMetalRandom;

/**
 * The guided mutation of the ExaNeSt optimiser (Pascual, Navaridas, et al., CEC 2017, section
 * V.C.2), applied with probability {@code pMut}. With probability {@code pNew} it adds a link to
 * each router: one of the router's unused entries ({@code s(1..R)} for the first router, {@code
 * s(R+1..2R)} for the second), chosen uniformly, gets a value drawn uniformly from its external range
 * with probability {@code pExt}, else from its internal range (the other range when that one is
 * empty); a router with no unused entry is left alone. Otherwise (probability {@code 1 - pNew}) it
 * removes a link from each router: one of its used entries, chosen uniformly, is set to 0, and the
 * removal is undone if the network would be disconnected (the paper's "check that the solution is
 * still valid"). Adding never disconnects. The paper writes the external range as {@code v >= N x R};
 * we use {@link ExanestProblem}'s ranges, {@code v >= 2NR - i + 1}, which keep the link numbering of
 * its own section V.A.
 *
 * <p>Randomness from {@link JMetalRandom}, reseeded at every generation by the search ({@code SearchLoop}). O(R) plus up to two
 * connectivity checks, O(N M R) each.
 */
public final class ExanestMutation implements MutationOperator<IntegerSolution> {
  private final ExanestProblem problem;
  private final double probability;
  private final double pNew;
  private final double pExt;

  /**
   * @param probability Pmut (0.8 in the paper)
   * @param pNew probability that a mutation adds rather than removes links (0.5 in the paper)
   * @param pExt probability that an added link is external (0, 0.25, 0.5 or 0.75 in the paper)
   * @throws IllegalArgumentException if a probability is outside [0, 1]
   */
  public ExanestMutation(ExanestProblem problem, double probability, double pNew, double pExt) {
    check("Pmut", probability);
    check("Pnew", pNew);
    check("Pext", pExt);
    this.problem = problem;
    this.probability = probability;
    this.pNew = pNew;
    this.pExt = pExt;
  }

  private static void check(String name, double p) {
    if (!(p >= 0 && p <= 1)) throw new IllegalArgumentException(name + " must be in [0, 1], got " + p);
  }

  @Override
  public IntegerSolution execute(IntegerSolution solution) {
    JMetalRandom random = JMetalRandom.getInstance();
    if (random.nextDouble() >= probability) return solution;
    int[] s = ExanestProblem.vector(solution);
    int r = problem.r();
    boolean add = random.nextDouble() < pNew;
    for (int router = 0; router < 2; router++) {
      int from = router * r;
      int candidates = 0;
      for (int p = from; p < from + r; p++) if ((s[p] == 0) == add) candidates++;
      if (candidates == 0) continue;
      int pick = random.nextInt(0, candidates - 1);
      int p = from;
      for (;; p++) {
        if ((s[p] == 0) == add && pick-- == 0) break;
      }
      if (add) {
        s[p] = problem.randomLink(p, random.nextDouble() < pExt, random);
      } else {
        int old = s[p];
        s[p] = 0;
        if (!problem.feasible(s)) s[p] = old;
      }
    }
    ExanestProblem.write(solution, s);
    return solution;
  }

  @Override
  public double mutationProbability() { return probability; }
}
