package org.interflow.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** simulate with trace jobs and --attribute from the command line: agreement with replay, determinism, one-line errors. */
class AttributionCommandTest {
  private static final String TRACE = "traces/simgrid-ti/actions_allreduce.txt";
  private static final List<String> FILES = List.of("attribution-jobs.csv", "attribution-pairs.csv", "attribution-links.csv",
      "jobs.csv");

  private static String errorLine(CliRun o) {
    for (String l : o.err().split("\n")) if (l.startsWith("interflow: ")) return l;
    return "";
  }

  @Test
  void aTraceJobInSimulateFinishesWhenReplayingTheTraceDoes(@TempDir Path tmp) throws IOException {
    // the same trace, ranks on servers 0..2 of the same star: simulate's trace job and replay are
    // two paths to the same run
    CliRun replay = CliRun.run("replay", "--trace", TRACE, "-t", "star:servers=3", "--out", tmp.resolve("r").toString());
    CliRun simulate = CliRun.run("simulate", "-t", "star:servers=3", "--job", "trace:file=" + TRACE, "--out",
        tmp.resolve("s").toString());
    assertEquals(0, replay.code(), replay.err());
    assertEquals(0, simulate.code(), simulate.err());
    Matcher m = Pattern.compile("\"simulatedSeconds\" : ([0-9.Ee-]+)").matcher(Files.readString(tmp.resolve("r/summary.json")));
    assertTrue(m.find());
    String job = Files.readAllLines(tmp.resolve("s/jobs.csv")).get(1);
    assertTrue(job.startsWith("0,trace:actions_allreduce.txt,3,0,"), job);
    double finish = Double.parseDouble(job.substring(job.lastIndexOf(',') + 1));
    assertEquals(Double.parseDouble(m.group(1)), finish, 1e-12);
  }

  @Test
  void attributionIsTheSameOnEitherRuntimeAndWithAnyAloneRunParallelism(@TempDir Path tmp) throws IOException {
    // thintree:k=4,kup=1,n=2: one up link per leaf of 4 servers. Job 0 (servers 0-5) and job 1
    // (servers 6-11) both cross leaf 1, so each slows the other.
    String[] jobs = {"-t", "thintree:k=4,kup=1,n=2", "--job", "phased:pattern=alltoall,bytes=1MiB,tasks=6", "--job",
        "phased:pattern=alltoall,bytes=2MiB,tasks=6", "--attribute", "--attribute-top", "2"};
    CliRun direct = run(tmp.resolve("direct"), jobs, "--runtime", "direct", "--set", "attribution.parallelism=1");
    CliRun actors = run(tmp.resolve("actors"), jobs, "--runtime", "actors", "--threads", "3", "--set", "attribution.parallelism=3");
    assertEquals(0, direct.code(), direct.err());
    assertEquals(0, actors.code(), actors.err());
    for (String f : FILES) {
      assertEquals(Files.readString(tmp.resolve("direct").resolve(f)), Files.readString(tmp.resolve("actors").resolve(f)), f);
    }
    List<String> rows = Files.readAllLines(tmp.resolve("direct/attribution-jobs.csv"));
    assertEquals(3, rows.size());
    for (String row : rows.subList(1, 3)) {
      String[] c = row.split(",");
      assertTrue(Double.parseDouble(c[5]) > 1, row);  // slowdown
      assertEquals(c[0].equals("0") ? "1" : "0", c[7], row);  // each one's culprit is the other
    }
    assertTrue(Files.readAllLines(tmp.resolve("direct/attribution-links.csv")).size() <= 1 + 2 * 2);
    assertTrue(Files.size(tmp.resolve("direct/attribution-slowdown.png")) > 0);
    assertTrue(direct.out().contains("slowdown (together / alone): job 0 "), direct.out());
    String summary = Files.readString(tmp.resolve("direct/summary.json"));
    assertTrue(summary.contains("\"maxSlowdown\"") && summary.contains("\"mainCulprit\""), summary);
  }

