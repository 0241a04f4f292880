package org.interflow.engine.dynamic.flows;

import org.interflow.engine.dynamic.results.SimulationResult;

/**
 * A {@link FlowModel} that can record per-link utilisation over time. The runners put what it
 * recorded into the {@link SimulationResult}; a flow model without this role gives none.
 */
public interface RecordsLinkUtilisation {
  /** What was recorded over the run, or null when recording was off. */
  LinkUtilisation linkUtilisation();
}
