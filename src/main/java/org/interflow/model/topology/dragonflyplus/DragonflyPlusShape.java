package org.interflow.model.topology.dragonflyplus;

import org.interflow.model.topology.TopologySpec;

/** A family wired as a Dragonfly+ (Dragonfly+ itself, Megafly): the routing reads the shape from here. */
public interface DragonflyPlusShape extends TopologySpec {
  /** The Dragonfly+ this network is. */
  DragonflyPlusSpec dragonflyPlus();
}
