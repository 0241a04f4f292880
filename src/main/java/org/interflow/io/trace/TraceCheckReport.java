package org.interflow.io.trace;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What {@link TraceCheck} found in a trace: action counts per kind, point-to-point messages and
 * bytes (counted at the senders), skipped calls with their first location, and problems, each
 * with a {@code file:line}.
 *
 * @param ranks the rank count the trace declared
 * @param actions number of actions per kind ({@code compute}, {@code send}, {@code isend}, {@code
 *     recv}, {@code irecv}, {@code wait}, {@code test}, then one entry per collective kind), in that order
 * @param messages point-to-point sends (blocking and non-blocking)
 * @param bytes bytes of those sends
 * @param skipped unmodelled calls by name, in name order
 * @param problems the first problems found (at most {@link TraceCheck#MAX_PROBLEMS}), in a fixed order
 * @param problemCount all problems, including those not listed
 */
public record TraceCheckReport(int ranks, Map<String, Long> actions, long messages, long bytes,
    Map<String, SkippedCall> skipped, List<Problem> problems, long problemCount) {
  public TraceCheckReport {
    actions = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(actions));
    skipped = java.util.Collections.unmodifiableMap(new java.util.TreeMap<>(skipped));
    problems = List.copyOf(problems);
  }

  /** One problem: where ({@code file:line}, or {@code -} for whole-trace problems) and what. */
  public record Problem(String location, String message) {
    @Override public String toString() { return location + ": " + message; }
  }

  /** An unmodelled call: how often and where it first occurred. */
  public record SkippedCall(long count, String firstLocation) {}

  /** True when no problem was found. */
  public boolean ok() { return problemCount == 0; }

  /** Plain-text summary, one fact per line, as {@code interflow trace check} prints it. */
  public String toText() {
    StringBuilder out = new StringBuilder();
    out.append("ranks: ").append(ranks).append('\n');
    out.append("messages: ").append(messages).append(" (").append(bytes).append(" bytes)\n");
    out.append("actions:");
    actions.forEach((k, v) -> { if (v > 0) out.append(' ').append(k).append('=').append(v); });
    out.append('\n');
    skipped.forEach((call, s) -> out.append(String.format(Locale.ROOT, "skipped: %s x%d (first at %s)%n", call, s.count(),
        s.firstLocation())));
    for (Problem p : problems) out.append("problem: ").append(p).append('\n');
    if (problemCount > problems.size()) out.append("problems not listed: ").append(problemCount - problems.size()).append('\n');
    out.append(ok() ? "OK\n" : problemCount + " problem(s)\n");
    return out.toString();
  }
}
