package org.interflow.model.scheduler;

import java.util.SplittableRandom;

/**
 * Maps tasks onto the allocation at random (INRFlow's "random" mapping): the slots of the linear
 * mapping ({@code tasksPerNode} per node, in allocation order) shuffled by a Fisher-Yates shuffle
 * seeded from the run's seed and the job's id, so a job's map does not depend on when or how often
 * it is asked for. O(tasks).
 */
public final class RandomMapping implements MappingPolicy {
  private final long seed;

  public RandomMapping(long seed) { this.seed = seed; }

  @Override
  public int[] map(int job, int tasks, int tasksPerNode, int[] nodes) {
    int[] map = new LinearMapping().map(job, tasks, tasksPerNode, nodes);
    SplittableRandom random = new SplittableRandom(seed ^ mix(job));
    for (int i = tasks - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      int t = map[i];
      map[i] = map[j];
      map[j] = t;
    }
    return map;
  }

  /** A well-spread 64-bit value of the job id (the finaliser of SplitMix64). */
  private static long mix(long x) {
    long z = x * 0x9E3779B97F4A7C15L;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
