package org.interflow.engine.dynamic.results;

import java.util.AbstractList;
import java.util.RandomAccess;

/**
 * An immutable list of flow outcomes whose items are made when read (a replay of a million
 * messages whose caller never looks at the flows makes none); {@link SimulationResult} keeps such
 * a list as it is instead of copying it.
 */
public abstract class FlowOutcomeList extends AbstractList<FlowOutcome> implements RandomAccess {}
