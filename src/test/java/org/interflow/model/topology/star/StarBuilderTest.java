package org.interflow.model.topology.star;

import java.util.List;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.TopologyContract;

class StarBuilderTest extends TopologyContract {
  @Override
  protected List<Expected> cases() {
    // A star of N servers has 1 switch and N links; one switch means switch diameter 0.
    return List.of(
        new Expected(StarBuilder.build(new StarSpec(1), LinkParams.DEFAULT), 1, 1, 1, 0),
        new Expected(StarBuilder.build(new StarSpec(32), LinkParams.DEFAULT), 32, 1, 32, 0));
  }
}
