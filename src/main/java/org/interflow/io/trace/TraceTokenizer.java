package org.interflow.io.trace;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.interflow.io.InputFormatException;

/**
 * Reads a trace file as ISO-8859-1 lines split into tokens, in place in a byte buffer: no String
 * per line or token, so a million-line trace is read without garbage. Lines end at LF, CR or CR
 * LF and are numbered as {@link java.io.BufferedReader#readLine()} numbers them (a last line
 * without a newline counts, an empty final line does not); tokens are separated by runs of
 * blanks, tabs and form feeds, as {@link TraceLines#split} separates them. {@link #next()} skips
 * lines without tokens.
 *
 * <p>Numbers are parsed from the bytes with the JDK's results: {@link #integer(int)} as {@link
 * Integer#parseInt(String)}, {@link #number(int)} as {@link Double#parseDouble(String)}, through
 * an exact fast path for plain decimals (see {@link #number(int)}) and the JDK method on the
 * token's text otherwise. The file is read in blocks of 1 MiB (a longer line grows the buffer),
 * so memory is O(longest line), never the file.
 */
final class TraceTokenizer implements Closeable {
  /** {@link #match} results. */
  static final int DIFFERENT = 0;
  static final int EQUAL = 1;
  static final int EQUAL_IGNORING_CASE = 2;
  private static final int BLOCK = 1 << 20;
  // byte classes: 0 part of a token, 1 separator, 2 end of line
  private static final byte[] CLASS = new byte[256];
  // 10^0 .. 10^22: every one is exact in a double, so m / 10^k and m * 10^k round once
  private static final double[] POWERS = new double[23];

  static {
    double p = 1;
    for (int i = 0; i < POWERS.length; i++, p *= 10) POWERS[i] = p;
    CLASS[' '] = CLASS['\t'] = CLASS['\f'] = 1;
    CLASS['\n'] = CLASS['\r'] = 2;
  }

  private final InputStream in;
  private byte[] buf = new byte[BLOCK];
  private int limit;        // bytes of buf holding file data
  private int position;     // start of the next line
  private boolean eof;
  private boolean skipLf;   // the last line ended with CR: a LF right after it belongs to it
  private long line;
  private int lineStart;
  private int lineEnd;
  private int count;
  private int[] starts = new int[16];
  private int[] ends = new int[16];

  /** Opens {@code file}; a missing file is a one-line error, as {@link TraceLines#open(Path)} gives. */
  TraceTokenizer(Path file) {
    if (!Files.isRegularFile(file)) throw new InputFormatException(file.toString(), "an existing trace file", "no such file");
    try {
      in = Files.newInputStream(file);
    } catch (IOException e) {
      throw TraceLines.failure(file, e);
    }
  }

  /**
   * Moves to the next line holding at least one token; false at the end of the file. Linear in
   * the bytes passed.
   *
   * @throws IOException when the file cannot be read
   */
  boolean next() throws IOException {
    while (true) {
      if (skipLf) {
        if (position == limit && !fill()) return false;
        skipLf = false;
        if (buf[position] == '\n') position++;
      }
      if (position == limit && !fill()) return false;
      if (tokenize()) return true;
    }
  }

  /**
   * Splits the line at {@link #position} into tokens and steps past it, reading more of the file
   * when the line is not complete in the buffer; true when it holds a token.
   */
  private boolean tokenize() throws IOException {
    while (true) {
      byte[] b = buf;
      byte[] type = CLASS;
      int i = position;
      int end = limit;
      int n = 0;
      while (i < end) {
        int c = type[b[i] & 0xFF];
        if (c == 1) {             // separators between tokens
          i++;
          continue;
        }
        if (c == 2) {             // the end of the line
          line++;
          lineStart = position;
          lineEnd = i;
          count = n;
          position = i + 1;
          skipLf = b[i] == '\r';
          return n > 0;
        }
        int start = i;           // a token: to the next separator or end of line
        do {
          i++;
        } while (i < end && type[b[i] & 0xFF] == 0);
        if (n == starts.length) grow();
        starts[n] = start;
        ends[n++] = i;
      }
      if (eof) {                  // a last line without a newline
        line++;
        lineStart = position;
        lineEnd = i;
        count = n;
        position = i;
        return n > 0;
      }
      fill();  // more of the line, or the end of the file: then the next round ends the line
    }
  }

  private void grow() {
    starts = Arrays.copyOf(starts, 2 * starts.length);
    ends = Arrays.copyOf(ends, 2 * ends.length);
  }

  /**
   * Moves the unread bytes to the front of the buffer (growing it when they fill it) and reads
   * more; false when the file has no more bytes (then {@link #eof} is set).
   */
  private boolean fill() throws IOException {
    if (eof) return false;
    int keep = limit - position;
    if (keep == buf.length) {
      buf = Arrays.copyOf(buf, 2 * buf.length);
    } else if (position > 0) {
      System.arraycopy(buf, position, buf, 0, keep);
    }
    position = 0;
    limit = keep;
    int n = in.read(buf, limit, buf.length - limit);
    if (n < 0) {
      eof = true;
      return false;
    }
    limit += n;
    return true;
  }

  /** Number of the current line (1-based). */
  long line() { return line; }

  /** Number of tokens on the current line (at least 1 after {@link #next()} returned true). */
  int count() { return count; }

