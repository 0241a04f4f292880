/**
 * What {@code interflow optimize} writes once its runs are done: the fronts, designs, indicators and
 * grouped tables ({@code OptimizeReport}), and the simulated comparison of picked designs against
 * equally sized Jellyfish networks ({@code EvaluationReport}). Uses {@code optimize.run}, the
 * dynamic engine through {@code optimize.run.SimulatedWorkload}, {@code io/results} and XChart.
 */
package org.interflow.optimize.report;
