/**
 * The Optimizer actor, which runs a seeded, resumable design search ({@code DesignSearch}) on the
 * blocking dispatcher, and its {@link org.interflow.optimize.actor.ShardEvaluator}, which hands each
 * batch of candidates, with a serializable {@link org.interflow.optimize.actor.ProblemDescription}, to
 * simulation shards through a {@link org.interflow.optimize.actor.ShardChannel}. The channel is
 * implemented by the cluster layer (Cluster Sharding), so this package needs no cluster types.
 */
package org.interflow.optimize.actor;
