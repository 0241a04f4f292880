/**
 * Bandwidth sharing of the dynamic engine: bottleneck-share (INRFlow) and max-min (SimGrid)
 * models, weighted and multipath, under the NP/BA/FP priority policies between application and
 * storage traffic. Uses {@code model.topology} and {@code model.traffic} (traffic classes).
 */
package org.interflow.model.network;
