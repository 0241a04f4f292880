package org.interflow.optimize.search;

import java.util.List;
import java.util.SplittableRandom;
import org.uma.jmetal.solution.Solution;
import org.uma.jmetal.util.pseudorandom.JMetalRandom;

/**
 * What happens at each generation boundary of a {@link SearchLoop} run: jMetal's process-wide
 * generator is reseeded from {@code (seed, run, generation)} before the generation's first draw, and
 * the listener sees the population the generation ended with (after replacement), e.g. to write a
 * {@link Checkpoint}. Because every generation's randomness depends only on those three numbers and
 * on the population it starts from, a run resumed from the population of generation g ({@link Resume})
 * continues exactly as the uninterrupted run did.
 *
 * <p>Generation 0 is the initial population; generation g (g >= 1) is the g-th offspring population
 * of a generational algorithm, or the g-th block of {@code population} single-offspring steps of
 * SMS-EMOA. One run at a time per JVM, since the generator is global.
 *
 * @param <S> the solution type
 */
public final class GenerationControl<S extends Solution<?>> {
  /** Told about each generation that has ended, on the search's thread. */
  @FunctionalInterface
  public interface Listener<S> {
    /**
     * @param generation the generation that ended (0 = the evaluated initial population)
     * @param evaluations objective evaluations so far, including those before a resume
     * @param population the population after the generation's replacement (do not modify)
     */
    void generationEnded(int generation, long evaluations, List<S> population);
  }

  /**
   * Where a resumed run starts: the evaluated population that generation {@code generation} ended
   * with, objectives and algorithm attributes restored.
   */
  public record Resume<S>(int generation, List<S> population) {
    public Resume {
      if (generation < 0) throw new IllegalArgumentException("generation must be >= 0, got " + generation);
      population = List.copyOf(population);
    }
  }

  private final long seed;
  private final int run;
  private final Listener<S> listener;
  private final Resume<S> resume;

  /**
   * @param seed the run's base seed
   * @param run the run index
   * @param listener told about each generation that ends after the resume point (all when fresh)
   * @param resume where to start, or null for a fresh run
   */
  public GenerationControl(long seed, int run, Listener<S> listener, Resume<S> resume) {
    this.seed = seed;
    this.run = run;
    this.listener = listener;
    this.resume = resume;
  }

  /** A fresh run that only reseeds. */
  public static <S extends Solution<?>> GenerationControl<S> reseedOnly(long seed, int run) {
    return new GenerationControl<>(seed, run, (g, e, p) -> { }, null);
  }

  /**
   * The seed of generation {@code generation} of run {@code run}: the three numbers mixed through
   * SplittableRandom's finaliser, so neighbouring generations get unrelated streams.
   */
  public static long generationSeed(long seed, int run, int generation) {
    long mixed = seed * 0x9E3779B97F4A7C15L + run;
    mixed = mixed * 0x9E3779B97F4A7C15L + generation;
    return new SplittableRandom(mixed).nextLong();
  }

  /** Where the run resumes, or null for a fresh run. */
  public Resume<S> resume() { return resume; }

  /** Reseeds jMetal's generator for generation {@code generation}. */
  void begin(int generation) { JMetalRandom.getInstance().setSeed(generationSeed(seed, run, generation)); }

  /** Generation {@code generation} ended: tell the listener (unless it is the resume point) and seed the next one. */
  void ended(int generation, long evaluations, List<S> population) {
    if (resume == null || generation > resume.generation()) listener.generationEnded(generation, evaluations, population);
    begin(generation + 1);
  }
}
