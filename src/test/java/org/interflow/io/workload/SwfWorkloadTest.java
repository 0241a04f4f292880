package org.interflow.io.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.interflow.io.InputFormatException;
import org.interflow.model.units.TimeScale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Expected counts come from awk over the excerpts (commands in the comments). */
class SwfWorkloadTest {
  private static final long NS = 1_000_000_000L;

  @TempDir
  Path tmp;

  private static WorkloadRules rules(JobWindow window, int nodes, int cores, boolean whole, boolean scale, EstimateRule estimate) {
    return new WorkloadRules(window, nodes, cores, whole, scale, estimate, TimeScale.NANOSECONDS);
  }

  @Test
  void riccGivesEightCoresPerNodeAndSkipsItsZeroRuntimeJobs() {
    // MaxProcs / MaxNodes = 8192 / 1024 = 8; 2000 jobs, 9 with runtime 0 -> 1991 kept
    Workload w = SwfWorkload.read(SwfReaderTest.RICC, WorkloadRules.defaults());
    assertEquals(1024, w.machineNodes());
    assertEquals(8, w.coresPerNode());
    assertEquals(1991, w.jobs().size());
    assertEquals(new SkippedJobs(9, 0, 0), w.skipped());
    assertEquals(0, w.estimatesFilled());
    // job 9003: 64 processors -> 8 nodes, submitted at 906303 s, runs 7523 s, asked 240 s
    WorkloadJob j = w.jobs().get(2);
    assertEquals("9003", j.label());
    assertEquals(8, j.request().nodes());
    assertEquals(64, j.processors());
    assertEquals(906303 * NS, j.request().submit());
    assertEquals(7523 * NS, j.runtime());
    assertEquals(240 * NS, j.request().requested());
    assertEquals(SwfStatus.CANCELLED, j.logStatus());
    // awk '$4>0 {p=($8>0?$8:$5); u+=int((p+7)/8)} END {print u}': 5920 nodes in all
    assertEquals(5920, w.jobs().stream().mapToInt(x -> x.request().nodes()).sum());
  }

  @Test
  void windowsTakeJobsByNumberOrBySubmitTime() {
    // awk '$4>0 && $1>=9100 && $1<=9199' | wc -l -> 100
    Workload byNumber = SwfWorkload.read(SwfReaderTest.RICC, rules(new JobWindow(9100, 9199, Long.MIN_VALUE, Long.MAX_VALUE), 0, 0, true,
        false, EstimateRule.RUNTIME));
    assertEquals(100, byNumber.jobs().size());
    assertEquals("9100", byNumber.jobs().get(0).label());
    // awk '$2>=920000 && $2<930000': 191 kept, 8 with zero runtime
    Workload bySubmit = SwfWorkload.read(SwfReaderTest.RICC, rules(new JobWindow(Long.MIN_VALUE, Long.MAX_VALUE, 920_000, 930_000), 0, 0,
        true, false, EstimateRule.RUNTIME));
    assertEquals(191, bySubmit.jobs().size());
    assertEquals(8, bySubmit.skipped().noRuntime());
  }

  @Test
  void aSmallerMachineSkipsWideJobsOrScalesThem() {
    // on 64 nodes, 3 jobs need more (awk: int((p+7)/8) > 64); scaled to 256 nodes, each job's
    // nodes are ceil(n * 256 / 1024), 2729 in all
    Workload small = SwfWorkload.read(SwfReaderTest.RICC, rules(JobWindow.ALL, 64, 0, true, false, EstimateRule.RUNTIME));
    assertEquals(3, small.skipped().tooWide());
    assertEquals(1988, small.jobs().size());
    Workload scaled = SwfWorkload.read(SwfReaderTest.RICC, rules(JobWindow.ALL, 256, 0, true, true, EstimateRule.RUNTIME));
    assertEquals(256, scaled.machineNodes());
    assertEquals(1991, scaled.jobs().size());
    assertEquals(2729, scaled.jobs().stream().mapToInt(x -> x.request().nodes()).sum());
    assertEquals(2, scaled.jobs().get(2).request().nodes(), "8 nodes on 1024 -> 2 on 256");
  }

  @Test
  void sharingNodesSchedulesCores() {
    // whole-nodes off: the machine is 1024 x 8 cores, each job its processors (38044 in all)
    Workload cores = SwfWorkload.read(SwfReaderTest.RICC, rules(JobWindow.ALL, 0, 0, false, false, EstimateRule.RUNTIME));
    assertEquals(8192, cores.machineNodes());
    assertEquals(38044, cores.jobs().stream().mapToInt(x -> x.request().nodes()).sum());
  }

