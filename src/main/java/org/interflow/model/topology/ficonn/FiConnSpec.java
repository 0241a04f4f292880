package org.interflow.model.topology.ficonn;

import org.interflow.model.topology.RecursiveLevels;
import org.interflow.model.topology.RecursiveSpec;

/**
 * FiConn_k (Li, Guo, Wu, Tan, Zhang, Lu, "FiConn: Using Backup Port for Server Interconnection in
 * Data Centers", INFOCOM 2009): servers with two ports. FiConn_0 is n servers on an n-port switch;
 * FiConn_m joins {@code g_m = b/2 + 1} copies of FiConn_(m-1), where {@code b = t_(m-1) / 2^(m-1)}
 * servers of a copy still have their backup port free: those with uid {@code j = c 2^m + 2^(m-1) -
 * 1}. Copies {@code a < b} are joined by server {@code (b-1) 2^m + 2^(m-1) - 1} of a and server
 * {@code a 2^m + 2^(m-1) - 1} of b. As a generalised DCell this is INRFlow's {@code
 * gdcficonn_k_n_2}; INRFlow's {@code ficonn_k_n} is the same network.
 *
 * <p>Closed forms: {@code t_m = t_(m-1) (t_(m-1) / 2^m + 1)} servers, {@code t_k / n} switches,
 * {@code t_k + t_k / 2 - t_k / 2^(k+1)} links (every server's switch link, and a backup link for
 * all but {@code t_k / 2^k} of them); the routing's longest path has {@code 2^(k+1) - 1}
 * server-to-server steps.
 *
 * @param n servers per FiConn_0, even (then {@code t_(m-1)} is a multiple of {@code 2^m} at every
 *     level the compact topology can hold, which the spec still checks)
 * @param k the top level, 0 or more
 */
public record FiConnSpec(int n, int k) implements RecursiveSpec {
  public FiConnSpec {
    if (n < 2 || n % 2 != 0) throw new IllegalArgumentException("ficonn needs an even n >= 2, got " + n);
    if (k < 0) throw new IllegalArgumentException("ficonn needs k >= 0, got " + k);
    levels(n, k);
  }

  @Override
  public RecursiveLevels levels() { return levels(n, k); }

  private static RecursiveLevels levels(int n, int k) {
    return new RecursiveLevels(n, k, new RecursiveLevels.Rule() {
      @Override
      public long copies(int level, long previous) {
        if (previous % (1L << level) != 0) {
          throw new IllegalArgumentException("ficonn:n=" + n + " cannot reach level " + level + ": t_" + (level - 1) + " = "
              + previous + " is not a multiple of 2^" + level);
        }
        return previous / (1L << level) + 1;
      }

      @Override
      public int endpoint(int from, int to, int level, int previous) {
        int slot = from < to ? to - 1 : to;
        return slot * (1 << level) + (1 << (level - 1)) - 1;
      }
    });
  }

  @Override
  public String family() { return "ficonn"; }

  @Override
  public String canonical() { return "ficonn:n=" + n + ",k=" + k; }
}
