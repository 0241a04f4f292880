/**
 * The dynamic engine's model objects, in sub-packages by what lives there: events, cycles, flows,
 * tasks, jobs, results and runner (see docs/architecture.md). Plain Java, no Akka: the actors of
 * {@code org.interflow.actors} own these objects and only translate messages into calls on them.
 */
package org.interflow.engine.dynamic;
