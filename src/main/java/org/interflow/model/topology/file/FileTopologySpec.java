package org.interflow.model.topology.file;

import org.interflow.model.topology.TopologySpec;

/**
 * An arbitrary network read from a file ({@code file:<path>}): the interflow text edge list
 * ({@code .txt}, {@code .topo}, any other name) or GraphML ({@code .graphml}). The readers in
 * {@code org.interflow.io} build the topology through {@code TopologyBuilder} and give it this
 * spec, so results name the file they came from.
 *
 * @param path the file as the user wrote it (relative paths are resolved by the caller)
 */
public record FileTopologySpec(String path) implements TopologySpec {
  public FileTopologySpec {
    if (path == null || path.isBlank()) throw new IllegalArgumentException("file topology needs a path, e.g. file:net.graphml");
  }

  @Override
  public String family() { return "file"; }

  @Override
  public String canonical() { return "file:" + path; }
}
