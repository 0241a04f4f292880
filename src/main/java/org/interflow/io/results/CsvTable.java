package org.interflow.io.results;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * A streaming CSV writer for result tables: a header row, then rows of numbers or plain words.
 * Reals are written canonically (see {@link Summary#canonical(double)}), so tables are
 * reproducible byte for byte; integers and scaled integers (picoseconds written as seconds) go
 * straight into a byte buffer, as tables such as the per-link loads of a million-server network
 * have tens of millions of cells.
 */
public final class CsvTable implements AutoCloseable {
  private final AsciiOutput out;
  private boolean first = true;

  public CsvTable(Path file, String... header) {
    this.out = new AsciiOutput(file);
    for (String h : header) cell(h);
    endRow();
  }

  public CsvTable cell(long value) {
    sep();
    out.number(value);
    return this;
  }

  /**
   * Writes {@code value / 10^decimals} exactly, without trailing zeros: {@code cellScaled(670633000, 12)}
   * writes {@code 0.000670633}. The fast, exact way to write picoseconds as seconds.
   */
  public CsvTable cellScaled(long value, int decimals) {
    if (decimals == 0 || value == 0) return cell(value);
    sep();
    if (value == Long.MIN_VALUE) {
      out.ascii(BigDecimal.valueOf(value, decimals).stripTrailingZeros().toPlainString());
      return this;
    }
    long v = Math.abs(value);
    if (value < 0) out.put('-');
    long scale = 1;
    for (int i = 0; i < decimals; i++) scale *= 10;
    out.number(v / scale);
    long fraction = v % scale;
    if (fraction != 0) {
      int d = decimals;
      while (fraction % 10 == 0) {
        fraction /= 10;
        d--;
      }
      out.put('.');
      out.fractionDigits(fraction, d);
    }
    return this;
  }

  public CsvTable cell(double value) {
    if (value == Math.rint(value) && Math.abs(value) < 1e15) return cell((long) value);
    sep();
    BigDecimal d = Summary.canonical(value);
    out.ascii(d == null ? "" : d.toPlainString());
    return this;
  }

  public CsvTable cell(String value) {
    sep();
    out.bytes(value.getBytes(StandardCharsets.UTF_8));
    return this;
  }

  /** Ends the current row. */
  public void endRow() {
    out.put('\n');
    first = true;
  }

  private void sep() {
    if (!first) out.put(',');
    first = false;
  }

  @Override
  public void close() { out.close(); }
}
