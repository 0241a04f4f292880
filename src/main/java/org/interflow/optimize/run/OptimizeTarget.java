package org.interflow.optimize.run;

import java.util.List;
import org.interflow.model.metrics.BisectionBounds;
import org.interflow.model.metrics.BisectionEffort;
import org.interflow.model.metrics.ExanestObjectives;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.exanest.ExanestBuilder;
import org.interflow.model.topology.routernet.RouterConnections;
import org.interflow.optimize.exanest.ExanestOptimization;
import org.interflow.optimize.routernet.RouterNetOptimization;
import org.interflow.optimize.routernet.RouterNetProblem;
import org.interflow.optimize.search.DesignProblem;
import org.interflow.optimize.search.DesignSearch;

/**
 * One problem of {@code interflow optimize} as the run and its report see it: the search (design
 * problem and plan of each run), how objectives are shown (names, maximised ones negated back), how
 * an encoding is written, which network it stands for, and how a final design is re-scored with more
 * effort than the search could afford. The report code is shared by every problem through this
 * interface.
 */
public sealed interface OptimizeTarget {
  /**
   * An objective as shown.
   *
   * @param name column name ({@code f1}, {@code meanHops})
   * @param label axis label
   * @param maximised stored negated (jMetal minimises), shown as the positive value
   * @param integral shown without decimals
   */
  record Objective(String name, String label, boolean maximised, boolean integral) {
    /** The shown value of a stored (minimised) one. */
    public double shown(double stored) { return maximised ? -stored + 0.0 : stored; }
  }

  /**
   * A final design re-measured with the strongest method the run affords.
   *
   * @param objectives the stored (minimised) objectives, the problem's own ones (no simulated time)
   * @param method how the bisection objective was obtained: {@code exact} (proven), {@code bounds}
   *     (the least cut found, with a certified lower bound), {@code heuristic} (no bound)
   * @param lower the certified lower bound of the bisection width (links), or -1 for none
   */
  record Rescored(double[] objectives, String method, int lower) {}

  /** A one-line title, e.g. {@code exanest T=(R=2,N=4,M=2)}. */
  String title();

  /** What the search is, for checkpoints (fingerprint). */
  String fingerprint();

  /** Run {@code run}'s problem. */
  DesignProblem<?> design(int run);

  /** The search plan under a fingerprint. */
  DesignSearch.Plan plan(String fingerprint);

  /** The problem's own objectives, in stored order. */
  List<Objective> objectives();

  /** Header of the encoding column. */
  String encodingColumn();

