/**
 * Sweeps on an Akka cluster: a {@link org.interflow.cluster.sweep.SweepDriver} on the submitting
 * JVM hands runs to the {@link org.interflow.cluster.sweep.RunHost} of every member (found through
 * the receptionist, at most max-parallel runs each), redoes the runs of a member that the cluster
 * removed, and commits each run's results into the sweep folder; files travel by content hash
 * between the {@link org.interflow.cluster.sweep.FileServer}s of the nodes. May use io/sweep and
 * the cluster bootstrap; runs are executed through {@link org.interflow.io.sweep.RunExecutor}.
 */
package org.interflow.cluster.sweep;
