package org.interflow.cli;

import java.nio.file.Path;

/**
 * Which optional result files a run writes: the {@code output} section of the configuration, read
 * once (each key is documented in {@code application.conf}).
 *
 * @param root where runs without {@code --out} go ({@code <root>/<command>-NNN})
 * @param plots PNG plots
 * @param timeline {@code timeline.json} (Chrome trace-event format)
 * @param flowTable {@code flows.csv}, one row per flow
 * @param linkTable {@code links.csv}, one row per directed link
 */
record OutputSettings(Path root, boolean plots, boolean timeline, boolean flowTable, boolean linkTable) {
  static OutputSettings of(RunConfig c) {
    return new OutputSettings(Path.of(c.string("output.root")), c.bool("output.plots"), c.bool("output.timeline"), c.bool("output.flow-table"),
        c.bool("output.link-table"));
  }
}
