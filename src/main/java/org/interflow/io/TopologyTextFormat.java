package org.interflow.io;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.Path;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.TopologyBuilder;
import org.interflow.model.topology.file.FileTopologySpec;
import org.interflow.model.units.Bandwidth;

/**
 * The interflow topology text format: an edge list for arbitrary networks, read and written here.
 *
 * <pre>
 * # interflow topology v1          &lt;- required first line
 * servers 4                        # node ids 0..3 are servers
 * switches 2                       # node ids 4..5 are switches
 * forward-servers yes              # optional (default no): servers relay traffic (server-centric)
 * defaults 100Gbps 100ns           # optional: capacity and latency of later links given without them
 * radix 4 8                        # optional: switch node 4 has 8 ports, some maybe unused
 * link 0 4                         # link ids in line order; node ids as in Topology
 * link 4 5 400Gbps 250ns           # optional per-link capacity (each direction) and latency
 * </pre>
 *
 * Keywords are one per line; {@code #} starts a comment; blank lines are ignored. {@code servers}
 * and {@code switches} come once each, before any {@code radix} or {@code link}. Capacities are
 * written as {@link Bandwidth#parse(String)} reads them ({@code 100Gbps}, {@code 12.5GBps});
 * latencies as a number with unit {@code ns}, {@code us}, {@code ms} or {@code s}. Links without
 * values use the latest {@code defaults} line, else the caller's link parameters. Ports are numbered
 * in link order, as for every builder.
 *
 * <p>Reading streams the file into a {@link TopologyBuilder}, O(links); a wrong line throws an
 * {@link InputFormatException} naming file, line and the expected form. Writing gives every link
 * exact values, so a written topology reads back with the same links, capacities and latencies.
 */
public final class TopologyTextFormat {
  /** The required first line. */
  public static final String HEADER = "# interflow topology v1";

  private static final String KEYWORDS =
      "one of 'servers <count>', 'switches <count>', 'forward-servers yes|no', 'defaults <capacity> <latency>', "
          + "'radix <switch> <ports>', 'link <a> <b> [<capacity> <latency>]'";

  private TopologyTextFormat() {}

  /**
   * Reads a topology file; the result's spec is {@code file:<file>}.
   *
   * @param defaults capacity and latency of links the file gives no values for
   * @throws InputFormatException on a wrong line or a missing header
   * @throws UncheckedIOException if the file cannot be read
   */
  public static Topology read(Path file, LinkParams defaults) {
    return OpenFiles.read(file, "topology", in -> read(in, file.toString(), defaults));
  }

  /** Reads from an open reader; {@code name} is the file name used in the spec and in errors. */
  public static Topology read(Reader reader, String name, LinkParams defaults) throws IOException {
    return new Parser(name, defaults).parse(reader instanceof BufferedReader b ? b : new BufferedReader(reader));
  }

  /** Writes {@code topology} to {@code file}. */
  public static void write(Topology topology, Path file) {
    OpenFiles.write(file, "topology", out -> write(topology, out));
  }

  /** Writes {@code topology}; a network with uniform links gets one {@code defaults} line. O(links). */
  public static void write(Topology t, Writer out) throws IOException {
    out.write(HEADER + "\n");
    out.write("# " + t + "\n");
    out.write("servers " + t.servers() + "\n");
    out.write("switches " + t.switches() + "\n");
    if (t.serversForward()) out.write("forward-servers yes\n");
    boolean uniform = t.links() > 0 && t.uniformLinks();
    if (uniform) out.write("defaults " + TextLines.formatBandwidth(t.capacityBitsPerSecond(0)) + " " + TextLines.formatLatency(t.latencyNs(0)) + "\n");
    for (int n = t.servers(); n < t.nodes(); n++) {
      if (t.radix(n) > t.degree(n)) out.write("radix " + n + " " + t.radix(n) + "\n");
    }
    StringBuilder line = new StringBuilder(48);
    for (int l = 0; l < t.links(); l++) {
      line.setLength(0);
      line.append("link ").append(t.linkA(l)).append(' ').append(t.linkB(l));
      if (!uniform) {
        line.append(' ').append(TextLines.formatBandwidth(t.capacityBitsPerSecond(l)))
            .append(' ').append(TextLines.formatLatency(t.latencyNs(l)));
      }
      out.write(line.append('\n').toString());
    }
  }