  /** The current line as {@link java.io.BufferedReader#readLine()} returns it (allocates; for messages). */
  String lineText() { return new String(buf, lineStart, lineEnd - lineStart, StandardCharsets.ISO_8859_1); }

  /** Token {@code i} as a String (allocates). */
  String text(int i) { return new String(buf, starts[i], ends[i] - starts[i], StandardCharsets.ISO_8859_1); }

  /** Length of token {@code i} in bytes. */
  int length(int i) { return ends[i] - starts[i]; }

  /** Byte {@code k} of token {@code i} ({@code k} below its length). */
  byte at(int i, int k) { return buf[starts[i] + k]; }

  /**
   * Compares token {@code i} with {@code lower}, an ASCII lower-case name: {@link #EQUAL} when the
   * bytes are the same, {@link #EQUAL_IGNORING_CASE} when they are once ASCII upper-case letters
   * are folded (for ASCII names, what {@code token.toLowerCase(Locale.ROOT).equals(lower)} tests),
   * else {@link #DIFFERENT}.
   */
  int match(int i, byte[] lower) {
    int s = starts[i];
    if (ends[i] - s != lower.length) return DIFFERENT;
    byte[] b = buf;
    int result = EQUAL;
    for (int k = 0; k < lower.length; k++) {
      int c = b[s + k];
      if (c != lower[k]) {
        if (c < 'A' || c > 'Z' || c + ('a' - 'A') != lower[k]) return DIFFERENT;
        result = EQUAL_IGNORING_CASE;
      }
    }
    return result;
  }

  /**
   * The rank that begins the line as the rank-count scan reads it, or -1: token 0 when only
   * blanks and tabs (no form feed) precede it and it is 1 to 9 ASCII digits.
   */
  int leadingRank() {
    for (int k = lineStart; k < starts[0]; k++) if (buf[k] == '\f') return -1;
    int s = starts[0];
    int e = ends[0];
    if (e - s > 9) return -1;
    int v = 0;
    for (int k = s; k < e; k++) {
      int c = buf[k] - '0';
      if (c < 0 || c > 9) return -1;
      v = v * 10 + c;
    }
    return v;
  }

  /**
   * Token {@code i} as {@link Integer#parseInt(String)} reads it.
   *
   * @throws NumberFormatException when that method would
   */
  int integer(int i) {
    int s = starts[i];
    int e = ends[i];
    byte[] b = buf;
    boolean negative = b[s] == '-';
    int d = negative || b[s] == '+' ? s + 1 : s;
    if (d < e && e - d <= 9) {  // up to 9 digits cannot overflow
      int v = 0;
      for (int k = d; k < e; k++) {
        int c = b[k] - '0';
        if (c < 0 || c > 9) return Integer.parseInt(text(i));  // throws
        v = v * 10 + c;
      }
      return negative ? -v : v;
    }
    return Integer.parseInt(text(i));
  }

  /**
   * Token {@code i} as {@link Double#parseDouble(String)} reads it, bit for bit. Fast path: a
   * token {@code [+-]digits[.digits][(e|E)[+-]digits]} with at most 18 digits in all, whose
   * digits m, read as a long, are below 2^53 and whose decimal exponent x lies in
   * -22..22, is {@code m * 10^x} or {@code m / 10^-x}: both operands are exact doubles, so the
   * one rounding IEEE division or multiplication does gives the correctly rounded value, which
   * is what parseDouble returns (Clinger's fast path). Every other token (more digits, larger
   * exponents, hex, NaN, Infinity, a d/f suffix, junk) goes to parseDouble.
   *
   * @throws NumberFormatException when parseDouble would
   */
  double number(int i) {
    int s = starts[i];
    int e = ends[i];
    byte[] b = buf;
    int k = s;
    boolean negative = b[k] == '-';
    if (negative || b[k] == '+') k++;
    long m = 0;
    int digits = 0;
    int fraction = 0;
    while (k < e && b[k] >= '0' && b[k] <= '9') {
      m = m * 10 + (b[k++] - '0');
      digits++;
    }
    if (k < e && b[k] == '.') {
      k++;
      while (k < e && b[k] >= '0' && b[k] <= '9') {
        m = m * 10 + (b[k++] - '0');
        digits++;
        fraction++;
      }
    }
    int exponent = 0;
    if (k < e && (b[k] == 'e' || b[k] == 'E') && digits > 0) {
      k++;
      boolean negativeExponent = k < e && b[k] == '-';
      if (k < e && (b[k] == '-' || b[k] == '+')) k++;
      int expDigits = 0;
      while (k < e && b[k] >= '0' && b[k] <= '9' && expDigits < 4) {
        exponent = exponent * 10 + (b[k++] - '0');
        expDigits++;
      }
      if (expDigits == 0) return Double.parseDouble(text(i));  // throws
      if (negativeExponent) exponent = -exponent;
    }
    int x = exponent - fraction;
    if (k == e && digits > 0 && digits <= 18 && m < (1L << 53) && x >= -22 && x <= 22) {
      double v = x >= 0 ? (double) m * POWERS[x] : (double) m / POWERS[-x];
      return negative ? -v : v;
    }
    return Double.parseDouble(text(i));
  }

  @Override
  public void close() throws IOException { in.close(); }
}
