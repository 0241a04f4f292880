package org.interflow.engine.dynamic.flows;

import java.util.ArrayList;
import java.util.List;

/**
 * Per job and directed link, what the job's traffic met from other jobs' traffic over a run, and
 * per pair of jobs what one took from the other over all links. Produced by the flow model when
 * job attribution is on ({@link JobLinkRecorder}); immutable, compared by value.
 *
 * @param shares every (job, link) pair on which the job had traffic, sorted by job then link
 * @param pairs every (job, other) pair that met on some link, sorted by job then other
 */
public record LinkInterference(List<JobLinkShare> shares, List<JobPairLoss> pairs) {
  public LinkInterference {
    shares = List.copyOf(shares);
    pairs = List.copyOf(pairs);
  }

  /** The pairs of job {@code job} and the links it had traffic on, by link. */
  public List<JobLinkShare> of(int job) {
    List<JobLinkShare> out = new ArrayList<>();
    for (JobLinkShare s : shares) if (s.job() == job) out.add(s);
    return out;
  }

  /** What the other jobs took from job {@code job}, by other job. */
  public List<JobPairLoss> lossesOf(int job) {
    List<JobPairLoss> out = new ArrayList<>();
    for (JobPairLoss p : pairs) if (p.job() == job) out.add(p);
    return out;
  }
}
