package org.interflow.model.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.apache.commons.math3.linear.Array2DRowRealMatrix;
import org.apache.commons.math3.linear.EigenDecomposition;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.exanest.ExanestBuilder;
import org.interflow.model.topology.exanest.ExanestSpec;
import org.junit.jupiter.api.Test;

/**
 * The closed-form spectrum of ExaNeSt router graphs against a dense eigen-decomposition of the same
 * Laplacian (commons-math, a second method), and the bound against the exact width of branch and
 * bound on random valid designs.
 */
class ExanestSpectralBoundTest {
  private static final double TOLERANCE = 1e-9;

  private static RouterGraph graph(int n, int m, int r, int[] s) {
    Topology t = ExanestBuilder.build(new ExanestSpec(n, m, r, Arrays.stream(s).boxed().toList()), LinkParams.DEFAULT);
    boolean[] usable = new boolean[t.links()];
    Arrays.fill(usable, true);
    return RouterGraph.of(t, FailureSet.NONE, usable);
  }

  /** Second smallest eigenvalue of D - A, built link by link and decomposed densely. */
  private static double denseLambda2(RouterGraph g) {
    int n = g.vertices();
    double[][] l = new double[n][n];
    for (int e = 0; e < g.edges(); e++) {
      int a = g.tail(2 * e);
      int b = g.head(2 * e);
      l[a][a]++;
      l[b][b]++;
      l[a][b]--;
      l[b][a]--;
    }
    double[] eigen = new EigenDecomposition(new Array2DRowRealMatrix(l)).getRealEigenvalues();
    Arrays.sort(eigen);
    return eigen[1];
  }

  /** A random valid vector: each entry unused or uniform in its whole range [2R - i + 1, 2MNR - i]. */
  private static int[] randomVector(int n, int m, int r, SplittableRandom random) {
    int[] s = new int[2 * r];
    for (int p = 0; p < s.length; p++) s[p] = random.nextBoolean() ? 0 : 2 * r - p + random.nextInt(2 * m * n * r - 2 * r);
    return s;
  }

  @Test
  void theFourierBlocksGiveTheSameAlgebraicConnectivityAsADenseEigenSolver() {
    SplittableRandom random = new SplittableRandom(3);
    int[][] systems = {{4, 2, 2}, {8, 1, 2}, {4, 4, 3}, {6, 2, 2}};
    for (int[] sys : systems) {
      for (int trial = 0; trial < 5; trial++) {
        int[] s = randomVector(sys[0], sys[1], sys[2], random);
        double dense = denseLambda2(graph(sys[0], sys[1], sys[2], s));
        assertEquals(dense, ExanestSpectralBound.algebraicConnectivity(sys[0], sys[1], sys[2], s), TOLERANCE,
            Arrays.toString(sys) + " " + Arrays.toString(s));
      }
    }
  }

  @Test
  void theBoundNeverExceedsTheExactWidthAndImprovesOnPlainLambda2() {
    SplittableRandom random = new SplittableRandom(5);
    int[][] systems = {{4, 2, 2}, {8, 1, 2}, {4, 4, 2}};
    int tight = 0;
    for (int[] sys : systems) {
      for (int trial = 0; trial < 8; trial++) {
        int[] s = randomVector(sys[0], sys[1], sys[2], random);
        RouterGraph g = graph(sys[0], sys[1], sys[2], s);
        int bound = ExanestSpectralBound.lowerBound(sys[0], sys[1], sys[2], s);
        BranchAndBoundBisection.Result exact = BranchAndBoundBisection.bisect(g, g.edges(), 0, 100_000_000);
        assertTrue(exact.proven());
        assertTrue(bound <= exact.width(), "bound " + bound + " > exact " + exact.width() + " for " + Arrays.toString(s));
        double plain = ExanestSpectralBound.algebraicConnectivity(sys[0], sys[1], sys[2], s) * g.vertices() / 4;
        assertTrue(bound >= Math.ceil(plain - 1e-7), "the diagonal search starts from delta = 0");
        if (bound == exact.width()) tight++;
      }
    }
    assertTrue(tight > 0, "the bound is tight on some designs");
  }

  @Test
  void aPrismOfEightChassisHasItsKnownSpectrum() {
    // T = (1, 8, 1), s = (2, 2): the prism C_8 x K_2. Its Laplacian eigenvalues are
    // 2 - 2 cos(2 pi k / 8) (+ 2 for the rung-antisymmetric ones); lambda_2 = 2 - 2 cos(pi / 4) = 0.586,
    // so lambda_2 V / 4 = 0.586 * 16 / 4 = 2.34: the bound is 3 or more, the width 4.
    assertEquals(2 - 2 * Math.cos(Math.PI / 4), ExanestSpectralBound.algebraicConnectivity(8, 1, 1, new int[] {2, 2}), TOLERANCE);
    int bound = ExanestSpectralBound.lowerBound(8, 1, 1, new int[] {2, 2});
    assertTrue(bound >= 3 && bound <= 4, "bound " + bound);
  }
}
