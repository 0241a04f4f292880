package org.interflow.io.results;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A streaming CSV writer for result tables: a header row, then rows of numbers or plain words.
 * Reals are written canonically (see {@link Summary#canonical(double)}), so tables are
 * reproducible byte for byte. Integers are formatted straight into a byte buffer because tables
 * such as the per-link loads of a million-server network have tens of millions of cells.
 */
public final class CsvTable implements AutoCloseable {
  private final Path file;
  private final OutputStream out;
  private final byte[] buf = new byte[1 << 16];
  private final byte[] digits = new byte[20];
  private int size;
  private boolean first = true;

  public CsvTable(Path file, String... header) {
    this.file = file;
    try {
      this.out = Files.newOutputStream(file);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + file, e);
    }
    for (String h : header) cell(h);
    endRow();
  }

  public CsvTable cell(long value) {
    sep();
    ensure(21);
    long v = value;
    if (v < 0) {
      if (v == Long.MIN_VALUE) return text(Long.toString(v));
      buf[size++] = '-';
      v = -v;
    }
    appendDigits(v);
    return this;
  }

  /**
   * Writes {@code value / 10^decimals} exactly, without trailing zeros: {@code cellScaled(670633000, 12)}
   * writes {@code 0.000670633}. The fast, exact way to write picoseconds as seconds.
   */
  public CsvTable cellScaled(long value, int decimals) {
    if (decimals == 0 || value == 0) return cell(value);
    sep();
    ensure(48);
    long v = value;
    if (v < 0) {
      if (v == Long.MIN_VALUE) return text(java.math.BigDecimal.valueOf(v, decimals).stripTrailingZeros().toPlainString());
      buf[size++] = '-';
      v = -v;
    }
    long scale = 1;
    for (int i = 0; i < decimals; i++) scale *= 10;
    long whole = v / scale;
    long fraction = v % scale;
    appendDigits(whole);
    if (fraction != 0) {
      int d = decimals;
      while (fraction % 10 == 0) {
        fraction /= 10;
        d--;
      }
      buf[size++] = '.';
      int n = 0;
      long f = fraction;
      do {
        digits[n++] = (byte) ('0' + f % 10);
        f /= 10;
      } while (f != 0);
      for (int z = n; z < d; z++) buf[size++] = '0';
      while (n > 0) buf[size++] = digits[--n];
    }
    return this;
  }

  private void appendDigits(long v) {
    int n = 0;
    do {
      digits[n++] = (byte) ('0' + v % 10);
      v /= 10;
    } while (v != 0);
    while (n > 0) buf[size++] = digits[--n];
  }

  public CsvTable cell(double value) {
    if (value == Math.rint(value) && Math.abs(value) < 1e15) return cell((long) value);
    sep();
    java.math.BigDecimal d = Summary.canonical(value);
    return text(d == null ? "" : d.toPlainString());
  }

  public CsvTable cell(String value) {
    sep();
    return text(value);
  }

  private CsvTable text(String value) {
    byte[] b = value.getBytes(StandardCharsets.UTF_8);
    ensure(b.length);
    if (b.length > buf.length) {
      write(b, b.length);
      return this;
    }
    System.arraycopy(b, 0, buf, size, b.length);
    size += b.length;
    return this;
  }

  /** Ends the current row. */
  public void endRow() {
    ensure(1);
    buf[size++] = '\n';
    first = true;
  }

  private void sep() {
    if (!first) {
      ensure(1);
      buf[size++] = ',';
    }
    first = false;
  }

  private void ensure(int n) {
    if (size + n > buf.length) {
      write(buf, size);
      size = 0;
    }
  }

  private void write(byte[] b, int n) {
    try {
      out.write(b, 0, n);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + file, e);
    }
  }

  @Override
  public void close() {
    write(buf, size);
    size = 0;
    try {
      out.close();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + file, e);
    }
  }
}
