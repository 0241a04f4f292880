package org.interflow.model.topology.dpillar;

import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.TopologyBuilder;

/**
 * Builds a {@link DPillarSpec} with the numbering of {@link DPillarLayout}: switch by switch, port
 * by port, so link {@code n * switch + port}. Servers relay. O(links).
 */
public final class DPillarBuilder {
  private DPillarBuilder() {}

  public static Topology build(DPillarSpec spec, LinkParams links) {
    DPillarLayout layout = new DPillarLayout(spec);
    int h = spec.half();
    TopologyBuilder b = new TopologyBuilder(spec, layout.servers(), layout.switches(), links)
        .expectLinks(2 * layout.servers()).serversForward(true);
    for (int c = 0; c < spec.k(); c++) {
      int next = (c + 1) % spec.k();
      for (int j = 0; j < spec.columnSwitches(); j++) {
        int sw = b.switchNode(c * spec.columnSwitches() + j);
        // the label with digit c = 0 whose other digits are j: insert a 0 digit at position c
        int label = j % spec.power(c) + j / spec.power(c) * spec.power(c + 1);
        for (int port = 0; port < 2 * h; port++) {
          int column = port < h ? c : next;
          b.link(b.server(layout.server(column, layout.withDigit(label, c, port % h))), sw);
        }
      }
    }
    return b.build();
  }
}
