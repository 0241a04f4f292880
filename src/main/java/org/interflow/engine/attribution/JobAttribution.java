package org.interflow.engine.attribution;

import java.util.List;
import org.interflow.engine.dynamic.flows.JobLinkShare;
import org.interflow.engine.dynamic.flows.JobPairLoss;

/**
 * One job's interference, attributed: its run time with the others and alone, and the links where
 * the others took most of its time.
 *
 * @param job job index in the shared run
 * @param name application name
 * @param startPs when it started in the shared run (-1: never)
 * @param togetherPs start to finish in the shared run (-1: it never started or never finished)
 * @param alonePs start to finish alone (-1: not run alone, or it never finished)
 * @param topLinks the links on which it met other jobs' traffic, most time lost first ({@link
 *     JobLinkShare#lostSeconds()} descending, then shared time descending, then link id), at most
 *     the top-N asked for
 * @param byOther what each other job took from it over all links, by other job
 */
public record JobAttribution(int job, String name, long startPs, long togetherPs, long alonePs, List<JobLinkShare> topLinks,
    List<JobPairLoss> byOther) {
  public JobAttribution {
    topLinks = List.copyOf(topLinks);
    byOther = List.copyOf(byOther);
  }

  /** The other job that took most link capacity from it (lowest index on a tie); -1 when none took any. */
  public int mainCulprit() {
    int culprit = -1;
    double most = 0;
    for (JobPairLoss p : byOther) {
      if (p.lostSeconds() > most) {
        most = p.lostSeconds();
        culprit = p.other();
      }
    }
    return culprit;
  }

  /** Link-seconds of capacity the other jobs took from it, over all links. */
  public double lostSeconds() {
    double sum = 0;
    for (JobPairLoss p : byOther) sum += p.lostSeconds();
    return sum;
  }

  /** Together over alone (1 = no interference); NaN when either time is unknown or alone took no time. */
  public double slowdown() {
    return togetherPs < 0 || alonePs <= 0 ? Double.NaN : (double) togetherPs / alonePs;
  }
}
