package org.interflow.io;

import java.io.Writer;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.interflow.model.topology.Topology;
import org.jgrapht.nio.Attribute;
import org.jgrapht.nio.DefaultAttribute;
import org.jgrapht.nio.dot.DOTExporter;

/**
 * Exports a topology as Graphviz DOT for drawing ({@code dot -Tsvg net.dot}), through JGraphT's
 * {@code org.jgrapht.nio.dot}: an undirected {@code graph}, servers as boxes, switches as circles,
 * each node labelled with its id, one edge per link. Export only: DOT carries no link parameters
 * here, use the text format or GraphML to exchange networks. O(nodes + links).
 */
public final class TopologyDotFormat {
  private TopologyDotFormat() {}

  public static void write(Topology topology, Path file) {
    OpenFiles.write(file, "topology drawing", out -> write(topology, out));
  }

  public static void write(Topology t, Writer out) {
    DOTExporter<Integer, Integer> exporter = new DOTExporter<>(n -> "n" + n);
    exporter.setGraphIdProvider(() -> "interflow");
    exporter.setVertexAttributeProvider(n -> {
      Map<String, Attribute> a = new LinkedHashMap<>();
      a.put("label", DefaultAttribute.createAttribute(String.valueOf(n)));
      a.put("shape", DefaultAttribute.createAttribute(t.isServer(n) ? "box" : "circle"));
      return a;
    });
    exporter.exportGraph(TopologyGraphmlFormat.linkGraph(t), out);
  }
}
