package org.interflow.io;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Arrays;
import org.interflow.model.traffic.FlowList;

/**
 * Reads a flow-list file, the {@code file:flows.txt} traffic pattern. The format is plain text,
 * one flow per line:
 *
 * <pre>
 * # anything after '#' is a comment; blank lines are ignored
 * 0 5            # source server, destination server
 * 5 0 1048576    # optional third column: flow size in bytes (the dynamic engine uses it)
 * </pre>
 *
 * Columns are separated by spaces or tabs; server ids are 0..N-1 as in the topology; the size is a
 * non-negative integer number of bytes. Flows keep file order. A self-flow ({@code 3 3}) is
 * accepted and, as for every pattern, skipped by the engines.
 *
 * <p>The file is streamed line by line into growing primitive arrays (8 bytes per flow, 16 with
 * sizes), O(file size) time. A malformed line stops the read with an {@link InputFormatException}
 * {@code <file>:<line>: expected '<src> <dst> [bytes]' with server ids in 0..N-1, got '<text>'}.
 */
public final class FlowListReader {
  private FlowListReader() {}

  /**
   * @param servers N, the number of servers of the network the flows run on
   * @throws InputFormatException on a malformed line
   * @throws UncheckedIOException if the file cannot be read
   */
  public static FlowList read(Path file, int servers) {
    return OpenFiles.read(file, "flow list", in -> read(in, file.toString(), servers));
  }

  /** Reads from an open reader; {@code name} is the file name used in error messages. */
  public static FlowList read(Reader reader, String name, int servers) throws IOException {
    BufferedReader in = reader instanceof BufferedReader b ? b : new BufferedReader(reader);
    String expected = "'<src> <dst> [bytes]' with server ids in 0.." + (servers - 1);
    int[] source = new int[1024];
    int[] destination = new int[1024];
    long[] size = new long[1024];
    boolean anySize = false;
    int count = 0;
    long lineNumber = 0;
    for (String line = in.readLine(); line != null; line = in.readLine()) {
      lineNumber++;
      String text = TextLines.stripComment(line);
      if (text.isEmpty()) continue;
      String[] columns = text.split("\\s+");
      int src = columns.length >= 2 && columns.length <= 3 ? serverId(columns[0], servers) : -1;
      int dst = columns.length >= 2 && columns.length <= 3 ? serverId(columns[1], servers) : -1;
      long bytes = columns.length == 3 ? sizeBytes(columns[2]) : FlowList.NO_SIZE;
      if (src < 0 || dst < 0 || (columns.length == 3 && bytes < 0)) {
        throw new InputFormatException(name, lineNumber, expected, line.trim());
      }
      if (count == source.length) {
        int grown = Math.addExact(count, count >> 1);
        source = Arrays.copyOf(source, grown);
        destination = Arrays.copyOf(destination, grown);
        size = Arrays.copyOf(size, grown);
      }
      source[count] = src;
      destination[count] = dst;
      size[count] = bytes;
      anySize |= columns.length == 3;
      count++;
    }
    return new FlowList(source, destination, anySize ? size : null, count);
  }

  /** The id, or -1 when the column is not an id in 0..servers-1. */
  private static int serverId(String column, int servers) {
    try {
      int id = Integer.parseInt(column);
      return id >= 0 && id < servers ? id : -1;
    } catch (NumberFormatException e) {
      return -1;
    }
  }

  /** The size, or -1 when the column is not a non-negative integer. */
  private static long sizeBytes(String column) {
    try {
      long bytes = Long.parseLong(column);
      return bytes >= 0 ? bytes : -1;
    } catch (NumberFormatException e) {
      return -1;
    }
  }
}
