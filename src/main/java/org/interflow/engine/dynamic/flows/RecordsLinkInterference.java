package org.interflow.engine.dynamic.flows;

/**
 * A {@link FlowModel} that can attribute link time to jobs. The runners put what it recorded into
 * the result; a flow model without this role gives none.
 */
public interface RecordsLinkInterference {
  /** What was recorded over the run, or null when job attribution was off. */
  LinkInterference linkInterference();
}