  /** The encoding as written in tables. */
  default String encoding(int[] x) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < x.length; i++) b.append(i == 0 ? "" : "-").append(x[i]);
    return b.toString();
  }

  /** Objective indices of the front plot's x and y axes. */
  int[] plotAxes();

  /** Index of the integral objective that groups designs (summary table, plot colours). */
  int groupObjective();

  /** Index of the bisection-width objective, whose method and lower bound the report gives. */
  int bisectionObjective();

  /** The network of an encoding. */
  Topology topology(int[] encoding, LinkParams links);

  /**
   * Design {@code encoding} of run {@code run}, whose search gave it {@code objectives} (the
   * problem's own, stored form), re-measured with the re-scoring effort; never better than the
   * search's values on the bisection (a stronger method only finds smaller cuts).
   */
  Rescored rescore(int run, int[] encoding, double[] objectives);

  /** What the re-scoring does, for the summary. */
  String rescoreMethod();

  /**
   * ExaNeSt link assignment, T = (R, N, M).
   *
   * @param request the search
   * @param rescore how the final fronts' f1 is re-measured
   */
  record Exanest(ExanestOptimization.Request request, BisectionEffort rescore) implements OptimizeTarget {
    @Override
    public String title() { return "exanest T=(R=" + request.r() + ",N=" + request.n() + ",M=" + request.m() + ")"; }

    @Override
    public String fingerprint() { return ExanestOptimization.fingerprint(request); }

    @Override
    public DesignProblem<?> design(int run) { return ExanestOptimization.design(request, run); }

    @Override
    public DesignSearch.Plan plan(String fingerprint) { return ExanestOptimization.plan(request, fingerprint); }

    @Override
    public List<Objective> objectives() {
      return List.of(new Objective("f1", "f1, bisection width (links)", true, true),
          new Objective("f2", "f2, path diversity", true, false),
          new Objective("f3", "f3, active links per router", false, true));
    }

    @Override
    public String encodingColumn() { return "s"; }

    @Override
    public int[] plotAxes() { return new int[] {0, 1}; }

    @Override
    public int groupObjective() { return 2; }

    @Override
    public int bisectionObjective() { return 0; }

    @Override
    public Topology topology(int[] encoding, LinkParams links) {
      return ExanestBuilder.build(new ExanestOptimization.Design(encoding, 0, 0, 0).spec(request.n(), request.m(), request.r()), links);
    }

    @Override
    public Rescored rescore(int run, int[] encoding, double[] objectives) {
      ExanestObjectives.Values v = ExanestOptimization.measure(request, run, encoding, rescore);
      double[] f = objectives.clone();
      if (!v.connected()) return new Rescored(f, "heuristic", -1);
      int width = Math.min(v.bisectionWidth(), (int) Math.round(-objectives[0]));
      f[0] = -width + 0.0;
      return new Rescored(f, width == v.bisectionLower() ? "exact" : "bounds", v.bisectionLower());
    }

    @Override
    public String rescoreMethod() { return rescore.describe() + ", lower bound: symmetric spectral (Donath-Hoffman)"; }
  }

  /**
   * Router/compute-node networks of the design notebook.
   *
   * @param request the search
   * @param rescore how the final fronts' bisection is re-measured
   */
  record RouterNet(RouterNetOptimization.Request request, BisectionEffort rescore) implements OptimizeTarget {
    @Override
    public String title() {
      var l = request.layout();
      boolean uniform = true;
      for (int r = 0; r < l.routers(); r++) uniform &= l.routerPorts(r) == l.routerPorts(0);
      String m = uniform ? Integer.toString(l.routerPorts(0)) : java.util.Arrays.toString(l.routerPorts()).replace(" ", "");
      return "routernet N=" + l.computeNodes() + " n=" + l.computePorts() + " M=" + l.routers() + " m=" + m;
    }

    @Override
    public String fingerprint() { return RouterNetOptimization.fingerprint(request); }

    @Override
    public DesignProblem<?> design(int run) { return RouterNetOptimization.design(request, run); }

    @Override
    public DesignSearch.Plan plan(String fingerprint) { return RouterNetOptimization.plan(request, fingerprint); }

    @Override
    public List<Objective> objectives() {
      return List.of(new Objective("meanHops", "mean hop count", false, false),
          new Objective("maxHops", "maximum hop count", false, true),
          new Objective("bisection", "bisection width (links)", true, true),
          new Objective("routers", "routers in use", false, true));
    }

    @Override
    public String encodingColumn() { return "slots"; }

    @Override
    public int[] plotAxes() { return new int[] {RouterNetProblem.NEGATIVE_BISECTION, RouterNetProblem.MEAN_HOPS}; }

    @Override
    public int groupObjective() { return RouterNetProblem.ROUTERS; }

    @Override
    public int bisectionObjective() { return RouterNetProblem.NEGATIVE_BISECTION; }

    @Override
    public Topology topology(int[] encoding, LinkParams links) {
      return RouterNetProblem.designTopology(RouterConnections.of(request.layout(), encoding), links);
    }

    @Override
    public Rescored rescore(int run, int[] encoding, double[] objectives) {
      RouterConnections c = RouterConnections.of(request.layout(), encoding);
      double[] f = objectives.clone();
      if (!c.valid()) return new Rescored(f, "heuristic", -1);
      BisectionBounds b = RouterNetOptimization.problem(request, run).bisectionBounds(c, rescore);
      int width = Math.min(b.width(), (int) Math.round(-objectives[RouterNetProblem.NEGATIVE_BISECTION]));
      f[RouterNetProblem.NEGATIVE_BISECTION] = -width + 0.0;
      return b.exact() && width == b.width() ? new Rescored(f, "exact", width) : new Rescored(f, "heuristic", -1);
    }

    @Override
    public String rescoreMethod() { return rescore.describe() + " (no lower bound beyond a finished branch and bound)"; }
  }
}
