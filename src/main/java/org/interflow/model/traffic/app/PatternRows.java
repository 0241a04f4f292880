package org.interflow.model.traffic.app;

import org.interflow.model.traffic.TrafficPattern;

/**
 * The non-self flows of a pattern grouped by sending task, in CSR form: task t sends flows {@code
 * flow[start[t] .. start[t+1]-1]}, in increasing flow index. Built in O(flows + tasks); {@code 4
 * (flows + tasks)} bytes.
 */
record PatternRows(int[] start, int[] flow) {
  /**
   * Groups {@code pattern}'s flows among {@code tasks} tasks.
   *
   * @param application the application's name, for messages
   * @throws IllegalArgumentException if the pattern has more than 2^31 - 9 flows or one outside the tasks
   */
  static PatternRows of(String application, TrafficPattern pattern, int tasks) {
    long flows = pattern.flowCount();
    if (flows > Integer.MAX_VALUE - 8) throw new IllegalArgumentException(application + " pattern has too many flows: " + flows);
    int[] start = new int[tasks + 1];
    for (int f = 0; f < flows; f++) {
      int source = pattern.source(f);
      int destination = pattern.destination(f);
      if (source < 0 || source >= tasks || destination < 0 || destination >= tasks) {
        throw new IllegalArgumentException(application + " flow " + f + " (" + source + " -> " + destination + ") is outside tasks 0.." + (tasks - 1));
      }
      if (source != destination) start[source + 1]++;
    }
    for (int t = 0; t < tasks; t++) start[t + 1] += start[t];
    int[] flow = new int[start[tasks]];
    int[] fill = start.clone();
    for (int f = 0; f < flows; f++) {
      int source = pattern.source(f);
      if (source != pattern.destination(f)) flow[fill[source]++] = f;
    }
    return new PatternRows(start, flow);
  }
}
