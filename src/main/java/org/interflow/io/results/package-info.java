/**
 * Result output: the run directory (staged, committed atomically), canonical summary JSON, CSV
 * tables (including the link utilisation time series), PNG plots (histograms, CDFs, heatmaps) and
 * Chrome trace-event timelines. Takes plain arrays and model values, never engine types; uses only
 * the JDK (java.awt draws every plot) and Jackson.
 */
package org.interflow.io.results;
