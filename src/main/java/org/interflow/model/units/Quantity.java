package org.interflow.model.units;

/**
 * A number followed by a unit, as researchers write quantities ({@code 12.5GBps}, {@code 10us},
 * {@code 64KiB}): the shared first step of every unit parser in this package.
 *
 * @param value the number (decimal or scientific notation)
 * @param unit the text after it, trimmed (may be empty)
 */
record Quantity(double value, String unit) {
  /**
   * Splits {@code text} into its leading number and the unit after it.
   *
   * @param expected the one-line message thrown when there is no leading number
   * @throws IllegalArgumentException with {@code expected} when the number is missing or malformed
   */
  static Quantity parse(String text, String expected) {
    String t = text.trim();
    int i = 0;
    while (i < t.length() && isNumberChar(t, i)) i++;
    try {
      return new Quantity(Double.parseDouble(t.substring(0, i)), t.substring(i).trim());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(expected);
    }
  }

  /** Digits, the decimal point, an exponent mark, and a sign only right after the exponent mark. */
  private static boolean isNumberChar(String t, int i) {
    char c = t.charAt(i);
    if (Character.isDigit(c) || c == '.' || c == 'e' || c == 'E') return true;
    return (c == '-' || c == '+') && i > 0 && (t.charAt(i - 1) == 'e' || t.charAt(i - 1) == 'E');
  }
}
