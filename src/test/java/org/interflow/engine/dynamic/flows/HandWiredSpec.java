package org.interflow.engine.dynamic.flows;

import org.interflow.model.topology.TopologySpec;

/** Test-only spec for networks wired by hand with {@code TopologyBuilder}. */
record HandWiredSpec(String name) implements TopologySpec {
  @Override
  public String family() { return "hand"; }

  @Override
  public String canonical() { return "hand:" + name; }
}
