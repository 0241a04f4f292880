package org.interflow.io;

import java.io.Reader;
import java.io.Writer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.TopologyBuilder;
import org.interflow.model.topology.file.FileTopologySpec;
import org.interflow.model.units.Bandwidth;
import org.jgrapht.Graph;
import org.jgrapht.graph.builder.GraphTypeBuilder;
import org.jgrapht.nio.Attribute;
import org.jgrapht.nio.AttributeType;
import org.jgrapht.nio.DefaultAttribute;
import org.jgrapht.nio.ImportException;
import org.jgrapht.nio.graphml.GraphMLExporter.AttributeCategory;
import org.jgrapht.nio.graphml.GraphMLExporter;
import org.jgrapht.nio.graphml.GraphMLImporter;
import org.jgrapht.util.SupplierUtil;

/**
 * Topologies as GraphML, through JGraphT's {@code org.jgrapht.nio.graphml}, for exchange with
 * graph tools (Gephi, NetworkX, yEd, the Internet Topology Zoo). The graph is undirected; each
 * GraphML edge is one full-duplex link. Attributes:
 *
 * <ul>
 *   <li>node {@code kind}: {@code server} or {@code switch}; nodes without it are switches;
 *   <li>node {@code radix} (int, optional): declared ports of a switch, used or not;
 *   <li>edge {@code capacity} (double, bits per second, each direction) and {@code latency}
 *       (double, nanoseconds); missing values take the caller's link parameters;
 *   <li>node {@code forwards} (boolean, default false): the server relays traffic; the network is
 *       server-centric when any server has it (JGraphT 1.5 neither writes nor reads graph-level
 *       data, so the flag lives on the server nodes).
 * </ul>
 *
 * Reading renumbers nodes as {@link Topology} wants them: servers first, then switches, each in
 * file order; links keep file order. The files written here use node ids {@code 0..n-1} with
 * servers first, so they read back with the same ids, links, capacities and latencies. Both ways
 * go through a JGraphT graph, O(nodes + links) time and memory; meant for networks of up to a
 * few hundred thousand links.
 */
public final class TopologyGraphmlFormat {
  private static final String EXPECTED_KIND = "node attribute kind = server|switch";

  private TopologyGraphmlFormat() {}

  /** Writes {@code topology} as GraphML to {@code file}. */
  public static void write(Topology topology, Path file) {
    OpenFiles.write(file, "topology", out -> write(topology, out));
  }

  /** Writes {@code topology} as GraphML: node ids {@code 0..n-1}, edge ids {@code e<link>}. */
  public static void write(Topology t, Writer out) {
    GraphMLExporter<Integer, Integer> exporter = new GraphMLExporter<>(String::valueOf);
    exporter.setEdgeIdProvider(link -> "e" + link);
    exporter.registerAttribute("kind", AttributeCategory.NODE, AttributeType.STRING);
    exporter.registerAttribute("radix", AttributeCategory.NODE, AttributeType.INT);
    exporter.registerAttribute("capacity", AttributeCategory.EDGE, AttributeType.DOUBLE);
    exporter.registerAttribute("latency", AttributeCategory.EDGE, AttributeType.DOUBLE);
    exporter.registerAttribute("forwards", AttributeCategory.NODE, AttributeType.BOOLEAN);
    exporter.setVertexAttributeProvider(n -> {
      Map<String, Attribute> a = new LinkedHashMap<>();
      a.put("kind", DefaultAttribute.createAttribute(t.isServer(n) ? "server" : "switch"));
      if (t.isSwitch(n) && t.radix(n) > t.degree(n)) a.put("radix", DefaultAttribute.createAttribute(t.radix(n)));
      if (t.isServer(n) && t.serversForward()) a.put("forwards", DefaultAttribute.createAttribute(true));
      return a;
    });
    exporter.setEdgeAttributeProvider(l -> {
      Map<String, Attribute> a = new LinkedHashMap<>();
      a.put("capacity", DefaultAttribute.createAttribute(t.capacityBitsPerSecond(l)));
      a.put("latency", DefaultAttribute.createAttribute(t.latencyNs(l)));
      return a;
    });
    exporter.exportGraph(linkGraph(t), out);
  }

  /**
   * Reads a GraphML topology; the result's spec is {@code file:<file>}.
   *
   * @param defaults capacity and latency of edges without those attributes
   * @throws InputFormatException if the XML is not GraphML or an attribute has a wrong value
   */
  public static Topology read(Path file, LinkParams defaults) {
    return OpenFiles.read(file, "topology", in -> read(in, file.toString(), defaults));
  }

