package org.interflow.model.topology.xgft;

import org.interflow.model.topology.TopologySpec;

/**
 * A spec of a tree family that is an extended generalized fat tree. Tree routings ({@code dmodk},
 * {@code smodk}) accept any topology whose spec implements this, and the family is built by {@link
 * XgftBuilder} from {@link #xgft()}, so all tree families share one wiring rule and one numbering.
 */
public interface TreeSpec extends TopologySpec {
  /** The same network written as XGFT(h; m1..mh; w1..wh) with p parallel links. */
  XgftSpec xgft();
}
