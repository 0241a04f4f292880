package org.interflow.model.network;

/**
 * How application and storage traffic share a link (INRFlow, figure 1 of the seed paper).
 *
 * <ul>
 *   <li>{@link Kind#NP}: no priorities; every flow is equal.
 *   <li>{@link Kind#BA}: bandwidth apportionment; on a link carrying both classes, application flows
 *       share {@code applicationShare} of the capacity and storage flows the rest; a class alone on
 *       a link takes all of it. Whether share that a present class cannot use (its flows are
 *       limited elsewhere) goes to the other class depends on the model: max-min hands it over
 *       (work conserving), bottleneck-share does not (INRFlow's per-link rule).
 *   <li>{@link Kind#FP}: full priority; storage flows get only what application flows leave.
 * </ul>
 *
 * @param applicationShare fraction of a link for application traffic under BA (0 < share < 1); 0.5 otherwise
 */
public record PriorityPolicy(Kind kind, double applicationShare) {
  /** The policies. */
  public enum Kind { NP, BA, FP }

  public static final PriorityPolicy NONE = new PriorityPolicy(Kind.NP, 0.5);

  public PriorityPolicy {
    if (kind == null) throw new IllegalArgumentException("priority policy kind is required");
    if (!(applicationShare > 0 && applicationShare < 1)) {
      throw new IllegalArgumentException("application share must be in (0,1), got " + applicationShare);
    }
  }

  public static PriorityPolicy apportionment(double applicationShare) { return new PriorityPolicy(Kind.BA, applicationShare); }

  public static PriorityPolicy fullPriority() { return new PriorityPolicy(Kind.FP, 0.5); }
}
