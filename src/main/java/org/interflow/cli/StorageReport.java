package org.interflow.cli;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.interflow.engine.dynamic.results.FlowOutcome;
import org.interflow.engine.dynamic.flows.FlowRecord;
import org.interflow.engine.dynamic.results.JobOutcome;
import org.interflow.engine.dynamic.flows.LinkUtilisation;
import org.interflow.engine.dynamic.results.SimulationResult;
import org.interflow.io.results.CsvTable;
import org.interflow.io.results.Plots;
import org.interflow.io.results.RunDirectory;
import org.interflow.io.results.Summary;
import org.interflow.model.storage.IoAccounting;
import org.interflow.model.storage.StorageDevice;
import org.interflow.model.storage.StorageLayout;
import org.interflow.model.storage.StorageRun;
import org.interflow.model.traffic.TrafficClass;
import org.slf4j.LoggerFactory;

/**
 * Writes a run's storage results: {@code storage.json} (totals and every job's I/O),
 * {@code storage-jobs.csv} (per job: bytes read and written, read, write and I/O time),
 * {@code storage-devices.csv} (per device: bytes, mean and peak read and write utilisation) and,
 * when the device links were recorded, {@code storage-utilisation.csv} and its PNG (each used
 * device's read and write utilisation over time). A read is a storage flow from one of a job's
 * device tasks; a write one to it.
 */
final class StorageReport {
  private static final int PS_DECIMALS = 12;

  private StorageReport() {}

  static void write(RunDirectory dir, RunConfig config, StorageRun storage, SimulationResult r) {
    IoAccounting io = new IoAccounting(r.jobs().size());
    List<StorageDevice> devices = storage.network().devices();
    long[] readBytes = new long[devices.size()];
    long[] writeBytes = new long[devices.size()];
    int firstDevice = devices.isEmpty() ? 0 : devices.get(0).endpoint();
    for (FlowOutcome f : r.flowOutcomes()) {
      FlowRecord x = f.record();
      if (x.trafficClass() != TrafficClass.STORAGE || !x.delivered() || storage.layouts().get(f.job()) == null) continue;
      boolean read = f.sourceTask() >= storage.nodes().get(f.job()).length;
      io.add(f.job(), read, x.bytes(), x.injectedPs(), x.deliveredPs());
      int device = (read ? x.sourceServer() : x.destinationServer()) - firstDevice;
      if (read) readBytes[device] += x.bytes();
      else writeBytes[device] += x.bytes();
    }
    writeJobs(dir, storage, r, io);
    LinkUtilisation u = r.linkUtilisation();
    boolean recorded = u != null && u.bins() > 0 && devices.stream().allMatch(d -> Arrays.binarySearch(u.links(), d.readLink()) >= 0);
    if (!recorded) {
      LoggerFactory.getLogger(StorageReport.class).info("storage: device utilisation needs simulate.utilisation.enabled and links = server or all");
    }
    writeDevices(dir, devices, readBytes, writeBytes, recorded ? u : null, config.bool("output.plots"));
  }

  private static void writeJobs(RunDirectory dir, StorageRun storage, SimulationResult r, IoAccounting io) {
    List<Map<String, Object>> jobs = new ArrayList<>();
    long totalRead = 0;
    long totalWrite = 0;
    try (CsvTable csv = new CsvTable(dir.file("storage-jobs.csv"), "job", "application", "computeTasks", "devices", "readBytes",
        "writeBytes", "reads", "writes", "readSeconds", "writeSeconds", "ioSeconds", "runSeconds")) {
      for (JobOutcome j : r.jobs()) {
        IoAccounting.JobIo x = io.job(j.job());
        StorageLayout layout = storage.layouts().get(j.job());
        long runPs = j.finished() ? j.finishPs() - j.startPs() : -1;
        csv.cell(j.job()).cell(j.name()).cell(storage.nodes().get(j.job()).length).cell(layout == null ? "" : names(layout))
            .cell(x.readBytes()).cell(x.writeBytes()).cell(x.reads()).cell(x.writes()).cellScaled(x.readPs(), PS_DECIMALS)
            .cellScaled(x.writePs(), PS_DECIMALS).cellScaled(x.ioPs(), PS_DECIMALS);
        if (runPs < 0) csv.cell(""); else csv.cellScaled(runPs, PS_DECIMALS);
        csv.endRow();
        totalRead += x.readBytes();
        totalWrite += x.writeBytes();
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("job", j.job());
        m.put("readBytes", x.readBytes());
        m.put("writeBytes", x.writeBytes());
        m.put("ioSeconds", Summary.canonical(x.ioPs() / 1e12));
        m.put("runSeconds", runPs < 0 ? null : Summary.canonical(runPs / 1e12));
        jobs.add(m);
      }
    }
    new Summary().put("storage", storage.network().topology().spec().canonical())
        .put("devices", storage.network().devices().size())
        .put("computeNodes", storage.network().computeNodes())
        .put("readBytes", totalRead).put("writeBytes", totalWrite).put("jobs", jobs)
        .write(dir.file("storage.json"));
  }

