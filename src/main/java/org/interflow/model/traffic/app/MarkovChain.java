package org.interflow.model.traffic.app;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The transition matrix of a Markov-chain application (INRFlow, section 3.3.4): {@code
 * probability(a, b)} is the chance that phase {@code b} follows phase {@code a}, over the states
 * of {@link MarkovState} in their declared order. Immutable.
 *
 * <p>Validation: every row from Init to Write holds probabilities in [0, 1] summing to 1 (within
 * {@link #TOLERANCE}); the End row is absorbing (End to End is 1, or the row is left out); Init
 * never returns to Init (it is the start state only), and End is reachable from Init, so a job
 * ends with probability 1. An error names the offending row.
 *
 * <p>The presets are the three application flavours of the seed, documented with their matrices in
 * {@code docs/storage.md}; each starts and ends with Comp as the seed describes.
 */
public final class MarkovChain {
  /** Largest accepted |row sum - 1|. */
  public static final double TOLERANCE = 1e-9;

  private static final int STATES = MarkovState.values().length;
  private final double[][] matrix;

  /**
   * A chain from the rows Init, Comp, Comm, Read, Write and optionally End (5 or 6 rows of 6).
   *
   * @throws IllegalArgumentException naming the row that is not a probability distribution
   */
  public MarkovChain(double[][] rows) {
    if (rows == null || rows.length < STATES - 1 || rows.length > STATES) {
      throw new IllegalArgumentException("a transition matrix has 5 rows (Init, Comp, Comm, Read, Write) or 6 (and End), got "
          + (rows == null ? 0 : rows.length));
    }
    matrix = new double[STATES][];
    for (int r = 0; r < rows.length; r++) {
      String row = MarkovState.values()[r].label();
      if (rows[r] == null || rows[r].length != STATES) {
        throw new IllegalArgumentException("row " + row + " of the transition matrix has " + (rows[r] == null ? 0 : rows[r].length)
            + " entries; expected 6 (Init, Comp, Comm, Read, Write, End)");
      }
      double sum = 0;
      for (double p : rows[r]) {
        if (!(p >= 0 && p <= 1)) throw new IllegalArgumentException("row " + row + " of the transition matrix has " + p + "; probabilities are in [0,1]");
        sum += p;
      }
      if (Math.abs(sum - 1) > TOLERANCE) {
        throw new IllegalArgumentException("row " + row + " of the transition matrix sums to " + sum + "; expected 1");
      }
      matrix[r] = rows[r].clone();
    }
    double[] absorbing = new double[STATES];
    absorbing[MarkovState.END.ordinal()] = 1;
    if (rows.length == STATES && !Arrays.equals(matrix[STATES - 1], absorbing)) {
      throw new IllegalArgumentException("row End of the transition matrix must be 0 0 0 0 0 1 (End is absorbing)");
    }
    matrix[STATES - 1] = absorbing;
    if (matrix[0][0] != 0) throw new IllegalArgumentException("row Init of the transition matrix returns to Init; Init is the start state only");
    if (!endReachable()) throw new IllegalArgumentException("the transition matrix never reaches End from Init");
  }

  /** The probability that {@code to} follows {@code from}. */
  public double probability(MarkovState from, MarkovState to) { return matrix[from.ordinal()][to.ordinal()]; }

  /**
   * The phase after {@code from}, drawn with one {@code nextDouble()} of {@code random} (inverse
   * transform over the row in state order; a state of probability 0 is never drawn).
   */
  public MarkovState next(MarkovState from, SplittableRandom random) {
    double[] row = matrix[from.ordinal()];
    double u = random.nextDouble();
    double cumulative = 0;
    int last = 0;
    for (int s = 0; s < STATES; s++) {
      if (row[s] == 0) continue;
      cumulative += row[s];
      last = s;
      if (u < cumulative) return MarkovState.values()[s];
    }
    return MarkovState.values()[last];  // u within rounding of 1
  }

  /** True when the chain can reach {@code state} from Init. */
  public boolean reaches(MarkovState state) {
    boolean[] seen = reachable();
    return seen[state.ordinal()];
  }

  private boolean endReachable() { return reaches(MarkovState.END); }

  private boolean[] reachable() {
    boolean[] seen = new boolean[STATES];
    int[] stack = new int[STATES];
    int top = 0;
    stack[top++] = 0;
    seen[0] = true;
    while (top > 0) {
      int s = stack[--top];
      for (int t = 0; t < STATES; t++) {
        if (matrix[s][t] > 0 && !seen[t]) {
          seen[t] = true;
          stack[top++] = t;
        }
      }
    }
    return seen;
  }

  /**
   * Parses rows separated by {@code /}, entries by {@code :} (the CLI's {@code matrix=} form), e.g.
   * {@code 0:1:0:0:0:0/0:0.5:0.2:0.1:0.1:0.1/...}.
   *
   * @throws IllegalArgumentException for a malformed number or row, naming the row
   */
  public static MarkovChain parse(String text) {
    String[] rowTexts = text.trim().split("/");
    double[][] rows = new double[rowTexts.length][];
    for (int r = 0; r < rowTexts.length; r++) {
      String row = r < STATES ? MarkovState.values()[r].label() : "#" + (r + 1);
      String[] cells = rowTexts[r].trim().split(":");
      rows[r] = new double[cells.length];
      for (int c = 0; c < cells.length; c++) {
        try {
          rows[r][c] = Double.parseDouble(cells[c].trim());
        } catch (NumberFormatException e) {
          throw new IllegalArgumentException("row " + row + " of the transition matrix: '" + cells[c].trim() + "' is not a number");
        }
      }
    }
    return new MarkovChain(rows);
  }

  /** The matrix in the {@link #parse} form, 6 rows. */
  public String format() {
    StringBuilder b = new StringBuilder();
    for (int r = 0; r < STATES; r++) {
      if (r > 0) b.append('/');
      for (int c = 0; c < STATES; c++) {
        if (c > 0) b.append(':');
        double p = matrix[r][c];
        b.append(p == Math.rint(p) ? Long.toString((long) p) : Double.toString(p));
      }
    }
    return b.toString();
  }

  @Override
  public boolean equals(Object o) { return o instanceof MarkovChain c && Arrays.deepEquals(c.matrix, matrix); }

  @Override
  public int hashCode() { return Arrays.deepHashCode(matrix); }

  @Override
  public String toString() { return "MarkovChain[" + format() + "]"; }
}
