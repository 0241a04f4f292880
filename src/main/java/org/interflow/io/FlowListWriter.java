package org.interflow.io;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import org.interflow.model.traffic.FlowList;
import org.interflow.model.traffic.TrafficPattern;

/**
 * Writes any traffic pattern as a flow-list file in the format {@link FlowListReader} reads, one
 * {@code src dst [bytes]} line per flow in flow order (sizes only for a {@link FlowList} that has
 * them). O(flows) time, streaming: fine for a few million flows, not for a 268M-flow all-to-all.
 */
public final class FlowListWriter {
  private FlowListWriter() {}

  public static void write(TrafficPattern pattern, Path file) {
    OpenFiles.write(file, "flow list", out -> write(pattern, out));
  }

  public static void write(TrafficPattern pattern, Writer out) throws IOException {
    FlowList list = pattern instanceof FlowList l && l.hasSizes() ? l : null;
    out.write("# interflow flow list: src dst [bytes]\n");
    StringBuilder line = new StringBuilder(32);
    for (long f = 0; f < pattern.flowCount(); f++) {
      line.setLength(0);
      line.append(pattern.source(f)).append(' ').append(pattern.destination(f));
      if (list != null && list.sizeBytes(f) != FlowList.NO_SIZE) line.append(' ').append(list.sizeBytes(f));
      out.write(line.append('\n').toString());
    }
  }
}
