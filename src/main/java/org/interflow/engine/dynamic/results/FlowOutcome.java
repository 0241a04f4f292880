package org.interflow.engine.dynamic.results;

import org.interflow.engine.dynamic.flows.FlowRecord;

/**
 * A flow of the run with the tasks it connected.
 *
 * @param record what the network did with it (delivered or undeliverable)
 * @param job job index
 * @param sourceTask sending task
 * @param destinationTask receiving task
 */
public record FlowOutcome(FlowRecord record, int job, int sourceTask, int destinationTask) {}