  /** The state of one read: counts, current link defaults, and the builder once counts are known. */
  private static final class Parser {
    private final String name;
    private LinkParams linkDefaults;
    private int servers = -1;
    private int switches = -1;
    private boolean forward;
    private TopologyBuilder builder;
    private long lineNumber;

    Parser(String name, LinkParams defaults) {
      this.name = name;
      this.linkDefaults = defaults;
    }

    Topology parse(BufferedReader in) throws IOException {
      String line = in.readLine();
      lineNumber = 1;
      while (line != null && line.isBlank()) {
        line = in.readLine();
        lineNumber++;
      }
      if (line == null || !line.trim().equals(HEADER)) {
        throw new InputFormatException(name, lineNumber, "'" + HEADER + "' as the first line", line == null ? "end of file" : line.trim());
      }
      for (line = in.readLine(); line != null; line = in.readLine()) {
        lineNumber++;
        String text = TextLines.stripComment(line);
        if (!text.isEmpty()) parseLine(text.split("\\s+"), line.trim());
      }
      lineNumber++;
      if (builder == null) startLinks("end of file");
      return builder.serversForward(forward).build();
    }

    private void parseLine(String[] w, String line) {
      switch (w[0]) {
        case "servers" -> servers = declareCount(w, servers, line);
        case "switches" -> switches = declareCount(w, switches, line);
        case "forward-servers" -> {
          if (w.length != 2 || !(w[1].equals("yes") || w[1].equals("no"))) fail("'forward-servers yes|no'", line);
          forward = w[1].equals("yes");
        }
        case "defaults" -> {
          if (w.length != 3) fail("'defaults <capacity> <latency>', e.g. 'defaults 100Gbps 100ns'", line);
          linkDefaults = linkParams(w[1], w[2], "'defaults <capacity> <latency>', e.g. 'defaults 100Gbps 100ns'", line);
        }
        case "radix" -> radix(w, line);
        case "link" -> link(w, line);
        default -> fail(KEYWORDS, line);
      }
    }

    private int declareCount(String[] w, int current, String line) {
      String expected = "'" + w[0] + " <count>' once, before the first link";
      if (w.length != 2 || current >= 0 || builder != null || TextLines.count(w[1]) < 0) fail(expected, line);
      return TextLines.count(w[1]);
    }

    private void radix(String[] w, String line) {
      startLinks(line);
      String expected = "'radix <switch> <ports>' with a switch id in " + servers + ".." + (servers + switches - 1);
      int node = w.length == 3 ? TextLines.count(w[1]) : -1;
      int ports = w.length == 3 ? TextLines.count(w[2]) : -1;
      if (node < servers || node >= servers + switches || ports < 0) fail(expected, line);
      builder.radix(node - servers, ports);
    }

    private void link(String[] w, String line) {
      startLinks(line);
      int nodes = servers + switches;
      String expected = "'link <a> <b> [<capacity> <latency>]' with distinct node ids in 0.." + (nodes - 1)
          + ", e.g. 'link 0 4 100Gbps 200ns'";
      if (w.length != 3 && w.length != 5) fail(expected, line);
      int a = TextLines.count(w[1]);
      int b = TextLines.count(w[2]);
      if (a < 0 || b < 0 || a >= nodes || b >= nodes || a == b) fail(expected, line);
      builder.link(a, b, w.length == 5 ? linkParams(w[3], w[4], expected, line) : linkDefaults);
    }

    private LinkParams linkParams(String capacity, String latency, String expected, String line) {
      Bandwidth bandwidth = TextLines.bandwidth(capacity);
      double ns = TextLines.latencyNs(latency);
      if (bandwidth == null || Double.isNaN(ns)) fail(expected, line);
      return new LinkParams(bandwidth, ns);
    }

    /** Creates the builder at the first link or radix line, once both counts are known. */
    private void startLinks(String line) {
      if (builder != null) return;
      if (servers < 0 || switches < 0) fail("'servers <count>' and 'switches <count>' before the first link", line);
      builder = new TopologyBuilder(new FileTopologySpec(name), servers, switches, linkDefaults);
    }

    private void fail(String expected, String got) {
      throw new InputFormatException(name, lineNumber, expected, got);
    }
  }
}
