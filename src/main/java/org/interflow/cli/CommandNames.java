package org.interflow.cli;

import java.util.Collection;
import java.util.Optional;

/**
 * Finds the command a mistyped name most likely meant, for the "unknown command" message: the
 * candidate at the smallest Levenshtein distance (insertions, deletions and substitutions of
 * one character each), provided it is close, that is at most 2 edits away, or one name is a
 * prefix of the other and the shorter has at least 3 characters ({@code sim} for {@code
 * simulate}, {@code topology} for {@code topo}). Ties go to the earlier candidate. O(total
 * characters squared) over a dozen short names.
 */
final class CommandNames {
  /** Most edits between a typed name and a suggestion. */
  static final int MAX_EDITS = 2;

  private CommandNames() {}

  /** The closest of {@code candidates} to {@code typed}, if one is close enough. */
  static Optional<String> closest(String typed, Collection<String> candidates) {
    String best = null;
    int bestDistance = Integer.MAX_VALUE;
    for (String c : candidates) {
      int d = distance(typed, c);
      boolean close = d <= MAX_EDITS || (Math.min(typed.length(), c.length()) >= 3 && (c.startsWith(typed) || typed.startsWith(c)));
      if (close && d < bestDistance) {
        best = c;
        bestDistance = d;
      }
    }
    return Optional.ofNullable(best);
  }

  /** The Levenshtein distance of {@code a} and {@code b} (two rows of the dynamic programme). */
  static int distance(String a, String b) {
    int[] previous = new int[b.length() + 1];
    int[] current = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) previous[j] = j;
    for (int i = 1; i <= a.length(); i++) {
      current[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int substitute = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
        current[j] = Math.min(substitute, Math.min(previous[j], current[j - 1]) + 1);
      }
      int[] swap = previous;
      previous = current;
      current = swap;
    }
    return previous[b.length()];
  }
}
