/**
 * What reaches tasks and what tasks ask for, in primitive columns: task events ({@code TaskEvents}),
 * task actions ({@code TaskActions}), a cycle's events grouped by server ({@code ServerBatches}) and
 * the timer calendar. Frozen sequences are immutable and may travel in actor messages. Uses jobs.
 */
package org.interflow.engine.dynamic.events;