  @Test
  void missingEstimatesComeFromTheRule() {
    // NASA gives no requested times: 989 jobs with runtime > 0, 622120 s of runtime in all
    Workload same = SwfWorkload.read(SwfReaderTest.NASA, WorkloadRules.defaults());
    assertEquals(989, same.jobs().size());
    assertEquals(989, same.estimatesFilled());
    assertEquals(128, same.machineNodes());
    assertEquals(1, same.coresPerNode());
    assertEquals(622120 * NS, same.jobs().stream().mapToLong(x -> x.request().requested()).sum());
    Workload doubled = SwfWorkload.read(SwfReaderTest.NASA, rules(JobWindow.ALL, 0, 0, true, false, EstimateRule.factor(2)));
    assertEquals(2 * 622120 * NS, doubled.jobs().stream().mapToLong(x -> x.request().requested()).sum());
    Workload fixed = SwfWorkload.read(SwfReaderTest.NASA, rules(JobWindow.ALL, 0, 0, true, false, EstimateRule.fixed(3600)));
    assertTrue(fixed.jobs().stream().allMatch(x -> x.request().requested() == 3600 * NS));
  }

  @Test
  void jobsAreOrderedBySubmitTimeAndTheMachineNeedsASize() throws IOException {
    Path f = tmp.resolve("unordered.swf");
    Files.writeString(f, "; MaxNodes: 4\n1 50 -1 10 2 -1 -1 -1 20 -1 1 1 1 -1 -1 -1 -1 -1\n2 10 -1 10 1 -1 -1 -1 20 -1 1 1 1 -1 -1 -1 -1 -1\n");
    Workload w = SwfWorkload.read(f, WorkloadRules.defaults());
    assertEquals("2", w.jobs().get(0).label());
    assertEquals(0, w.jobs().get(0).id());
    assertEquals("1", w.jobs().get(1).label());
    Path bare = tmp.resolve("bare.swf");
    Files.writeString(bare, "1 0 -1 10 2 -1 -1 -1 20 -1 1 1 1 -1 -1 -1 -1 -1\n");
    InputFormatException e = assertThrows(InputFormatException.class, () -> SwfWorkload.read(bare, WorkloadRules.defaults()));
    assertTrue(e.getMessage().contains("schedule.nodes"), e.getMessage());
    assertEquals(1, SwfWorkload.read(bare, rules(JobWindow.ALL, 8, 0, true, false, EstimateRule.RUNTIME)).jobs().size());
  }

  @Test
  void negativeTimesOtherThanMissingAndRepeatedJobNumbersAreMalformedLines() throws IOException {
    String ok = "1 0 -1 10 2 -1 -1 -1 20 -1 1 1 1 -1 -1 -1 -1 -1\n";
    Path run = Files.writeString(tmp.resolve("run.swf"), "; MaxNodes: 4\n" + ok + "2 5 -1 -50 1 -1 -1 -1 20 -1 1 1 1 -1 -1 -1 -1 -1\n");
    InputFormatException e = assertThrows(InputFormatException.class, () -> SwfWorkload.read(run, WorkloadRules.defaults()));
    assertEquals(run + ":3: expected a run time (field 4) >= 0, or -1 for missing, got '-50'", e.getMessage());
    Path requested = Files.writeString(tmp.resolve("req.swf"), "; MaxNodes: 4\n" + ok + "2 5 -1 10 1 -1 -1 -1 -7 -1 1 1 1 -1 -1 -1 -1 -1\n");
    e = assertThrows(InputFormatException.class, () -> SwfWorkload.read(requested, WorkloadRules.defaults()));
    assertEquals(requested + ":3: expected a requested time (field 9) >= 0, or -1 for missing, got '-7'", e.getMessage());
    Path twice = Files.writeString(tmp.resolve("twice.swf"), "; MaxNodes: 4\n" + ok + ok);
    e = assertThrows(InputFormatException.class, () -> SwfWorkload.read(twice, WorkloadRules.defaults()));
    assertEquals(twice + ":3: expected a job number (field 1) no earlier job has, got '1'", e.getMessage());
    // -1 stays "missing": the job without a runtime is skipped, as before
    Path missing = Files.writeString(tmp.resolve("missing.swf"), "; MaxNodes: 4\n" + ok + "2 5 -1 -1 1 -1 -1 -1 20 -1 1 1 1 -1 -1 -1 -1 -1\n");
    Workload w = SwfWorkload.read(missing, WorkloadRules.defaults());
    assertEquals(1, w.jobs().size());
    assertEquals(1, w.skipped().noRuntime());
  }
}
