package org.interflow.model.traffic.app;

/**
 * The three application flavours of the seed's Markov-chain model, each a transition matrix and
 * the phase sizes it is meant with. Every preset starts with Comp (Init to Comp is 1), ends only
 * from Comp (probability 0.1 per Comp visit, so 10 Comp visits are expected) and returns to Comp
 * after every other phase unless stated. Expected visits per job from the fundamental matrix
 * {@code (I - Q)^-1} (docs/storage.md works them out):
 * <ul>
 *   <li>{@link #IO}: Comp 10, Comm 1, Read 6.67, Write 6.67;
 *   <li>{@link #COMPUTE}: Comp 10, Comm 1, Read 0.5, Write 0.5;
 *   <li>{@link #COMM}: Comp 10, Comm 16, Read 0.5, Write 0.5.
 * </ul>
 */
public enum MarkovPreset {
  /** I/O-intensive: after Comp, Read or Write with 0.4 each; I/O phases chain (0.2 each) before returning to Comp (0.6). */
  IO("io", new double[][] {
      {0, 1, 0, 0, 0, 0},
      {0, 0, 0.1, 0.4, 0.4, 0.1},
      {0, 1, 0, 0, 0, 0},
      {0, 0.6, 0, 0.2, 0.2, 0},
      {0, 0.6, 0, 0.2, 0.2, 0}},
      1_000_000_000L, 64L << 10, 256L << 20, 256L << 20),
  /** Compute-intensive: Comp repeats with 0.7; Comm 0.1, Read and Write 0.05 each. */
  COMPUTE("compute", new double[][] {
      {0, 1, 0, 0, 0, 0},
      {0, 0.7, 0.1, 0.05, 0.05, 0.1},
      {0, 1, 0, 0, 0, 0},
      {0, 1, 0, 0, 0, 0},
      {0, 1, 0, 0, 0, 0}},
      100_000_000_000L, 64L << 10, 16L << 20, 16L << 20),
  /** Communication-intensive: Comp leads to Comm with 0.8 and Comm repeats with 0.5. */
  COMM("comm", new double[][] {
      {0, 1, 0, 0, 0, 0},
      {0, 0, 0.8, 0.05, 0.05, 0.1},
      {0, 0.5, 0.5, 0, 0, 0},
      {0, 1, 0, 0, 0, 0},
      {0, 1, 0, 0, 0, 0}},
      1_000_000_000L, 1L << 20, 16L << 20, 16L << 20);

  private final String cliName;
  private final MarkovChain chain;
  private final long computePs;
  private final long commBytes;
  private final long readBytes;
  private final long writeBytes;

  MarkovPreset(String cliName, double[][] rows, long computePs, long commBytes, long readBytes, long writeBytes) {
    this.cliName = cliName;
    this.chain = new MarkovChain(rows);
    this.computePs = computePs;
    this.commBytes = commBytes;
    this.readBytes = readBytes;
    this.writeBytes = writeBytes;
  }

  /** The name after {@code preset=}. */
  public String cliName() { return cliName; }

  public MarkovChain chain() { return chain; }

  /** Mean Comp duration, picoseconds (io and comm 1 ms, compute 100 ms). */
  public long computePs() { return computePs; }

  /** Bytes of each Comm flow (io and compute 64 KiB, comm 1 MiB). */
  public long commBytes() { return commBytes; }

  /** Bytes each task reads per Read (io 256 MiB, the others 16 MiB). */
  public long readBytes() { return readBytes; }

  /** Bytes each task writes per Write (io 256 MiB, the others 16 MiB). */
  public long writeBytes() { return writeBytes; }

  /** The preset called {@code name}, or null. */
  public static MarkovPreset named(String name) {
    for (MarkovPreset p : values()) if (p.cliName.equals(name)) return p;
    return null;
  }
}
