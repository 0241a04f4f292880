package org.interflow.optimize.exanest;

import java.util.Arrays;
import java.util.List;
import org.uma.jmetal.qualityindicator.impl.InvertedGenerationalDistance;
import org.uma.jmetal.qualityindicator.impl.InvertedGenerationalDistancePlus;
import org.uma.jmetal.qualityindicator.impl.hypervolume.impl.PISAHypervolume;
import org.uma.jmetal.solution.Solution;

/**
 * Quality indicators of fronts of minimised objectives, on objectives normalised to [0, 1] by given
 * bounds (e.g. {@link ExanestProblem#objectiveBounds()}): {@code (f - lower) / (upper - lower)},
 * clamped to [0, 1] so points beyond the bounds count as on them.
 */
public final class ExanestIndicators {
  private ExanestIndicators() {}

  /** The objective vectors of {@code solutions}, one row each. */
  public static double[][] objectives(List<? extends Solution<?>> solutions) {
    double[][] f = new double[solutions.size()][];
    for (int i = 0; i < f.length; i++) f[i] = solutions.get(i).objectives().clone();
    return f;
  }

  /** {@code front} normalised by {@code bounds = {lower, upper}} (a new array). */
  public static double[][] normalise(double[][] front, double[][] bounds) {
    double[][] out = new double[front.length][];
    for (int i = 0; i < front.length; i++) {
      out[i] = new double[front[i].length];
      for (int k = 0; k < front[i].length; k++) {
        double span = bounds[1][k] - bounds[0][k];
        double v = span > 0 ? (front[i][k] - bounds[0][k]) / span : 0;
        out[i][k] = Math.min(1, Math.max(0, v));
      }
    }
    return out;
  }

  /**
   * Hypervolume of a front of minimised objectives after normalisation, against the reference
   * point (1, 1, 1): the volume of the part of the unit cube dominated by some point, between 0 (empty
   * front or every point on the reference's faces) and 1 (a point at the origin). Exact, by slicing
   * along the third objective and sweeping each slice in two dimensions: O(P^2 log P) for P points; other dimensions go
   * to jMetal's PISA hypervolume.
   *
   * @throws IllegalArgumentException if the points do not all have the same number of objectives
   */
  public static double hypervolume(double[][] front, double[][] bounds) {
    double[][] p = normalise(front, bounds);
    if (p.length > 0 && p[0].length != 3) return hypervolumeAnyDimension(p);
    for (double[] x : p) if (x.length != 3) throw new IllegalArgumentException("points of different dimensions");
    double[][] byZ = p.clone();
    Arrays.sort(byZ, (a, b) -> Double.compare(a[2], b[2]));
    double volume = 0;
    for (int k = 0; k < byZ.length; k++) {
      double top = k + 1 < byZ.length ? byZ[k + 1][2] : 1;
      double depth = top - byZ[k][2];
      if (depth > 0) volume += depth * area(byZ, k + 1);
    }
    return volume;
  }

  /**
   * Hypervolume of normalised points of any dimension against (1, ..., 1): jMetal's PISA
   * implementation (While et al.'s HSO recursion), after dropping points on or beyond a reference
   * face, which add nothing. Exponential in the dimension; fine for the 4 or 5 objectives used here.
   */
  private static double hypervolumeAnyDimension(double[][] normalised) {
    List<double[]> inside = new java.util.ArrayList<>();
    for (double[] x : normalised) {
      boolean strictly = true;
      for (double v : x) strictly &= v < 1;
      if (strictly) inside.add(x.clone());
    }
    if (inside.isEmpty()) return 0;
    double[] reference = new double[normalised[0].length];
    Arrays.fill(reference, 1);
    return new PISAHypervolume(reference).compute(inside.toArray(new double[0][]));
  }

  /** Area of [0,1]^2 dominated by the first {@code count} points' (x, y), against (1, 1). */
  private static double area(double[][] points, int count) {
    double[][] xy = Arrays.copyOf(points, count);
    Arrays.sort(xy, (a, b) -> a[0] != b[0] ? Double.compare(a[0], b[0]) : Double.compare(a[1], b[1]));
    double area = 0;
    double lowestY = 1;
    for (int i = 0; i < xy.length; i++) {
      if (xy[i][1] >= lowestY) continue;
      double nextX = 1;
      for (int j = i + 1; j < xy.length; j++) {
        if (xy[j][1] < xy[i][1]) {
          nextX = xy[j][0];
          break;
        }
      }
      area += (nextX - xy[i][0]) * (1 - xy[i][1]);
      lowestY = xy[i][1];
    }
    return area;
  }

  /**
   * Inverted generational distance of {@code front} to {@code reference}, both normalised by {@code
   * bounds}: jMetal's {@link InvertedGenerationalDistance}, {@code sqrt(sum_r d(r, front)^2) / |reference|}
   * with d the Euclidean distance from reference point r to its nearest front point; 0 when the front
   * covers the reference. O(|front| |reference|).
   */
  public static double igd(double[][] front, double[][] reference, double[][] bounds) {
    return new InvertedGenerationalDistance(normalise(reference, bounds)).compute(normalise(front, bounds));
  }

  /**
   * IGD+ of {@code front} to {@code reference} (Ishibuchi et al., "Modified distance calculation in
   * generational distance and inverted generational distance", EMO 2015), both normalised by {@code
   * bounds}: jMetal's {@link InvertedGenerationalDistancePlus}, the mean over reference points r of
   * the least {@code sqrt(sum_k max(f_k - r_k, 0)^2)} over front points f (minimised objectives), so
   * only the ways a front point is worse count. 0 when the front weakly dominates the reference; a
   * weakly Pareto-compliant indicator, unlike IGD. O(|front| |reference|).
   */
  public static double igdPlus(double[][] front, double[][] reference, double[][] bounds) {
    if (reference.length == 0 || front.length == 0) return 0;
    return new InvertedGenerationalDistancePlus(normalise(reference, bounds)).compute(normalise(front, bounds));
  }
}
