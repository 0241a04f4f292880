package org.interflow.cli;

import java.util.ArrayList;
import java.util.List;
import org.interflow.model.benchmark.ImbCollective;
import org.interflow.model.traffic.mpi.MpiModel;
import org.interflow.model.units.DataSize;

/**
 * The {@code netbench} section of a run's configuration, read once and validated: every key is
 * documented in {@code application.conf}.
 *
 * @param nodes ranks; 0 = every server
 * @param collectiveNodes node counts of the collective sweep; empty = {@code nodes} alone
 * @param baseline an earlier collective run directory, or "" for none
 * @param seed the run seed
 * @param sharing the bandwidth model's name ({@code simulate.sharing})
 * @param mpi the MPI rules the collectives are replayed with ({@code replay.mpi.*})
 * @param outputs which optional files to write, and where
 */
record NetbenchSettings(String placement, int nodes, long mpiGraphBytes, int window, int ebbRounds, long ebbBytes,
    int ebbBins, List<ImbCollective> operations, long[] sizes, int[] collectiveNodes, int iterations, String baseline,
    long seed, String sharing, MpiModel mpi, OutputSettings outputs) {

  static NetbenchSettings of(RunConfig c) {
    List<ImbCollective> operations = new ArrayList<>();
    for (String name : c.stringList("netbench.collective.operations")) {
      try {
        operations.add(ImbCollective.forName(name));
      } catch (IllegalArgumentException e) {
        throw new UserInputException("interflow.netbench.collective.operations: " + e.getMessage());
      }
    }
    List<String> sizeText = c.stringList("netbench.collective.sizes");
    long[] sizes = new long[sizeText.size()];
    for (int i = 0; i < sizes.length; i++) sizes[i] = bytes("netbench.collective.sizes", sizeText.get(i));
    List<String> nodeText = c.stringList("netbench.collective.nodes");
    int[] counts = new int[nodeText.size()];
    for (int i = 0; i < counts.length; i++) counts[i] = positive("netbench.collective.nodes", nodeText.get(i));
    NetbenchSettings s = new NetbenchSettings(c.string("netbench.placement"), c.integer("netbench.nodes"),
        bytes("netbench.mpigraph.bytes", c.string("netbench.mpigraph.bytes")), c.integer("netbench.mpigraph.window"),
        c.integer("netbench.ebb.rounds"), bytes("netbench.ebb.bytes", c.string("netbench.ebb.bytes")),
        c.integer("netbench.ebb.bins"), operations, sizes, counts, c.integer("netbench.collective.iterations"),
        c.string("netbench.collective.baseline"), c.longValue("seed"), c.string("simulate.sharing"),
        ReplaySettings.mpi(c, c.string("replay.mpi.preset")), OutputSettings.of(c));
    check(s.nodes >= 0, "netbench.nodes", "0 (every server) or a positive count", s.nodes);
    check(s.window >= 1, "netbench.mpigraph.window", "a count >= 1", s.window);
    check(s.ebbRounds >= 1, "netbench.ebb.rounds", "a count >= 1", s.ebbRounds);
    check(s.ebbBins >= 1, "netbench.ebb.bins", "a count >= 1", s.ebbBins);
    check(s.iterations >= 1, "netbench.collective.iterations", "a count >= 1", s.iterations);
    check(!operations.isEmpty(), "netbench.collective.operations", "at least one collective", "[]");
    return s;
  }

  private static void check(boolean ok, String key, String expected, Object got) {
    if (!ok) throw new UserInputException("interflow." + key + ": expected " + expected + ", got " + got);
  }

  private static long bytes(String key, String text) {
    try {
      return DataSize.parse(text).bytes();
    } catch (IllegalArgumentException e) {
      throw new UserInputException("interflow." + key + ": expected a size such as 64KiB, got '" + text + "'");
    }
  }

  private static int positive(String key, String text) {
    try {
      int v = Integer.parseInt(text.trim());
      if (v >= 1) return v;
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new UserInputException("interflow." + key + ": expected node counts >= 1, got '" + text + "'");
  }
}
