/**
 * The in-process Akka cluster: the serialization marker of every message that may cross JVMs, a
 * one-node cluster bootstrap, and the Cluster Sharding of {@link org.interflow.cluster.SimulationShard}
 * entities that evaluate ExaNeSt designs for the Optimizer actor. May use optimize, actors, engine,
 * io and model; only the CLI uses it.
 */
package org.interflow.cluster;
