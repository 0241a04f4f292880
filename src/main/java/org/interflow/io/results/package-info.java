/**
 * Result output: the run directory (staged, committed atomically), canonical summary JSON, CSV
 * tables and PNG plots. Uses only the JDK, Jackson and XChart.
 */
package org.interflow.io.results;
