/**
 * Non-minimal and adaptive routings for HyperX: Valiant through a random intermediate switch and
 * UGAL's load-based choice between the minimal path and Valiant detours. Uses {@code
 * model.routing}, {@code model.topology} and {@code model.failure}.
 */
package org.interflow.model.routing.hyperx;
