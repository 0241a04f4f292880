package org.interflow.model.topology.dcell;

import org.interflow.model.topology.RecursiveLevels;
import org.interflow.model.topology.RecursiveSpec;

/**
 * DCell_k (Guo, Wu, Tan, Shi, Zhang, Lu, "DCell: A Scalable and Fault-Tolerant Network Structure
 * for Data Centers", SIGCOMM 2008): DCell_0 is n servers on an n-port switch; DCell_m joins {@code
 * g_m = t_(m-1) + 1} copies of DCell_(m-1) by one link between every two copies, so {@code t_m =
 * t_(m-1) (t_(m-1) + 1)} and each server has k+1 ports (one per level). Servers relay.
 *
 * <p>Connection rules for copies {@code a < b} of a level-m cell (uids inside the copies): {@link
 * Rule#ALPHA} the original, server {@code b-1} of copy a to server {@code a} of copy b; {@link
 * Rule#BETA} the β rule of Kliegl et al. ("Generalized DCell structure for load-balanced data center
 * networks", INFOCOM workshops 2010), server {@code b-a-1} of a to server {@code t_(m-1) - b + a}
 * of b. INRFlow's {@code gdcficonn_k_n_0} and {@code _1} are these two.
 *
 * <p>Closed forms: {@code t_k} servers, {@code t_k / n} switches, {@code t_k (k + 2) / 2} links
 * (t_k switch links, {@code t_m / 2} level-m links per DCell_m); the routing's longest path has
 * {@code 2^(k+1) - 1} server-to-server steps.
 *
 * @param n servers per DCell_0 (switch ports), 2 or more
 * @param k the top level, 0 or more
 * @param rule the connection rule
 */
public record DCellSpec(int n, int k, Rule rule) implements RecursiveSpec {
  /** How two copies of a level-m cell are joined. */
  public enum Rule {
    /** The original DCell rule: {@code [a, b-1] - [b, a]} for {@code a < b}. */
    ALPHA,
    /** Kliegl et al.'s β rule: {@code [a, b-a-1] - [b, t - b + a]} for {@code a < b}. */
    BETA;

    /**
     * The uid, inside copy {@code from} of a cell whose copies hold {@code previous} servers each,
     * of the server linked to copy {@code to}.
     */
    public int endpoint(int from, int to, int previous) {
      if (this == ALPHA) return from < to ? to - 1 : to;
      return from < to ? to - from - 1 : previous - from + to;
    }

    /** The CLI name, {@code alpha} or {@code beta}. */
    public String cliName() { return name().toLowerCase(java.util.Locale.ROOT); }

    /** @throws IllegalArgumentException listing the valid names */
    public static Rule ofCliName(String name) {
      for (Rule r : values()) if (r.cliName().equals(name)) return r;
      throw new IllegalArgumentException("rule must be alpha or beta, got '" + name + "'");
    }
  }

  public DCellSpec {
    if (n < 2) throw new IllegalArgumentException("dcell needs n >= 2, got " + n);
    if (k < 0) throw new IllegalArgumentException("dcell needs k >= 0, got " + k);
    if (rule == null) throw new IllegalArgumentException("dcell needs a rule");
    levels(n, k, rule);
  }

  @Override
  public RecursiveLevels levels() { return levels(n, k, rule); }

  private static RecursiveLevels levels(int n, int k, Rule rule) {
    return new RecursiveLevels(n, k, new RecursiveLevels.Rule() {
      @Override
      public long copies(int level, long previous) { return previous + 1; }

      @Override
      public int endpoint(int from, int to, int level, int previous) { return rule.endpoint(from, to, previous); }
    });
  }

  @Override
  public String family() { return "dcell"; }

  @Override
  public String canonical() { return "dcell:n=" + n + ",k=" + k + ",rule=" + rule.cliName(); }
}