  /** Reads from an open reader; {@code name} is the file name used in the spec and in errors. */
  public static Topology read(Reader in, String name, LinkParams defaults) {
    Map<String, Integer> order = new LinkedHashMap<>();   // file node id -> order of appearance
    List<String> fileIds = new ArrayList<>();
    Map<Integer, String> kind = new LinkedHashMap<>();
    Map<Integer, String> radix = new LinkedHashMap<>();
    Map<Integer, String> capacity = new LinkedHashMap<>();
    Map<Integer, String> latency = new LinkedHashMap<>();
    boolean[] forward = new boolean[1];
    Graph<Integer, Integer> g = GraphTypeBuilder.<Integer, Integer>undirected().allowingMultipleEdges(true)
        .allowingSelfLoops(true).edgeSupplier(SupplierUtil.createIntegerSupplier()).buildGraph();
    GraphMLImporter<Integer, Integer> importer = new GraphMLImporter<>();
    importer.setSchemaValidation(false);
    importer.setVertexFactory(id -> order.computeIfAbsent(id, k -> {
      fileIds.add(k);
      return fileIds.size() - 1;
    }));
    importer.addVertexAttributeConsumer((p, a) -> {
      if (p.getSecond().equals("kind")) kind.put(p.getFirst(), a.getValue());
      if (p.getSecond().equals("radix")) radix.put(p.getFirst(), a.getValue());
      if (p.getSecond().equals("forwards") && Boolean.parseBoolean(a.getValue())) forward[0] = true;
    });
    importer.addEdgeAttributeConsumer((p, a) -> {
      if (p.getSecond().equals("capacity")) capacity.put(p.getFirst(), a.getValue());
      if (p.getSecond().equals("latency")) latency.put(p.getFirst(), a.getValue());
    });
    try {
      importer.importGraph(g, in);
    } catch (ImportException e) {
      throw new InputFormatException(name, "a GraphML document", String.valueOf(e.getMessage()));
    }
    return build(g, fileIds, kind, radix, capacity, latency, forward[0], name, defaults);
  }

  private static Topology build(Graph<Integer, Integer> g, List<String> fileIds, Map<Integer, String> kind,
      Map<Integer, String> radix, Map<Integer, String> capacity, Map<Integer, String> latency, boolean forward,
      String name, LinkParams defaults) {
    int nodes = fileIds.size();
    int servers = 0;
    for (int v = 0; v < nodes; v++) {
      String k = kind.getOrDefault(v, "switch");
      if (!k.equals("server") && !k.equals("switch")) {
        throw new InputFormatException(name, EXPECTED_KIND, "kind=" + k + " on node " + fileIds.get(v));
      }
      if (k.equals("server")) servers++;
    }
    int[] id = new int[nodes];   // order of appearance -> topology node id
    int nextServer = 0;
    int nextSwitch = servers;
    for (int v = 0; v < nodes; v++) id[v] = kind.getOrDefault(v, "switch").equals("server") ? nextServer++ : nextSwitch++;
    TopologyBuilder b = new TopologyBuilder(new FileTopologySpec(name), servers, nodes - servers, defaults)
        .expectLinks(g.edgeSet().size()).serversForward(forward);
    for (Map.Entry<Integer, String> r : radix.entrySet()) {
      int node = id[r.getKey()];
      int ports = TextLines.count(r.getValue());
      if (node < servers || ports < 0) {
        throw new InputFormatException(name, "node attribute radix = <ports> on switches only", "radix=" + r.getValue()
            + " on node " + fileIds.get(r.getKey()));
      }
      b.radix(node - servers, ports);
    }
    for (Integer e : g.edgeSet()) {
      int a = g.getEdgeSource(e);
      int c = g.getEdgeTarget(e);
      if (a == c) throw new InputFormatException(name, "edges between distinct nodes", "self-loop at node " + fileIds.get(a));
      b.link(id[a], id[c], linkParams(capacity.get(e), latency.get(e), defaults, name, fileIds.get(a), fileIds.get(c)));
    }
    return b.build();
  }

  private static LinkParams linkParams(String capacity, String latency, LinkParams defaults, String name, String a, String c) {
    if (capacity == null && latency == null) return defaults;
    try {
      Bandwidth bandwidth = capacity == null ? defaults.capacity() : new Bandwidth(Double.parseDouble(capacity));
      return new LinkParams(bandwidth, latency == null ? defaults.latencyNs() : Double.parseDouble(latency));
    } catch (IllegalArgumentException e) {
      throw new InputFormatException(name, "edge attributes capacity > 0 (bits/s) and latency >= 0 (ns)",
          "capacity=" + capacity + " latency=" + latency + " on edge " + a + "-" + c);
    }
  }

  /** The topology as a JGraphT multigraph: vertex = node id, edge = link id, in id order. */
  static Graph<Integer, Integer> linkGraph(Topology t) {
    Graph<Integer, Integer> g = GraphTypeBuilder.<Integer, Integer>undirected().allowingMultipleEdges(true)
        .allowingSelfLoops(false).buildGraph();
    for (int n = 0; n < t.nodes(); n++) g.addVertex(n);
    for (int l = 0; l < t.links(); l++) g.addEdge(t.linkA(l), t.linkB(l), l);
    return g;
  }
}
