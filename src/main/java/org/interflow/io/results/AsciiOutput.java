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
  // The tens and ones digit of 0..99, for writing numbers two digits at a time.
  private static final byte[] TENS = new byte[100];
  private static final byte[] ONES = new byte[100];

  static {
    for (int i = 0; i < 100; i++) {
      TENS[i] = (byte) ('0' + i / 10);
      ONES[i] = (byte) ('0' + i % 10);
    }
  }

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
    bytes(b, 0, b.length);
  }

  /** Appends {@code length} bytes of {@code b} from {@code offset}, as they are. */
  void bytes(byte[] b, int offset, int length) {
    if (length > buf.length) {
      flush();
      write(b, offset, length);
      return;
    }
    ensure(length);
    System.arraycopy(b, offset, buf, size, length);
    size += length;
  }

  /** Appends a decimal integer. */
  void number(long value) {
    ensure(20);
    long v = value;
    if (v < 0) {
      if (v == Long.MIN_VALUE) {
        ascii(Long.toString(v));
        return;
      }
      buf[size++] = '-';
      v = -v;
    }
    // digits right to left into the scratch array, two per division (and in int arithmetic, which
    // is cheaper than long, once the value fits), then copied in order
    int p = digits.length;
    while (v > Integer.MAX_VALUE) {
      long q = v / 100;
      int r = (int) (v - q * 100);
      digits[--p] = ONES[r];
      digits[--p] = TENS[r];
      v = q;
    }
    int i = (int) v;
    while (i >= 100) {
      int q = i / 100;
      int r = i - q * 100;
      digits[--p] = ONES[r];
      digits[--p] = TENS[r];
      i = q;
    }
    digits[--p] = ONES[i];
    if (i >= 10) digits[--p] = TENS[i];
    int n = digits.length - p;
    System.arraycopy(digits, p, buf, size, n);
    size += n;
  }

  /**
   * Appends the {@code decimals} low digits of a non-negative fraction {@code 0 <= fraction <
   * 10^decimals}, zero-padded on the left (the digits after a decimal point).
   */
  void fractionDigits(long fraction, int decimals) {
    ensure(decimals);
    int p = size + decimals;
    int d = decimals;
    long f = fraction;
    while (f > Integer.MAX_VALUE) {
      long q = f / 100;
      int r = (int) (f - q * 100);
      buf[--p] = ONES[r];
      buf[--p] = TENS[r];
      f = q;
      d -= 2;
    }
    int i = (int) f;
    for (; d >= 2; d -= 2) {
      int q = i / 100;
      int r = i - q * 100;
      buf[--p] = ONES[r];
      buf[--p] = TENS[r];
      i = q;
    }
    if (d == 1) buf[--p] = ONES[i % 10];
    size += decimals;
  }

  private void ensure(int n) {
    if (size + n > buf.length) flush();
  }

  private void flush() {
    write(buf, 0, size);
    size = 0;
  }

  private void write(byte[] b, int offset, int n) {
    try {
      out.write(b, offset, n);
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
