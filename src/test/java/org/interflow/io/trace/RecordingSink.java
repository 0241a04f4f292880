package org.interflow.io.trace;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.interflow.model.traffic.mpi.MpiAction;
import org.interflow.model.traffic.mpi.TraceSink;

/** Test sink that keeps every rank's actions, line numbers and the skipped calls. */
final class RecordingSink implements TraceSink {
  int ranks = -1;
  final List<List<MpiAction>> actions = new ArrayList<>();
  final List<List<Long>> lines = new ArrayList<>();
  final Map<String, Integer> skipped = new TreeMap<>();
  boolean ended;

  @Override
  public void ranks(int n) {
    ranks = n;
    for (int i = 0; i < n; i++) {
      actions.add(new ArrayList<>());
      lines.add(new ArrayList<>());
    }
  }

  @Override
  public void action(int rank, MpiAction action, String file, long line) {
    actions.get(rank).add(action);
    lines.get(rank).add(line);
  }

  @Override
  public void skipped(int rank, String call, String file, long line) { skipped.merge(call, 1, Integer::sum); }

  @Override
  public void end() { ended = true; }

  long count(Class<? extends MpiAction> type) {
    return actions.stream().flatMap(List::stream).filter(type::isInstance).count();
  }

  long count(MpiAction.CollectiveKind kind) {
    return actions.stream().flatMap(List::stream)
        .filter(a -> a instanceof MpiAction.Collective c && c.kind() == kind).count();
  }
}
