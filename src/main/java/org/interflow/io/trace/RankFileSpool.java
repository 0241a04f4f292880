package org.interflow.io.trace;

import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.BitSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.IntFunction;

/**
 * One output file per rank for writers whose input interleaves ranks, with at most {@code
 * maxOpen} files open at a time (least recently used closed first, reopened in append mode), so
 * 4096 ranks never hold 4096 open files. A rank's file is truncated when first opened.
 */
final class RankFileSpool implements Closeable {
  private final IntFunction<Path> pathOfRank;
  private final int maxOpen;
  private final BitSet created = new BitSet();
  private final LinkedHashMap<Integer, BufferedWriter> open;

  RankFileSpool(IntFunction<Path> pathOfRank, int maxOpen) {
    this.pathOfRank = pathOfRank;
    this.maxOpen = maxOpen;
    this.open = new LinkedHashMap<>(16, 0.75f, true);
  }

  /** The writer of {@code rank}'s file, opened (or reopened) as needed. */
  BufferedWriter writer(int rank) {
    BufferedWriter w = open.get(rank);
    if (w != null) return w;
    if (open.size() >= maxOpen) {
      Iterator<Map.Entry<Integer, BufferedWriter>> eldest = open.entrySet().iterator();
      close(eldest.next().getValue());
      eldest.remove();
    }
    Path path = pathOfRank.apply(rank);
    try {
      w = created.get(rank)
          ? Files.newBufferedWriter(path, StandardCharsets.UTF_8, StandardOpenOption.APPEND)
          : Files.newBufferedWriter(path, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write trace " + path + ": " + e.getMessage(), e);
    }
    created.set(rank);
    open.put(rank, w);
    return w;
  }

  /** True when {@code rank}'s file has been created. */
  boolean exists(int rank) { return created.get(rank); }

  @Override
  public void close() {
    for (BufferedWriter w : open.values()) close(w);
    open.clear();
  }

  private static void close(BufferedWriter w) {
    try {
      w.close();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot finish a trace file: " + e.getMessage(), e);
    }
  }
}
