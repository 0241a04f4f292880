package org.interflow.engine.dynamic.flows;

import java.util.ArrayList;
import java.util.List;

/**
 * Per job and directed link, what the job's traffic met from other jobs' traffic over a run:
 * every (job, link) pair on which the job had traffic, sorted by job then link. Produced by the
 * flow model when job attribution is on ({@link JobLinkRecorder}); immutable, compared by value.
 */
public record LinkInterference(List<JobLinkShare> shares) {
  public LinkInterference {
    shares = List.copyOf(shares);
  }

  /** The pairs of job {@code job}, by link. */
  public List<JobLinkShare> of(int job) {
    List<JobLinkShare> out = new ArrayList<>();
    for (JobLinkShare s : shares) if (s.job() == job) out.add(s);
    return out;
  }
}
