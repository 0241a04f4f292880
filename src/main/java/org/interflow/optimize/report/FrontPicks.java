package org.interflow.optimize.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.interflow.optimize.run.OptimizeTarget;
import org.interflow.optimize.run.Outcome;

/**
 * The designs {@code --evaluate} simulates from a set of front designs, on two objectives (the
 * front plot's axes: f1 and f2 for ExaNeSt): the best on the first ({@code best-<name>}), the best
 * on the second, and the knee, the design nearest in Euclidean distance, after scaling both
 * objectives to [0, 1] over the set, to the ideal point made of the two bests (ties: the first in
 * the set's order; so do ties for best). A design that fills several roles is listed once, with all
 * of them.
 */
final class FrontPicks {
  private FrontPicks() {}

  /**
   * A design picked.
   *
   * @param design the design
   * @param roles its roles joined by '+', e.g. {@code best-f2+knee}
   */
  record Pick(Outcome.Scored design, String roles) {
    /** The label for plots: roles joined by " = ", e.g. {@code best-f2 = knee}. */
    String label() { return roles.replace("+", " = "); }
  }

  /**
   * The picks of {@code designs} (not empty) on objectives {@code axes[0]} and {@code axes[1]}
   * (stored, minimised form), in the order best-first, best-second, knee, each design once.
   */
  static List<Pick> of(List<Outcome.Scored> designs, int[] axes, List<OptimizeTarget.Objective> objectives) {
    int[] picks = indices(designs, axes);
    String[] roles = {"best-" + objectives.get(axes[0]).name(), "best-" + objectives.get(axes[1]).name(), "knee"};
    Map<Integer, String> byDesign = new LinkedHashMap<>();
    for (int i = 0; i < picks.length; i++) byDesign.merge(picks[i], roles[i], (a, b) -> a + "+" + b);
    List<Pick> out = new ArrayList<>();
    for (Map.Entry<Integer, String> e : byDesign.entrySet()) out.add(new Pick(designs.get(e.getKey()), e.getValue()));
    return out;
  }

  /** Indices of the best on each axis and of the knee. O(designs). */
  static int[] indices(List<Outcome.Scored> designs, int[] axes) {
    int[] best = new int[2];
    double[] lo = new double[2];
    double[] hi = new double[2];
    for (int a = 0; a < 2; a++) {
      lo[a] = Double.POSITIVE_INFINITY;
      hi[a] = Double.NEGATIVE_INFINITY;
      for (int i = 0; i < designs.size(); i++) {
        double v = designs.get(i).objectives()[axes[a]];
        if (v < lo[a]) {
          lo[a] = v;
          best[a] = i;
        }
        hi[a] = Math.max(hi[a], v);
      }
    }
    int knee = 0;
    double nearest = Double.POSITIVE_INFINITY;
    for (int i = 0; i < designs.size(); i++) {
      double d = 0;
      for (int a = 0; a < 2; a++) {
        double span = hi[a] - lo[a];
        double x = span > 0 ? (designs.get(i).objectives()[axes[a]] - lo[a]) / span : 0;
        d += x * x;
      }
      if (d < nearest) {
        nearest = d;
        knee = i;
      }
    }
    return new int[] {best[0], best[1], knee};
  }
}
