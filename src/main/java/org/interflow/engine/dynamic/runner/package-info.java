/**
 * Running a dynamic simulation: what a run needs ({@code SimulationSpec}) and the direct runner,
 * which calls the model objects of every other sub-package in one thread (the actor runtime, in
 * {@code actors}, runs the same objects behind messages).
 */
package org.interflow.engine.dynamic.runner;