  @Test
  void scheduleInNetworkModeAttributesOnEitherRuntimeAndAKilledJobHasNoSlowdown(@TempDir Path tmp) throws IOException {
    // workloads/schedule-star-network.conf (its README works the times out): four jobs on a star of
    // 4 servers; on a star every server has its own link, so jobs on different servers share none
    // and every job that ends by itself runs as fast as alone: "half", "wide" and "short" 1.0002,
    // 3.0002 and 1.0002 ms both ways; "killed" (asks 0.5 ms of the 1.0002 it needs) has no
    // together time, hence no slowdown, and alone runs its 1.0002 ms.
    String[] args = {"schedule", "--workload", "workloads/schedule-star-network.conf", "-t", "star:servers=4", "--execution",
        "network", "--attribute"};
    CliRun direct = CliRun.run(concat(args, "--runtime", "direct", "--out", tmp.resolve("d").toString()));
    CliRun actors = CliRun.run(concat(args, "--runtime", "actors", "--threads", "2", "--set", "attribution.parallelism=2", "--out",
        tmp.resolve("a").toString()));
    assertEquals(0, direct.code(), direct.err());
    assertEquals(0, actors.code(), actors.err());
    for (String f : List.of("attribution-jobs.csv", "attribution-pairs.csv", "attribution-links.csv")) {
      assertEquals(Files.readString(tmp.resolve("d").resolve(f)), Files.readString(tmp.resolve("a").resolve(f)), f);
    }
    assertEquals(List.of(
        "job,application,startSeconds,togetherSeconds,aloneSeconds,slowdown,lostLinkSeconds,mainCulprit",
        "0,phased,0,0.0010002,0.0010002,1,0,",
        "1,phased,0.0015002,0.0030002,0.0030002,1,0,",
        "2,phased,0.0002,0.0010002,0.0010002,1,0,",
        "3,phased,0.0010002,,0.0010002,,0,"), Files.readAllLines(tmp.resolve("d/attribution-jobs.csv")));
    CliRun logged = CliRun.run("schedule", "--workload", "workloads/schedule-star-network.conf", "--attribute", "--out",
        tmp.resolve("logged").toString());
    assertEquals(2, logged.code(), logged.err());
    assertTrue(errorLine(logged).contains("needs the network mode"), errorLine(logged));
  }

  private static String[] concat(String[] a, String... b) {
    String[] c = java.util.Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, c, a.length, b.length);
    return c;
  }

  @Test
  void badTraceJobsAndAttributionSettingsAreOneLineErrors(@TempDir Path tmp) {
    String[][] cases = {
        {"--job", "trace", "needs file="},
        {"--job", "trace:file=" + tmp.resolve("missing.txt"), "is not a file"},
        {"--job", "trace:file=" + TRACE + ",tasks=2", "has 3 ranks"},
        {"--job", "trace:file=" + TRACE + ",format=nope", "trace format must be auto or one of"},
        {"--job", "trace:file=" + TRACE + ",mpi=nope", "nope"},
    };
    int i = 0;
    for (String[] c : cases) {
      CliRun o = CliRun.run("simulate", "-t", "star:servers=4", c[0], c[1], "--out", tmp.resolve("o" + i++).toString());
      assertEquals(2, o.code(), String.join(" ", c) + ": " + o.err());
      assertTrue(errorLine(o).contains(c[2]), errorLine(o));
      assertFalse(o.err().contains("\tat "), o.err());
    }
    CliRun tooFew = CliRun.run("simulate", "-t", "star:servers=2", "--job", "trace:file=" + TRACE, "--out", tmp.resolve("few").toString());
    assertEquals(2, tooFew.code(), tooFew.err());
    assertTrue(errorLine(tooFew).contains("3 ranks"), errorLine(tooFew));
    CliRun top = CliRun.run("simulate", "-t", "star:servers=4", "--job", "nbody", "--attribute", "--attribute-top", "0", "--out",
        tmp.resolve("top").toString());
    assertEquals(2, top.code(), top.err());
    assertTrue(errorLine(top).contains("interflow.attribution.top-links"), errorLine(top));
    assertFalse(Files.exists(tmp.resolve("top")));
  }

  private static CliRun run(Path out, String[] common, String... extra) {
    String[] args = new String[common.length + extra.length + 3];
    args[0] = "simulate";
    System.arraycopy(common, 0, args, 1, common.length);
    System.arraycopy(extra, 0, args, 1 + common.length, extra.length);
    args[args.length - 2] = "--out";
    args[args.length - 1] = out.toString();
    return CliRun.run(args);
  }
}
