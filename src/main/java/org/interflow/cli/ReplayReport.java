package org.interflow.cli;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import org.interflow.engine.dynamic.results.SimulationResult;
import org.interflow.io.results.ChromeTrace;
import org.interflow.io.results.CsvTable;
import org.interflow.io.results.Plots;
import org.interflow.io.results.RunDirectory;
import org.interflow.io.results.Summary;
import org.interflow.model.topology.Topology;
import org.interflow.model.traffic.mpi.ActionTape;
import org.interflow.model.traffic.mpi.RankState;
import org.interflow.model.traffic.mpi.RankStats;
import org.interflow.model.traffic.mpi.ReplayOutcome;
import org.interflow.model.traffic.mpi.StateSpans;
import org.interflow.model.traffic.mpi.TrafficMatrix;

/**
 * Writes a replay's results: {@code summary.json}, {@code ranks.csv} (per-rank compute, send,
 * receive-wait and collective time), the rank-to-rank traffic matrix ({@code traffic-matrix.csv}
 * and a PNG heatmap), the link utilisation series of the dynamic engine and a Chrome trace-event
 * timeline of every rank's states ({@code timeline.json}).
 */
final class ReplayReport {
  private static final int PS_DECIMALS = 12;

  private ReplayReport() {}

  /**
   * Everything a replay produced: the tape, every rank's figures (from the result), the placement,
   * the run and the messages its network dropped.
   */
  record Outcome(ActionTape tape, ReplayOutcome ranks, int[] servers, SimulationResult result, double wallSeconds,
      UndeliverableFlows undeliverable) {
    /** Time until the last rank finished (or the run stopped, when some never did). */
    double simulatedSeconds() {
      long last = ranks.lastFinishPs();
      return (last >= 0 ? last : result.makespanPs()) / 1e12;
    }

    /** One line per unfinished rank, by rank; a rank waiting for a dropped message says why it never comes. */
    List<String> waits() {
      return undeliverable.count() == 0 ? ranks.waits() : ranks.waits((from, to) -> undeliverable.reason(0, from, to));
    }

    /** True when ranks never finished because of each other alone: no message was dropped. */
    boolean deadlocked() { return undeliverable.count() == 0 && !waits().isEmpty(); }
  }

  /**
   * Writes every result file. The timeline, by far the largest (tens of MB for thousands of
   * ranks), is written on a second thread meanwhile (see {@link #alongside}).
   */
  static void write(RunDirectory dir, ReplaySettings settings, NetworkSetup net, Outcome o) {
    if (settings.outputs().timeline()) {
      alongside(() -> writeTables(dir, settings, net, o), () -> writeTimeline(dir, settings, o));
    } else {
      writeTables(dir, settings, net, o);
    }
  }

  /**
   * Runs {@code side} on a second thread while {@code main} runs on this one, and returns once both
   * are done: for writing two independent sets of files at once (each file has one writer, so the
   * bytes do not depend on the threads). A failure is rethrown as it was thrown (main's first, with
   * side's suppressed in it) only once both stopped, so that a run directory throws the staged files
   * away when nothing writes into them any more.
   */
  static void alongside(Runnable main, Runnable side) {
    FutureTask<Void> task = new FutureTask<>(side, null);
    Thread thread = new Thread(task, "results-writer");
    thread.setDaemon(true);
    thread.start();
    try {
      main.run();
    } catch (RuntimeException | Error e) {
      try {
        await(task);
      } catch (RuntimeException | Error second) {
        e.addSuppressed(second);
      }
      throw e;
    }
    await(task);
  }

  /** Waits for {@code task} and rethrows what stopped it, as it was thrown. */
  private static void await(FutureTask<Void> task) {
    boolean interrupted = false;
    try {
      while (true) {
        try {
          task.get();
          return;
        } catch (InterruptedException e) {
          interrupted = true;  // keep waiting: the task may still be writing
        } catch (ExecutionException e) {
          if (e.getCause() instanceof RuntimeException r) throw r;
          if (e.getCause() instanceof Error r) throw r;
          throw new IllegalStateException(e.getCause());
        }
      }
    } finally {
      if (interrupted) Thread.currentThread().interrupt();
    }
  }

