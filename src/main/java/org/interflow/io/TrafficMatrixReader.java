package org.interflow.io;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import org.interflow.model.traffic.mpi.TrafficMatrix;

/**
 * Reads a rank-to-rank traffic matrix as {@code interflow replay} and {@code interflow netbench}
 * write it ({@code traffic-matrix.csv}): a header {@code source,destination,bytes}, then one line
 * per pair, {@code <source rank>,<destination rank>,<bytes>}, non-negative integers. PARX's
 * communication-demand profiles come from such files. The ranks are 0 to the largest rank named;
 * repeated pairs add up.
 *
 * <p>Streams the file into primitive arrays, O(lines log lines). A malformed line stops the read
 * with an {@link InputFormatException} naming file and line.
 */
public final class TrafficMatrixReader {
  private static final String HEADER = "source,destination,bytes";

  private TrafficMatrixReader() {}

  /**
   * @throws InputFormatException on a malformed line or header
   * @throws IllegalArgumentException if the file does not exist
   */
  public static TrafficMatrix read(Path file) {
    return OpenFiles.read(file, "traffic matrix", in -> read(in, file.toString()));
  }

  private static TrafficMatrix read(BufferedReader in, String name) throws IOException {
    String header = in.readLine();
    if (header == null || !header.trim().equals(HEADER)) {
      throw new InputFormatException(name, 1, "the header '" + HEADER + "'", header == null ? "end of file" : header.trim());
    }
    int[] source = new int[256];
    int[] destination = new int[256];
    long[] bytes = new long[256];
    int n = 0;
    int ranks = 0;
    long lineNumber = 1;
    for (String line = in.readLine(); line != null; line = in.readLine()) {
      lineNumber++;
      if (line.isBlank()) continue;
      String[] f = line.trim().split(",");
      int s = f.length == 3 ? TextLines.count(f[0].trim()) : -1;
      int d = f.length == 3 ? TextLines.count(f[1].trim()) : -1;
      long b = f.length == 3 ? longValue(f[2].trim()) : -1;
      if (s < 0 || d < 0 || b < 0) {
        throw new InputFormatException(name, lineNumber, "'<source rank>,<destination rank>,<bytes>' (integers >= 0)", line.trim());
      }
      if (n == source.length) {
        source = Arrays.copyOf(source, 2 * n);
        destination = Arrays.copyOf(destination, 2 * n);
        bytes = Arrays.copyOf(bytes, 2 * n);
      }
      source[n] = s;
      destination[n] = d;
      bytes[n++] = b;
      ranks = Math.max(ranks, Math.max(s, d) + 1);
    }
    return TrafficMatrix.of(ranks, Arrays.copyOf(source, n), Arrays.copyOf(destination, n), Arrays.copyOf(bytes, n));
  }

  private static long longValue(String text) {
    try {
      long v = Long.parseLong(text);
      return v >= 0 ? v : -1;
    } catch (NumberFormatException e) {
      return -1;
    }
  }
}
