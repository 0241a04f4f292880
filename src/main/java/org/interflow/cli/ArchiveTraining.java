package org.interflow.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The training run of the launcher's class-data-sharing archive: a few tiny commands in one JVM,
 * so that {@code -XX:ArchiveClassesAtExit} records the classes a run loads (configuration,
 * picocli, logging, topology builders and routings of a star, a fat-tree and a torus, the trace
 * reader, the direct and the actor replay runtimes, the static engine, the batch scheduler, the
 * result writers and plots). Not a
 * user command: {@code ./interflow} runs it once after each jar build, as
 * {@code java -XX:ArchiveClassesAtExit=target/interflow.jsa -cp <jar> org.interflow.cli.ArchiveTraining <empty dir>}.
 */
public final class ArchiveTraining {
  /** Two ranks exchanging one message: the smallest trace that goes through every replay phase. */
  private static final String TRACE = "0 init\n1 init\n0 send 1 0 10\n1 recv 0 0 10\n0 finalize\n1 finalize\n";
  /** Three jobs on a 2-node machine (the third waits and is backfilled): every schedule phase and output. */
  private static final String JOB_LOG = "; MaxNodes: 2\n1 0 -1 10 1 -1 -1 -1 20 -1 1 1 1 -1 -1 -1 -1 -1\n"
      + "2 1 -1 10 2 -1 -1 -1 20 -1 1 1 1 -1 -1 -1 -1 -1\n3 2 -1 5 1 -1 -1 -1 5 -1 1 1 1 -1 -1 -1 -1 -1\n";

  private ArchiveTraining() {}

  /**
   * Runs the commands with their results under {@code args[0]} (a scratch folder the caller
   * deletes) and exits 0 when every one succeeded, 1 otherwise (then the archive is not used).
   */
  public static void main(String[] args) throws IOException {
    if (args.length != 1) {
      System.err.println("usage: ArchiveTraining <scratch folder>");
      System.exit(2);
    }
    Path dir = Files.createDirectories(Path.of(args[0]));
    Path trace = Files.writeString(dir.resolve("trace.txt"), TRACE);
    String t = trace.toString();
    Path jobLog = Files.writeString(dir.resolve("jobs.swf"), JOB_LOG);
    List<String[]> runs = List.of(
        new String[] {"--version"},   // names no sub-command, so every one is registered: their option models are recorded too
        new String[] {"replay", "--trace", t, "-t", "star:servers=2", "--runtime", "direct", "--set", "output.plots=false",
            "--set", "simulate.utilisation.enabled=false", "--out", dir.resolve("replay-star").toString()},
        new String[] {"replay", "--trace", t, "-t", "fattree:k=4,n=3", "--runtime", "direct", "--out", dir.resolve("replay-fattree").toString()},
        new String[] {"replay", "--trace", t, "-t", "torus:dims=2x2x2", "--runtime", "direct", "--set", "output.plots=false",
            "--out", dir.resolve("replay-torus").toString()},
        new String[] {"replay", "--trace", t, "-t", "star:servers=2", "--runtime", "actors", "--set", "output.plots=false",
            "--out", dir.resolve("replay-actors").toString()},
        new String[] {"static", "--out", dir.resolve("static").toString()},
        new String[] {"schedule", "--workload", jobLog.toString(), "--out", dir.resolve("schedule").toString()});
    int failed = 0;
    for (String[] run : runs) {
      if (Main.run(run) != 0) failed++;
    }
    System.exit(failed == 0 ? 0 : 1);
  }
}
