package org.interflow.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * PARX chooses by message size in {@code replay} and {@code simulate}. On the 2x2 HyperX with one
 * server per switch (switches 0 (0,0) Q0, 1 (1,0) Q3, 2 (0,1) Q1, 3 (1,1) Q2; links 4: 0-1, 5: 2-3,
 * 6: 0-2, 7: 1-3, directed 2l from the lower switch), a message from server 0 to server 2 of at most
 * 512 B takes LID1 (right half removed): the direct link, directed 12. A larger one takes LID0 (left
 * half removed): 0 -> 1 -> 3 -> 2, directed links 8, 14 and 11.
 */
class ParxMessageSizeTest {
  @TempDir Path tmp;

  /** The directed switch-to-switch links that carried traffic, from link-utilisation.csv. */
  private static Set<Integer> usedLinks(Path run) throws IOException {
    Set<Integer> used = new TreeSet<>();
    List<String> lines = Files.readAllLines(run.resolve("link-utilisation.csv"));
    for (String line : lines.subList(1, lines.size())) used.add(Integer.parseInt(line.split(",")[0]));
    return used;
  }

  private Set<Integer> replay(String name, int doubles) throws IOException {
    Path trace = tmp.resolve(name + ".txt");
    // SimGrid TI sizes count MPI_DOUBLEs (8 bytes)
    Files.writeString(trace, "0 send 2 " + doubles + "\n2 recv 0 " + doubles + "\n");
    Path out = tmp.resolve(name);
    CliRun r = CliRun.run("replay", "--trace", trace.toString(), "-t", "hyperx:dims=2x2", "-r", "parx", "--set",
        "simulate.utilisation.links=switch", "--set", "output.plots=false", "--out", out.toString());
    assertEquals(0, r.code(), r.err());
    return usedLinks(out);
  }

  @Test
  void replaySendsSmallMessagesMinimallyAndLargeOnesAroundTheOtherHalf() throws IOException {
    assertEquals(Set.of(12), replay("small", 64));       // 512 B
    assertEquals(Set.of(8, 11, 14), replay("large", 65)); // 520 B
  }

  @Test
  void simulateChoosesTheSameWay() throws IOException {
    for (String[] c : new String[][] {{"512", "[12]"}, {"513", "[8, 11, 14]"}}) {
      Path out = tmp.resolve("simulate-" + c[0]);
      CliRun r = CliRun.run("simulate", "-t", "hyperx:dims=2x2", "-r", "parx:threshold=512B", "--job",
          "phased:pattern=file:" + flows() + ",bytes=" + c[0], "--runtime", "direct", "--set",
          "simulate.utilisation.links=switch", "--set", "output.plots=false", "--out", out.toString());
      assertEquals(0, r.code(), r.err());
      assertEquals(c[1], usedLinks(out).toString());
    }
  }

  private Path flows() throws IOException {
    Path f = tmp.resolve("flows.txt");
    if (!Files.exists(f)) Files.writeString(f, "0 2\n");
    return f;
  }
}
