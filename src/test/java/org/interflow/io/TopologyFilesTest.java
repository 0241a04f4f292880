package org.interflow.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.TopologyBuilder;
import org.interflow.model.topology.file.FileTopologySpec;
import org.interflow.model.topology.star.StarBuilder;
import org.interflow.model.topology.star.StarSpec;
import org.interflow.model.units.Bandwidth;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TopologyFilesTest {
  @TempDir
  Path dir;

  /**
   * Servers 0..2, switches 3 and 4 (radix 8 declared on 4), server-centric, with five links of
   * different parameters, including two parallel 3-4 links and values that are not round numbers.
   */
  static Topology mixedNetwork() {
    TopologyBuilder b = new TopologyBuilder(new StarSpec(3), 3, 2, LinkParams.DEFAULT).serversForward(true);
    b.link(0, 3, new LinkParams(Bandwidth.gbps(100), 100));
    b.link(1, 3, new LinkParams(Bandwidth.gbps(40), 50));
    b.link(4, 2, new LinkParams(Bandwidth.gbps(25), 1.5));
    b.link(3, 4, new LinkParams(Bandwidth.gbps(400), 250));
    b.link(3, 4, new LinkParams(new Bandwidth(1e9 + 1), 0.1));
    b.radix(1, 8);
    return b.build();
  }

  static void assertSameNetwork(Topology expected, Topology actual) {
    assertEquals(expected.servers(), actual.servers(), "servers");
    assertEquals(expected.switches(), actual.switches(), "switches");
    assertEquals(expected.serversForward(), actual.serversForward(), "forward-servers");
    assertEquals(expected.links(), actual.links(), "links");
    for (int l = 0; l < expected.links(); l++) {
      assertEquals(expected.linkA(l), actual.linkA(l), "link " + l + " end a");
      assertEquals(expected.linkB(l), actual.linkB(l), "link " + l + " end b");
      assertEquals(expected.capacityBitsPerSecond(l), actual.capacityBitsPerSecond(l), 0.0, "link " + l + " capacity");
      assertEquals(expected.latencyNs(l), actual.latencyNs(l), 0.0, "link " + l + " latency");
    }
    for (int n = 0; n < expected.nodes(); n++) assertEquals(expected.radix(n), actual.radix(n), "radix of " + n);
  }

  private Path file(String name, String text) throws IOException {
    Path f = dir.resolve(name);
    Files.writeString(f, text);
    return f;
  }

  @Test
  void aMixedNetworkSurvivesTheTextFormat() {
    Topology original = mixedNetwork();
    Path f = dir.resolve("mixed.topo");
    TopologyTextFormat.write(original, f);
    Topology back = TopologyTextFormat.read(f, LinkParams.DEFAULT);
    assertSameNetwork(original, back);
    assertEquals(new FileTopologySpec(f.toString()), back.spec());
    assertEquals("file:" + f, back.spec().canonical());
  }

  @Test
  void aUniformNetworkIsWrittenWithOneDefaultsLine() throws IOException {
    // star of 4: 4 links of 100 Gbit/s, 100 ns
    Topology star = StarBuilder.build(new StarSpec(4), LinkParams.DEFAULT);
    StringWriter text = new StringWriter();
    TopologyTextFormat.write(star, text);
    assertTrue(text.toString().contains("\ndefaults 100Gbps 100ns\n"), text.toString());
    assertTrue(text.toString().contains("\nlink 2 4\n"), text.toString());
    // read back with other defaults: the file's own defaults line wins
    Path f = file("star.txt", text.toString());
    assertSameNetwork(star, TopologyTextFormat.read(f, new LinkParams(Bandwidth.gbps(1), 5)));
  }

  @Test
  void aHandWrittenFileGivesTheValuesItStates() throws IOException {
    // 12.5GBps = 100 Gbit/s; 1us = 1000 ns; link 0-2 takes the caller's 10 Gbit/s and 7 ns,
    // link 1-2 the file's later defaults of 40 Gbit/s and 20 ns.
    Path f = file("hand.txt", String.join("\n",
        "", "# interflow topology v1", "servers 2   # two hosts", "switches 1", "", "link 0 2",
        "defaults 40Gbps 20ns", "link 1 2", "link 2 0 12.5GBps 1us", ""));
    Topology t = TopologyTextFormat.read(f, new LinkParams(Bandwidth.gbps(10), 7));
    assertEquals(3, t.links());
    assertEquals(1e10, t.capacityBitsPerSecond(0), 0.0);
    assertEquals(7, t.latencyNs(0), 0.0);
    assertEquals(4e10, t.capacityBitsPerSecond(1), 0.0);
    assertEquals(20, t.latencyNs(1), 0.0);
    assertEquals(1e11, t.capacityBitsPerSecond(2), 0.0);
    assertEquals(1000, t.latencyNs(2), 0.0);
    assertEquals(2, t.linkA(2));
    assertFalse(t.serversForward());
  }

  @Test
  void aMalformedLinkNamesFileLineAndTheExpectedForm() throws IOException {
    // 2 servers + 4 switches: node ids 0..5; node 9 on line 5 does not exist
    Path f = file("bad.txt", "# interflow topology v1\nservers 2\nswitches 4\nlink 0 2\nlink 0 9\n");
    InputFormatException e = assertThrows(InputFormatException.class, () -> TopologyTextFormat.read(f, LinkParams.DEFAULT));
    assertEquals(f + ":5: expected 'link <a> <b> [<capacity> <latency>]' with distinct node ids in 0..5,"
        + " e.g. 'link 0 4 100Gbps 200ns', got 'link 0 9'", e.getMessage());
  }

  @Test
  void badQuantitiesAndUnknownKeywordsAreRejectedOnTheirLine() throws IOException {
    String head = "# interflow topology v1\nservers 2\nswitches 1\n";
    for (String bad : new String[] {"link 0 2 100Gbit 5ns", "link 0 2 100Gbps 5", "link 1 1", "link 0 2 100Gbps",
        "wire 0 2", "servers 3", "forward-servers maybe", "radix 0 4"}) {
      Path f = file("bad.txt", head + bad + "\n");
      InputFormatException e = assertThrows(InputFormatException.class, () -> TopologyTextFormat.read(f, LinkParams.DEFAULT), bad);
      assertEquals(4, e.line(), bad);
      assertEquals(bad, e.got());
    }
  }

  @Test
  void aFileWithoutTheHeaderIsRejectedAtItsFirstLine() throws IOException {
    Path f = file("nohead.txt", "servers 4\nswitches 1\n");
    InputFormatException e = assertThrows(InputFormatException.class, () -> TopologyTextFormat.read(f, LinkParams.DEFAULT));
    assertEquals(f + ":1: expected '# interflow topology v1' as the first line, got 'servers 4'", e.getMessage());
    Path empty = file("empty.txt", "\n");
    e = assertThrows(InputFormatException.class, () -> TopologyTextFormat.read(empty, LinkParams.DEFAULT));
    assertEquals(empty + ":2: expected '# interflow topology v1' as the first line, got 'end of file'", e.getMessage());
  }

  @Test
  void linksBeforeTheNodeCountsOrNoCountsAtAllAreRejected() throws IOException {
    Path early = file("early.txt", "# interflow topology v1\nservers 2\nlink 0 1\n");
    InputFormatException e = assertThrows(InputFormatException.class, () -> TopologyTextFormat.read(early, LinkParams.DEFAULT));
    assertEquals(early + ":3: expected 'servers <count>' and 'switches <count>' before the first link, got 'link 0 1'",
        e.getMessage());
    Path none = file("none.txt", "# interflow topology v1\nservers 2\n");
    e = assertThrows(InputFormatException.class, () -> TopologyTextFormat.read(none, LinkParams.DEFAULT));
    assertEquals(none + ":3: expected 'servers <count>' and 'switches <count>' before the first link, got 'end of file'",
        e.getMessage());
  }

  @Test
  void aMixedNetworkSurvivesGraphml() {
    Topology original = mixedNetwork();
    Path f = dir.resolve("mixed.graphml");
    TopologyFiles.write(original, f);
    Topology back = TopologyFiles.read(f, LinkParams.DEFAULT);
    assertSameNetwork(original, back);
    assertEquals("file:" + f, back.spec().canonical());
  }

  @Test
  void graphmlFromAnotherToolIsRenumberedServersFirst() throws IOException {
    // File order: switch "sw", server "h1", server "h2". Topology ids: h1 = 0, h2 = 1, sw = 2.
    // Edge h1-sw has no attributes (caller's defaults: 10 Gbit/s, 7 ns); edge sw-h2 states its own.
    Path f = file("zoo.graphml", """
        <?xml version="1.0" encoding="UTF-8"?>
        <graphml xmlns="http://graphml.graphdrawing.org/xmlns">
          <key id="k" for="node" attr.name="kind" attr.type="string"/>
          <key id="c" for="edge" attr.name="capacity" attr.type="double"/>
          <key id="l" for="edge" attr.name="latency" attr.type="double"/>
          <graph edgedefault="undirected">
            <node id="sw"/>
            <node id="h1"><data key="k">server</data></node>
            <node id="h2"><data key="k">server</data></node>
            <edge source="h1" target="sw"/>
            <edge source="sw" target="h2"><data key="c">4.0E10</data><data key="l">25.5</data></edge>
          </graph>
        </graphml>
        """);
    Topology t = TopologyGraphmlFormat.read(f, new LinkParams(Bandwidth.gbps(10), 7));
    assertEquals(2, t.servers());
    assertEquals(1, t.switches());
    assertEquals(0, t.linkA(0));
    assertEquals(2, t.linkB(0));
    assertEquals(1e10, t.capacityBitsPerSecond(0), 0.0);
    assertEquals(7, t.latencyNs(0), 0.0);
    assertEquals(2, t.linkA(1));
    assertEquals(1, t.linkB(1));
    assertEquals(4e10, t.capacityBitsPerSecond(1), 0.0);
    assertEquals(25.5, t.latencyNs(1), 0.0);
  }

  @Test
  void graphmlWithAnUnknownNodeKindIsRejectedNamingTheNode() throws IOException {
    Path f = file("router.graphml", """
        <graphml xmlns="http://graphml.graphdrawing.org/xmlns">
          <key id="k" for="node" attr.name="kind" attr.type="string"/>
          <graph edgedefault="undirected"><node id="r"><data key="k">router</data></node></graph>
        </graphml>
        """);
    InputFormatException e = assertThrows(InputFormatException.class, () -> TopologyGraphmlFormat.read(f, LinkParams.DEFAULT));
    assertEquals(f + ": expected node attribute kind = server|switch, got 'kind=router on node r'", e.getMessage());
  }

  @Test
  void aFileThatIsNotXmlIsNotGraphml() throws IOException {
    Path f = file("text.graphml", "# interflow topology v1\nservers 1\n");
    InputFormatException e = assertThrows(InputFormatException.class, () -> TopologyFiles.read(f, LinkParams.DEFAULT));
    assertTrue(e.getMessage().startsWith(f + ": expected a GraphML document, got '"), e.getMessage());
    assertEquals(0, e.line());
  }

  @Test
  void dotDrawsServersAsBoxesAndSwitchesAsCircles() {
    // star of 2: servers n0, n1 and switch n2, links n0 -- n2 and n1 -- n2
    StringWriter out = new StringWriter();
    TopologyDotFormat.write(StarBuilder.build(new StarSpec(2), LinkParams.DEFAULT), out);
    String dot = out.toString();
    assertTrue(dot.startsWith("graph interflow {"), dot);
    assertTrue(dot.contains("n0 [ label=\"0\" shape=\"box\" ];"), dot);
    assertTrue(dot.contains("n2 [ label=\"2\" shape=\"circle\" ];"), dot);
    assertTrue(dot.contains("n0 -- n2;"), dot);
    assertTrue(dot.contains("n1 -- n2;"), dot);
    assertThrows(IllegalArgumentException.class, () -> TopologyFiles.read(dir.resolve("x.dot"), LinkParams.DEFAULT));
  }
}
