/**
 * Applications for the dynamic engine: the node-program contract (what a task does when events
 * reach it), pseudo-applications from INRFlow and causal benchmarking patterns. Pure and
 * deterministic; uses {@code model.traffic}.
 */
package org.interflow.model.traffic.app;
