/**
 * The Akka cluster of the optimizer: the serialization marker of every message that may cross JVMs,
 * the bootstrap of a one-node or multi-JVM cluster (a coordinator that runs the Optimizer, workers
 * that join through seed nodes and leave with it), and the Cluster Sharding of {@link
 * org.interflow.cluster.SimulationShard} entities that evaluate the designs of any described design
 * problem on any node. May use optimize, actors, engine, io and model; only the CLI uses it.
 */
package org.interflow.cluster;
