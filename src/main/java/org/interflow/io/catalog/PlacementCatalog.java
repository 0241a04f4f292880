package org.interflow.io.catalog;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Arrays;
import org.interflow.io.InputFormatException;
import org.interflow.model.scheduler.RankPlacement;

/**
 * The rank placements of trace replay, by spec: {@code linear}, {@code random},
 * {@code clustered[:p=0.8]} or {@code file:path=<mapping>}; each takes {@code per-node=<k>}
 * (ranks per server, default 1). A mapping file has one line per rank, {@code <rank> <server>}
 * ('#' starts a comment, blank lines are ignored); every rank from 0 to ranks-1 must appear once.
 */
public final class PlacementCatalog {
  /** Names and one-line descriptions, for {@code interflow list}. */
  public static final String[][] PLACEMENTS = {
      {"linear", "rank r on server r / per-node (the usual allocation)"},
      {"random", "blocks of per-node ranks on distinct servers drawn uniformly (seeded)"},
      {"clustered", "geometric strides between nodes, p=0.8 (a fragmented machine, HyperX study)"},
      {"file", "path=<file> of '<rank> <server>' lines"},
  };

  private PlacementCatalog() {}

  /**
   * Servers of ranks 0 .. ranks-1.
   *
   * @throws SpecException for an unknown placement or bad parameter
   * @throws InputFormatException for a bad mapping file line
   */
  public static int[] place(String spec, int ranks, int servers, long seed) {
    SpecParams p = SpecParams.parse(spec, SpecParams.nameOf(spec).trim().equals("file") ? "path" : null);
    int perNode = p.integer("per-node", 1);
    try {
      int[] map = switch (p.name()) {
        case "linear" -> RankPlacement.linear(ranks, servers, perNode);
        case "random" -> RankPlacement.random(ranks, servers, perNode, seed);
        case "clustered" -> RankPlacement.clustered(ranks, servers, perNode, p.real("p", 0.8), seed);
        case "file" -> readFile(Path.of(p.string("path")), ranks, servers);
        default -> throw new SpecException("unknown placement '" + p.name() + "'; valid: linear, random, clustered, file");
      };
      p.finish();
      return map;
    } catch (IllegalArgumentException e) {
      if (e instanceof SpecException) throw e;
      throw new SpecException("placement " + spec + ": " + e.getMessage());
    }
  }

  /** Reads a mapping file of {@code <rank> <server>} lines. */
  static int[] readFile(Path file, int ranks, int servers) {
    int[] map = new int[ranks];
    Arrays.fill(map, -1);
    String expected = "'<rank> <server>' with 0 <= rank < " + ranks + " and 0 <= server < " + servers;
    try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      long lineNo = 0;
      for (String line = in.readLine(); line != null; line = in.readLine()) {
        lineNo++;
        int hash = line.indexOf('#');
        String text = (hash >= 0 ? line.substring(0, hash) : line).trim();
        if (text.isEmpty()) continue;
        String[] f = text.split("\\s+");
        if (f.length != 2) throw new InputFormatException(file.toString(), lineNo, expected, line.trim());
        int rank;
        int server;
        try {
          rank = Integer.parseInt(f[0]);
          server = Integer.parseInt(f[1]);
        } catch (NumberFormatException e) {
          throw new InputFormatException(file.toString(), lineNo, expected, line.trim());
        }
        if (rank < 0 || rank >= ranks || server < 0 || server >= servers) {
          throw new InputFormatException(file.toString(), lineNo, expected, line.trim());
        }
        if (map[rank] >= 0) {
          throw new InputFormatException(file.toString(), lineNo, "each rank once", "rank " + rank + " again");
        }
        map[rank] = server;
      }
    } catch (NoSuchFileException e) {
      throw new SpecException("placement file " + file + " does not exist");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    for (int r = 0; r < ranks; r++) {
      if (map[r] < 0) throw new InputFormatException(file.toString(), 0, "a line for every rank", "no line for rank " + r);
    }
    return map;
  }
}
