package org.interflow.io;

import java.nio.file.Path;
import java.util.Locale;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;

/**
 * Picks the topology file format from the file name: {@code .graphml} is GraphML ({@link
 * TopologyGraphmlFormat}), {@code .dot} and {@code .gv} are DOT (write only, {@link
 * TopologyDotFormat}), anything else is the interflow text format ({@link TopologyTextFormat}).
 */
public final class TopologyFiles {
  private TopologyFiles() {}

  /**
   * Reads the network in {@code file}; its spec is {@code file:<file>}.
   *
   * @param defaults capacity and latency of links the file gives no values for
   * @throws InputFormatException on malformed content, naming file (and line for text)
   * @throws IllegalArgumentException for a DOT file, which is not read back
   */
  public static Topology read(Path file, LinkParams defaults) {
    if (!java.nio.file.Files.isRegularFile(file)) throw new IllegalArgumentException("topology file " + file + " not found");
    return switch (extension(file)) {
      case "graphml" -> TopologyGraphmlFormat.read(file, defaults);
      case "dot", "gv" -> throw new IllegalArgumentException("cannot read topology " + file
          + ": DOT is export only; use the interflow text format or .graphml");
      default -> TopologyTextFormat.read(file, defaults);
    };
  }

  /** Writes {@code topology} in the format the name of {@code file} asks for. */
  public static void write(Topology topology, Path file) {
    switch (extension(file)) {
      case "graphml" -> TopologyGraphmlFormat.write(topology, file);
      case "dot", "gv" -> TopologyDotFormat.write(topology, file);
      default -> TopologyTextFormat.write(topology, file);
    }
  }

  private static String extension(Path file) {
    String name = file.getFileName().toString();
    int dot = name.lastIndexOf('.');
    return dot < 0 ? "" : name.substring(dot + 1).toLowerCase(Locale.ROOT);
  }
}