  /** Every result but the timeline. */
  private static void writeTables(RunDirectory dir, ReplaySettings settings, NetworkSetup net, Outcome o) {
    Topology t = net.topology();
    ActionTape tape = o.tape();
    SimulationResult r = o.result();
    long mismatches = 0;
    for (int rank = 0; rank < tape.ranks(); rank++) mismatches += o.ranks().stats(rank).sizeMismatches();
    Summary s = new Summary()
        .put("command", "replay")
        .put("wallSeconds", o.wallSeconds())
        .put("trace", settings.trace().toString())
        .put("format", settings.format() == null ? "auto" : settings.format().name().toLowerCase(java.util.Locale.ROOT))
        .put("topology", t.spec().canonical())
        .put("routing", net.routingName())
        .put("sharing", settings.dynamic().sharing())
        .put("mpi", settings.mpiPreset())
        .put("placement", settings.placement())
        .put("seed", settings.dynamic().seed())
        .put("servers", t.servers())
        .put("simulatedSeconds", o.simulatedSeconds())
        .put("ranks", tape.ranks())
        .put("actions", tape.actions())
        .put("messages", o.ranks().messages())
        .put("bytes", o.ranks().bytes())
        .put("traceMessages", tape.messages())
        .put("traceBytes", tape.messageBytes())
        .put("flows", r.flows())
        .put("networkBytes", r.bytes())
        .put("events", r.events())
        .put("undeliverable", r.undeliverable())
        .put("sizeMismatches", mismatches)
        .put("linkUtilisationRecorded", r.linkUtilisation() != null);
    Map<String, Object> skipped = new LinkedHashMap<>();
    for (Map.Entry<String, ActionTape.SkippedCall> e : new java.util.TreeMap<>(tape.skipped()).entrySet()) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("count", e.getValue().count());
      m.put("firstFile", e.getValue().firstFile());
      m.put("firstLine", e.getValue().firstLine());
      skipped.put(e.getKey(), m);
    }
    s.put("skippedCalls", skipped);
    s.put("deadlocked", o.deadlocked());
    s.put("waiting", o.waits());
    if (o.undeliverable().count() > 0) s.put("undeliverableMessages", o.undeliverable().lines(true));
    s.write(dir.file("summary.json"));

    try (CsvTable csv = new CsvTable(dir.file("ranks.csv"), "rank", "server", "actions", "computeSeconds", "sendSeconds",
        "receiveWaitSeconds", "collectiveSeconds", "messagesSent", "bytesSent", "messagesReceived", "bytesReceived",
        "finishSeconds")) {
      for (int rank = 0; rank < tape.ranks(); rank++) {
        RankStats x = o.ranks().stats(rank);
        csv.cell(rank).cell(o.servers()[rank]).cell(x.actions()).cellScaled(x.computePs(), PS_DECIMALS)
            .cellScaled(x.sendPs(), PS_DECIMALS).cellScaled(x.receivePs(), PS_DECIMALS)
            .cellScaled(x.collectivePs(), PS_DECIMALS).cell(x.messagesSent()).cell(x.bytesSent())
            .cell(x.messagesReceived()).cell(x.bytesReceived());
        if (x.finished()) csv.cellScaled(x.finishPs(), PS_DECIMALS); else csv.cell("");
        csv.endRow();
      }
    }
    writeMatrix(dir, settings, o);
    boolean plots = settings.outputs().plots();
    if (r.linkUtilisation() != null && r.linkUtilisation().bins() > 0) {
      SimulateReport.writeUtilisation(dir, t, r.linkUtilisation(), plots);
    }
  }

  private static void writeMatrix(RunDirectory dir, ReplaySettings settings, Outcome o) {
    int ranks = o.tape().ranks();
    TrafficMatrix m = o.ranks().traffic();
    try (CsvTable csv = new CsvTable(dir.file("traffic-matrix.csv"), "source", "destination", "bytes")) {
      for (int i = 0; i < m.pairs(); i++) csv.cell(m.source(i)).cell(m.destination(i)).cell(m.bytes(i)).endRow();
    }
    if (settings.outputs().plots()) {
      Plots.trafficMatrix(dir.file("traffic-matrix.png"), "Traffic matrix: " + settings.trace().getFileName(), ranks, (a, b) -> m.bytes(a, b));
    }
  }

  private static void writeTimeline(RunDirectory dir, ReplaySettings settings, Outcome o) {
    try (ChromeTrace trace = new ChromeTrace(dir.file("timeline.json"))) {
      trace.processName(0, "replay " + settings.trace().getFileName());
      for (int rank = 0; rank < o.tape().ranks(); rank++) {
        trace.threadName(0, rank, "rank " + rank + " (server " + o.servers()[rank] + ")");
      }
      RankState[] states = RankState.values();
      String[] names = new String[states.length];
      for (RankState st : states) names[st.ordinal()] = st.name().toLowerCase(java.util.Locale.ROOT);
      for (int rank = 0; rank < o.tape().ranks(); rank++) {
        StateSpans spans = o.ranks().spans(rank);
        if (spans == null) continue;
        for (int i = 0; i < spans.size(); i++) {
          String name = names[spans.state(i).ordinal()];
          trace.complete(name, name, spans.startPs(i), spans.endPs(i) - spans.startPs(i), 0, rank);
        }
      }
    }
  }
}
