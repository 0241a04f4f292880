package org.interflow.io;

/**
 * A line of an input file does not have the expected form. The message is one line, {@code
 * <file>:<line>: expected <expected>, got '<got>'}, which the CLI prints as is and maps to exit
 * code 2. Line numbers start at 1; a problem found at the end of the file (a missing header, say)
 * names the line after the last one. Formats without useful line numbers (XML) use {@link
 * #InputFormatException(String, String, String)}: {@code <file>: expected ..., got '...'}, line 0.
 */
public final class InputFormatException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final String path;
  private final long line;
  private final String expected;
  private final String got;

  /**
   * @param path the file as the user named it
   * @param line 1-based line number, or 0 when unknown (then left out of the message)
   * @param expected the form that was expected, e.g. {@code '<src> <dst> [bytes]' with server ids in 0..15}
   * @param got the offending text (the trimmed line, or a description such as {@code end of file})
   */
  public InputFormatException(String path, long line, String expected, String got) {
    super((line > 0 ? path + ":" + line : path) + ": expected " + expected + ", got '" + got + "'");
    this.path = path;
    this.line = line;
    this.expected = expected;
    this.got = got;
  }

  /** A problem in {@code path} at no particular line (line 0). */
  public InputFormatException(String path, String expected, String got) { this(path, 0, expected, got); }

  public String path() { return path; }

  public long line() { return line; }

  public String expected() { return expected; }

  public String got() { return got; }
}
