/**
 * The network side of a dynamic run: the {@code FlowModel} interface, its flow-level
 * implementation {@code FlowTable} (routing, latency, bandwidth sharing, subflows), the stepper that
 * drives it one cycle at a time, flow requests and records, and link-utilisation recording. Uses
 * model only.
 */
package org.interflow.engine.dynamic.flows;
