package org.interflow.optimize.search;

import java.util.Locale;

/**
 * The multi-objective algorithms a design search can use (jMetal's implementations), each with the
 * name the command line takes and a one-line description.
 */
public enum SearchAlgorithm {
  NSGA_II("nsga2", "NSGA-II (Deb et al. 2002): generational, ranking and crowding distance"),
  NSGA_III("nsga3", "NSGA-III (Deb and Jain 2014): generational, reference-point niching"),
  SMS_EMOA("smsemoa", "SMS-EMOA (Beume et al. 2007): steady state, one offspring per step, hypervolume contribution");

  private final String key;
  private final String description;

  SearchAlgorithm(String key, String description) {
    this.key = key;
    this.description = description;
  }

  /** The name the command line and problem files use ({@code nsga2}, {@code nsga3}, {@code smsemoa}). */
  public String key() { return key; }

  /** One line for {@code --help}. */
  public String description() { return description; }

  /**
   * The algorithm named {@code name} (case-insensitive).
   *
   * @throws IllegalArgumentException naming the valid names when there is none
   */
  public static SearchAlgorithm parse(String name) {
    for (SearchAlgorithm a : values()) if (a.key.equals(name.toLowerCase(Locale.ROOT))) return a;
    throw new IllegalArgumentException("unknown algorithm '" + name + "'; valid: nsga2, smsemoa, nsga3");
  }
}
