package org.interflow.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.interflow.optimize.search.Checkpoint;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code optimize --resume} refuses, in one line with exit code 2 and without changing a byte of the
 * run directory, whatever it cannot continue exactly: other settings, a checkpoint cut short or
 * edited, one that is well formed but does not fit the search, a folder whose checkpoints are gone.
 * A finished 2-generation run of T = (2, 4, 2) (population 12, 2 runs) is copied for each case.
 */
class OptimizeResumeTest {
  @TempDir
  static Path tmp;
  private static Path finished;

  @BeforeAll
  static void finishATwoRunSearch() {
    System.setProperty("java.awt.headless", "true");
    finished = tmp.resolve("finished");
    CliRun o = CliRun.run("optimize", "--links-per-side", "2", "--chassis", "4", "--cabinets", "2", "--population", "12",
        "--generations", "2", "--runs", "2", "--seed", "3", "--out", finished.toString());
    assertEquals(0, o.code(), o.err());
  }

  /** A copy of the finished run directory. */
  private static Path copy(String name) throws IOException {
    Path to = tmp.resolve(name);
    try (Stream<Path> files = Files.walk(finished)) {
      for (Path p : (Iterable<Path>) files::iterator) {
        Path q = to.resolve(finished.relativize(p).toString());
        if (Files.isDirectory(p)) Files.createDirectories(q);
        else Files.copy(p, q);
      }
    }
    return to;
  }

  /** Every file of a folder with its bytes, by relative path. */
  private static Map<String, byte[]> snapshot(Path dir) throws IOException {
    Map<String, byte[]> all = new TreeMap<>();
    try (Stream<Path> files = Files.walk(dir.getParent())) {
      for (Path p : (Iterable<Path>) files::iterator) {
        if (p.startsWith(dir) || p.getFileName().toString().startsWith("." + dir.getFileName())) {
          all.put(dir.getParent().relativize(p).toString(), Files.isRegularFile(p) ? Files.readAllBytes(p) : new byte[0]);
        }
      }
    }
    return all;
  }

  /** Resumes {@code dir} with {@code extra} options; asserts exit 2, one "interflow:" line containing {@code expected}, nothing changed. */
  private static void refused(Path dir, String expected, String... extra) throws IOException {
    Map<String, byte[]> before = snapshot(dir);
    List<String> args = new ArrayList<>(List.of("optimize", "--resume", dir.toString()));
    args.addAll(List.of(extra));
    CliRun o = CliRun.run(args.toArray(String[]::new));
    assertEquals(2, o.code(), o.err());
    List<String> lines = o.err().lines().filter(l -> l.startsWith("interflow: ")).toList();
    assertEquals(1, lines.size(), o.err());
    assertTrue(lines.get(0).contains(expected), lines.get(0));
    assertFalse(o.err().contains("\tat "), "no stack trace: " + o.err());
    Map<String, byte[]> after = snapshot(dir);
    assertEquals(before.keySet(), after.keySet(), "no file added or removed");
    for (String f : before.keySet()) assertArrayEquals(before.get(f), after.get(f), f + " unchanged");
  }

  @Test
  void otherSettingsAreRefusedWithoutRewritingProblemConf() throws IOException {
    Path dir = copy("population");
    refused(dir, "checkpoint of another search", "--population", "10");
    // the plain resume still works afterwards: the refusal left problem.conf as it was
    CliRun o = CliRun.run("optimize", "--resume", dir.toString());
    assertEquals(0, o.code(), o.err());
    assertArrayEquals(Files.readAllBytes(finished.resolve("pareto.csv")), Files.readAllBytes(dir.resolve("pareto.csv")));
  }

  @Test
  void aPopulationCutShortIsCaughtByTheChecksum() throws IOException {
    Path dir = copy("cut");
    Path file = dir.resolve("checkpoints/run-1.json");
    String text = Files.readString(file);
    // drop the last member of the population: from the last member's opening brace to the array's end
    int end = text.indexOf("\"archive\"");
    int lastMember = text.lastIndexOf("}, {", end);
    Files.writeString(file, text.substring(0, lastMember) + "} ],\n  " + text.substring(end), StandardCharsets.UTF_8);
    refused(dir, file + ": corrupt checkpoint (its checksum does not match");
  }

  @Test
  void anAbsurdGenerationIsCaughtByTheChecksum() throws IOException {
    Path dir = copy("generation");
    Path file = dir.resolve("checkpoints/run-0.json");
    Files.writeString(file, Files.readString(file).replace("\"generation\" : 2,", "\"generation\" : 9999,"), StandardCharsets.UTF_8);
    refused(dir, file + ": corrupt checkpoint");
  }

  @Test
  void aWellFormedCheckpointOfTheWrongShapeIsRefused() throws IOException {
    // rewritten through Checkpoint.write, so its checksum is right: the validation against the search catches it
    Path dir = copy("shape");
    Path file = dir.resolve("checkpoints/run-0.json");
    Checkpoint c = Checkpoint.read(file);
    new Checkpoint(c.fingerprint(), c.run(), c.generation(), c.evaluations(), c.population().subList(0, 5), c.archive(),
        c.generations()).write(file);
    refused(dir, file + ": checkpoint does not fit this search: its population has 5 solutions, the search 12");
    new Checkpoint(c.fingerprint(), c.run(), 9999, c.evaluations(), c.population(), c.archive(), c.generations()).write(file);
    refused(dir, "generation 9999 with 3 per-generation figures");
  }

  @Test
  void editedObjectivesAreCaughtByEvaluatingADesignAgain() throws IOException {
    Path dir = copy("objectives");
    Path file = dir.resolve("checkpoints/run-0.json");
    Checkpoint c = Checkpoint.read(file);
    List<Checkpoint.Member> members = new ArrayList<>(c.population());
    Checkpoint.Member first = members.get(0);
    double[] f = first.objectives().clone();
    f[0] -= 5; // five more bisection links than the design has
    members.set(0, new Checkpoint.Member(first.encoding(), f, first.attributes()));
    new Checkpoint(c.fingerprint(), c.run(), c.generation(), c.evaluations(), members, c.archive(), c.generations()).write(file);
    refused(dir, "differ from");
  }

  @Test
  void aFolderWhoseCheckpointsWereAllDeletedIsRefused() throws IOException {
    Path dir = copy("deleted");
    Files.delete(dir.resolve("checkpoints/run-0.json"));
    Files.delete(dir.resolve("checkpoints/run-1.json"));
    refused(dir, "no checkpoint to resume from");
  }

  @Test
  void aMissingEarlierRunIsRefused() throws IOException {
    Path dir = copy("gap");
    Files.delete(dir.resolve("checkpoints/run-0.json"));
    refused(dir, "run-0.json: missing, but run 1 has a checkpoint");
  }
}
