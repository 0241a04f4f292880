package org.interflow.optimize.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class EvaluationReportTest {
  @Test
  void jellyfishOverDesignIsTheRatioOfTheirTimesWhenBothDeliverEverything() {
    assertEquals(1.25, EvaluationReport.overDesign(2.5e-4, 2.0e-4, 0).getAsDouble(), 1e-15);
  }

  @Test
  void aNetworkThatDropsFlowsIsNotCompared() {
    // a disconnected Jellyfish (one router link per router) ends early on what it delivers
    assertTrue(EvaluationReport.overDesign(1.0e-4, 2.0e-4, 14724).isEmpty());
  }
}
