package org.interflow.engine.dynamic.flows;

/**
 * What one job took from another over a run, summed over every directed link: which job slowed
 * which (see {@link JobLinkRecorder}).
 *
 * @param job the job that had traffic on the links
 * @param other the job whose traffic shared them
 * @param lostSeconds the integral, over the times both had traffic on a link, of the fraction of the
 *     link's capacity {@code other}'s subflows took, summed over links (link-seconds)
 * @param otherBytes the bytes {@code other} carried over those links during those times
 */
public record JobPairLoss(int job, int other, double lostSeconds, double otherBytes) {}
