package org.interflow.model.traffic.app;

/**
 * The six phases of INRFlow's Markov-chain application model (section 3.3.4 of the seed paper), in
 * the order of the rows and columns of a {@link MarkovChain}'s transition matrix.
 */
public enum MarkovState {
  /** The job starts: resources assigned; no work of its own, it only picks the first phase. */
  INIT("Init"),
  /** Computation without data movement: a duration per task (exponential or fixed). */
  COMP("Comp"),
  /** Communication: one round of a traffic pattern among the job's tasks. */
  COMM("Comm"),
  /** Every task reads a volume from the device its data is on. */
  READ("Read"),
  /** Every task writes a volume to the device its data is on. */
  WRITE("Write"),
  /** The job ends (absorbing). */
  END("End");

  private final String label;

  MarkovState(String label) { this.label = label; }

  /** The name the seed and the CLI use, e.g. {@code Comp}. */
  public String label() { return label; }
}
