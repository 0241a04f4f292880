/**
 * Job scheduling policies: which waiting job starts next, on which servers, and how its tasks map
 * onto them. Pure and deterministic; uses {@code model.topology} and the packages above it.
 */
package org.interflow.model.scheduler;
