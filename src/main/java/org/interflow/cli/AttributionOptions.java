package org.interflow.cli;

import java.util.List;
import picocli.CommandLine.Option;

/** The options of {@code simulate} and {@code schedule} that ask for attribution (the keys under {@code attribution}). */
public final class AttributionOptions {
  @Option(names = "--attribute",
      description = "Also run every job alone (same servers, network, seed; schedule: network mode): slowdowns and the links "
          + "where others took its time.")
  boolean attribute;

  @Option(names = "--attribute-top", paramLabel = "N", description = "Links listed per job with --attribute (attribution.top-links, default 5).")
  Integer attributeTop;

  /** Adds the configuration overrides these options stand for to {@code overrides}. */
  void addTo(List<String> overrides) {
    if (attribute) overrides.add("attribution.enabled=true");
    if (attributeTop != null) overrides.add("attribution.top-links=" + attributeTop);
  }
}