  /** Each device's bytes and utilisation; the time series and heatmap of the devices that moved data. */
  private static void writeDevices(RunDirectory dir, List<StorageDevice> devices, long[] readBytes, long[] writeBytes,
      LinkUtilisation u, boolean plots) {
    List<int[]> rows = new ArrayList<>();   // {utilisation index, device, direction 0 read / 1 write} of used devices
    try (CsvTable csv = new CsvTable(dir.file("storage-devices.csv"), "device", "endpoint", "readBytes", "writeBytes",
        "meanReadUtilisation", "meanWriteUtilisation", "peakReadUtilisation", "peakWriteUtilisation")) {
      for (int d = 0; d < devices.size(); d++) {
        StorageDevice device = devices.get(d);
        csv.cell(device.name()).cell(device.endpoint()).cell(readBytes[d]).cell(writeBytes[d]);
        if (u == null) {
          csv.cell("").cell("").cell("").cell("").endRow();
          continue;
        }
        int read = Arrays.binarySearch(u.links(), device.readLink());
        int write = Arrays.binarySearch(u.links(), device.writeLink());
        csv.cell(rounded(mean(u, read))).cell(rounded(mean(u, write))).cell(rounded(peak(u, read))).cell(rounded(peak(u, write))).endRow();
        if (readBytes[d] > 0) rows.add(new int[] {read, d, 0});
        if (writeBytes[d] > 0) rows.add(new int[] {write, d, 1});
      }
    }
    if (u == null) return;
    try (CsvTable csv = new CsvTable(dir.file("storage-utilisation.csv"), "device", "direction", "binStartSeconds", "utilisation")) {
      for (int[] row : rows) {
        for (int b = 0; b < u.bins(); b++) {
          double x = u.utilisation(row[0], b);
          if (x == 0) continue;  // idle cells are left out
          csv.cell(devices.get(row[1]).name()).cell(row[2] == 0 ? "read" : "write").cellScaled(b * u.binPs(), PS_DECIMALS)
              .cellScaled(Math.round(x * 1e6), 6).endRow();
        }
      }
    }
    if (plots && !rows.isEmpty()) {
      List<String> labels = new ArrayList<>();
      for (int[] row : rows) labels.add(devices.get(row[1]).name() + (row[2] == 0 ? " r" : " w"));
      Plots.labelledUtilisationHeatmap(dir.file("storage-utilisation.png"), "Storage devices used: read (r) and write (w) utilisation",
          "", labels, u.bins(), (row, bin) -> u.utilisation(rows.get(row)[0], bin), u.binPs() / 1e12);
    }
  }

  private static String names(StorageLayout layout) {
    List<String> n = new ArrayList<>();
    for (StorageDevice d : layout.devices()) n.add(d.name());
    return n.size() <= 4 ? String.join(" ", n) : n.get(0) + " .. " + n.get(n.size() - 1) + " (" + n.size() + ")";
  }

  private static double mean(LinkUtilisation u, int index) {
    double sum = 0;
    for (int b = 0; b < u.bins(); b++) sum += u.utilisation(index, b);
    return sum / u.bins();
  }

  private static double peak(LinkUtilisation u, int index) {
    double max = 0;
    for (int b = 0; b < u.bins(); b++) max = Math.max(max, u.utilisation(index, b));
    return max;
  }

  private static double rounded(double x) { return Math.round(x * 1e6) / 1e6; }
}
