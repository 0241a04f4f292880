/**
 * Interflow's Akka clusters: the serialization marker of every message that may cross JVMs, the
 * bootstrap of a one-node cluster, of an optimisation's own cluster (a coordinator that runs the
 * Optimizer, workers that join through seed nodes and leave with it) and of a standing cluster of
 * long-lived members ({@link org.interflow.cluster.StandingMember}) that refuse nodes with another
 * secret ({@link org.interflow.cluster.CookieCheck}); sweeps in {@code cluster.sweep}; and the
 * Cluster Sharding of {@link
 * org.interflow.cluster.SimulationShard} entities that evaluate the designs of any described design
 * problem on any node. May use optimize, actors, engine, io and model; only the CLI uses it.
 */
package org.interflow.cluster;
