package org.interflow.io.results;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A streaming CSV writer for result tables: a header row, then rows of numbers or plain words.
 * Reals are written canonically (see {@link Summary#canonical(double)}), so tables are
 * reproducible byte for byte.
 */
public final class CsvTable implements AutoCloseable {
  private final Path file;
  private final BufferedWriter out;
  private final StringBuilder row = new StringBuilder(128);
  private boolean first = true;

  public CsvTable(Path file, String... header) {
    this.file = file;
    try {
      this.out = Files.newBufferedWriter(file, StandardCharsets.UTF_8);
      out.write(String.join(",", header));
      out.write('\n');
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + file, e);
    }
  }

  public CsvTable cell(long value) {
    sep();
    row.append(value);
    return this;
  }

  public CsvTable cell(double value) {
    sep();
    if (value == Math.rint(value) && Math.abs(value) < 1e15) {
      row.append((long) value);
    } else {
      row.append(Summary.canonical(value).toPlainString());
    }
    return this;
  }

  public CsvTable cell(String value) {
    sep();
    row.append(value);
    return this;
  }

  /** Ends the current row. */
  public void endRow() {
    row.append('\n');
    try {
      out.append(row);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + file, e);
    }
    row.setLength(0);
    first = true;
  }

  private void sep() {
    if (!first) row.append(',');
    first = false;
  }

  @Override
  public void close() {
    try {
      out.close();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + file, e);
    }
  }
}
