package org.interflow.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** simulate with Markov jobs and storage from the command line: outputs, runtimes, SAN, and one-line errors. */
class StorageCommandTest {
  private static final String IO_JOB = "markov:preset=io,tasks=4,read=16MiB,write=16MiB";

  private static String errorLine(CliRun o) {
    for (String l : o.err().split("\n")) if (l.startsWith("interflow: ")) return l;
    return "";
  }

  private static CliRun simulate(Path out, String... extra) {
    String[] args = new String[extra.length + 5];
    args[0] = "simulate";
    args[1] = "-t";
    args[2] = "fattree:k=4,n=2";
    System.arraycopy(extra, 0, args, 3, extra.length);
    args[extra.length + 3] = "--out";
    args[extra.length + 4] = out.toString();
    return CliRun.run(args);
  }

  @Test
  void theActorAndDirectRuntimesWriteTheSameStorageResults(@TempDir Path tmp) throws IOException {
    CliRun actors = simulate(tmp.resolve("actors"), "--job", IO_JOB, "--job", "markov:preset=comm,tasks=4,placement=internal", "--threads", "3");
    CliRun direct = simulate(tmp.resolve("direct"), "--job", IO_JOB, "--job", "markov:preset=comm,tasks=4,placement=internal", "--runtime", "direct");
    assertEquals(0, actors.code(), actors.err());
    assertEquals(0, direct.code(), direct.err());
    for (String f : new String[] {"storage-jobs.csv", "storage-devices.csv", "storage-utilisation.csv", "jobs.csv"}) {
      assertEquals(Files.readString(tmp.resolve("actors").resolve(f)), Files.readString(tmp.resolve("direct").resolve(f)), f);
    }
    assertTrue(Files.size(tmp.resolve("actors").resolve("storage-utilisation.png")) > 0);
  }

  @Test
  void centralStorageOnASanIsReachedThroughIt(@TempDir Path tmp) throws IOException {
    // fabric fattree:k=4,n=2 (16 compute nodes), SAN fattree:k=4,n=3 (64 servers: 16 compute ports,
    // 2 storage servers). External placement: nodes 0..3 use servers 0, 1, 0, 1; every storage
    // flow's path is PCIe-free: SAN access, SAN switches, the device link (7 hops: up and down a
    // 3-level tree is 6 links, plus the device).
    CliRun o = simulate(tmp.resolve("r"), "--set", "storage.central.servers=2", "--set", "storage.central.network=\"fattree:k=4,n=3\"",
        "--job", IO_JOB + ",placement=external");
    assertEquals(0, o.code(), o.err());
    String jobs = Files.readString(tmp.resolve("r/storage-jobs.csv"));
    assertTrue(jobs.contains(",storage-0 storage-1,"), jobs);
    for (String line : Files.readAllLines(tmp.resolve("r/flows.csv"))) {
      if (line.contains(",storage,")) assertTrue(line.endsWith(",7,1"), line);
    }
  }

  @Test
  void aBadSettingOfAStorageKindLeftOffIsStillRefused(@TempDir Path tmp) {
    // the job reads from central storage; local storage is off, and its read bandwidth negative
    CliRun o = simulate(tmp.resolve("r"), "--job", IO_JOB + ",placement=external", "--set", "storage.central.servers=2",
        "--set", "storage.local.enabled=false", "--set", "storage.local.latency=-1us");
    assertEquals(2, o.code(), o.err());
    assertTrue(errorLine(o).startsWith("interflow: interflow.storage: "), o.err());
    assertTrue(errorLine(o).contains("latency"), o.err());
  }

  @Test
  void aRowThatDoesNotSumToOneIsAOneLineError(@TempDir Path tmp) {
    CliRun o = simulate(tmp.resolve("r"), "--job", "markov:matrix=0:1:0:0:0:0/0:0.5:0:0:0:0.4/0:1:0:0:0:0/0:1:0:0:0:0/0:1:0:0:0:0");
    assertEquals(2, o.code());
    assertTrue(errorLine(o).contains("row Comp of the transition matrix sums to 0.9; expected 1"), o.err());
    assertFalse(Files.exists(tmp.resolve("r")), "nothing written");
  }

  @Test
  void placementsNeedTheirDevicesAndJobsMustFitSideBySide(@TempDir Path tmp) {
    CliRun external = simulate(tmp.resolve("a"), "--job", IO_JOB + ",placement=external");
    assertEquals(2, external.code());
    assertTrue(errorLine(external).contains("job 0 (markov): placement external needs central storage servers"), external.err());
    CliRun unknown = simulate(tmp.resolve("b"), "--job", IO_JOB + ",placement=nowhere");
    assertEquals(2, unknown.code());
    assertTrue(errorLine(unknown).contains("unknown data placement 'nowhere'; valid: local, internal, external"), unknown.err());
    CliRun crowded = simulate(tmp.resolve("c"), "--job", "markov:tasks=10", "--job", "markov:tasks=10");
    assertEquals(2, crowded.code());
    assertTrue(errorLine(crowded).contains("jobs run side by side on the 16 compute nodes; these jobs have 20 tasks together"), crowded.err());
    CliRun san = simulate(tmp.resolve("d"), "--set", "storage.central.servers=2", "--set", "storage.central.network=\"fattree:k=4,n=2\"",
        "--job", IO_JOB);
    assertEquals(2, san.code());
    assertTrue(errorLine(san).contains("the SAN has 16 servers; it needs one per compute node and storage server (18)"), san.err());
  }

  @Test
  void listShowsThePlacementsAndTheMarkovApplication() {
    CliRun o = CliRun.run("list");
    assertEquals(0, o.code());
    assertTrue(o.out().contains("  internal      each task's data on the NVM of the job's node half the job away"), o.out());
    assertTrue(o.out().contains("  markov        INRFlow's Markov-chain application"), o.out());
  }
}
