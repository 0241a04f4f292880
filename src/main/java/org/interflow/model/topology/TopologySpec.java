package org.interflow.model.topology;

/**
 * The validated parameters of one topology family (a {@code <Family>Spec} record). A spec knows its
 * family name and how to print itself in the CLI's spec syntax, e.g. {@code fattree:k=4,n=3}.
 */
public interface TopologySpec {
  /** The family name used on the CLI, e.g. {@code fattree}. */
  String family();

  /** The spec in CLI syntax, with every parameter spelled out, e.g. {@code fattree:k=4,n=3}. */
  String canonical();
}
