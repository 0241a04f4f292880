/**
 * The delta cycles (the Coordinator's model): {@code DeltaCycles} applies each cycle's outputs in
 * canonical order through its three parts, the {@code CycleClock} (time, timers, pending events),
 * the {@code FlowLedger} (every flow) and the {@code JobLog} (jobs and timeline spans). Uses every
 * other sub-package but runner; no Akka.
 */
package org.interflow.engine.dynamic.cycles;
