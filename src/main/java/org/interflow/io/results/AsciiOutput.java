package org.interflow.io.results;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A buffered byte writer for large text outputs (CSV tables, trace-event JSON): integers are
 * formatted straight into the buffer, with no string per cell, because these files reach tens of
 * millions of values. Not thread-safe; I/O errors become {@link UncheckedIOException} naming the file.
 */
final class AsciiOutput implements AutoCloseable {
  private final Path file;
  private final OutputStream out;
  private final byte[] buf = new byte[1 << 16];
  private final byte[] digits = new byte[20];
  private int size;

  AsciiOutput(Path file) {
    this.file = file;
    try {
      this.out = Files.newOutputStream(file);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + file, e);
    }
  }

  Path file() { return file; }

  /** Appends one byte. */
  void put(char c) {
    ensure(1);
    buf[size++] = (byte) c;
  }

  /** Appends an ASCII string. */
  void ascii(String s) {
    int n = s.length();
    if (n > buf.length) {
      bytes(s.getBytes(StandardCharsets.US_ASCII));
      return;
    }
    ensure(n);
    for (int i = 0; i < n; i++) buf[size++] = (byte) s.charAt(i);
  }

  /** Appends bytes as they are. */
  void bytes(byte[] b) {
    if (b.length > buf.length) {
      flush();
      write(b, b.length);
      return;
    }
    ensure(b.length);
    System.arraycopy(b, 0, buf, size, b.length);
    size += b.length;
  }

  /** Appends a decimal integer. */
  void number(long value) {
    ensure(21);
    long v = value;
    if (v < 0) {
      if (v == Long.MIN_VALUE) {
        ascii(Long.toString(v));
        return;
      }
      buf[size++] = '-';
      v = -v;
    }
    int n = 0;
    do {
      digits[n++] = (byte) ('0' + v % 10);
      v /= 10;
    } while (v != 0);
    while (n > 0) buf[size++] = digits[--n];
  }

  /**
   * Appends the {@code decimals} low digits of a non-negative fraction {@code 0 <= fraction <
   * 10^decimals}, zero-padded on the left (the digits after a decimal point).
   */
  void fractionDigits(long fraction, int decimals) {
    ensure(decimals);
    long f = fraction;
    for (int i = decimals - 1; i >= 0; i--) {
      buf[size + i] = (byte) ('0' + f % 10);
      f /= 10;
    }
    size += decimals;
  }

  private void ensure(int n) {
    if (size + n > buf.length) flush();
  }

  private void flush() {
    write(buf, size);
    size = 0;
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
    flush();
    try {
      out.close();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + file, e);
    }
  }
}
