package org.interflow.io.trace;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Seeded mutations of a trace file, the way a fuzzer damages real traces: text files get tokens
 * replaced by troublesome numbers (negative, huge, not finite, beyond int and long), tokens and
 * lines deleted, duplicated or swapped, garbage inserted and the file cut short; binary files get
 * bytes flipped, words set to extremes, and the file cut short. The same seed gives the same
 * mutation.
 */
final class TraceMutator {
  /** Replacement tokens that have broken parsers: signs, magnitudes, overflow, not-a-number, odd syntax. */
  static final String[] TROUBLE = {"-1", "0", "-0", "1", "1e30", "-1e30", "-1e6", "1e19", "1e18", "2147483647", "2147483648",
    "-2147483649", "9223372036854775807", "9223372036854775808", "99999999999999999999", "NaN", "Infinity", "-Infinity",
    "1e309", "0.5", "-0.5", "1e-30", "007", "0x1F", "1,5", "999999999", "65536", "4294967296", "+3", "1e", "."};

  private final SplittableRandom random;

  TraceMutator(long seed) { this.random = new SplittableRandom(seed); }

  /** Applies 1 to 3 mutations to {@code file} in place, text or binary by its name. */
  void mutate(Path file) throws IOException {
    int n = 1 + random.nextInt(3);
    if (file.getFileName().toString().endsWith(".bin")) {
      byte[] b = Files.readAllBytes(file);
      for (int i = 0; i < n; i++) b = mutateBytes(b);
      Files.write(file, b);
    } else {
      List<String> lines = new ArrayList<>(Arrays.asList(Files.readString(file, StandardCharsets.ISO_8859_1).split("\n", -1)));
      for (int i = 0; i < n; i++) mutateLines(lines);
      Files.writeString(file, String.join("\n", lines), StandardCharsets.ISO_8859_1);
    }
  }

  private void mutateLines(List<String> lines) {
    if (lines.isEmpty()) lines.add("");
    int at = random.nextInt(lines.size());
    String line = lines.get(at);
    switch (random.nextInt(10)) {
      case 0, 1, 2 -> lines.set(at, replaceToken(line, TROUBLE[random.nextInt(TROUBLE.length)]));
      case 3 -> lines.set(at, replaceToken(line, randomToken(lines)));
      case 4 -> lines.set(at, dropToken(line));
      case 5 -> lines.remove(at);
      case 6 -> lines.add(at, line);
      case 7 -> {
        int other = random.nextInt(lines.size());
        lines.set(at, lines.get(other));
        lines.set(other, line);
      }
      case 8 -> lines.add(at, garbage());
      default -> {
        // cut the file short inside this line
        while (lines.size() > at + 1) lines.remove(lines.size() - 1);
        lines.set(at, line.substring(0, random.nextInt(line.length() + 1)));
      }
    }
  }

  private String replaceToken(String line, String with) {
    String[] tokens = line.split("((?<=[ \t:,=\\[\\]])|(?=[ \t:,=\\[\\]]))");
    List<Integer> words = new ArrayList<>();
    for (int i = 0; i < tokens.length; i++) if (!tokens[i].isBlank() && !" \t:,=[]".contains(tokens[i])) words.add(i);
    if (words.isEmpty()) return line + " " + with;
    // numbers are the likelier target: prefer a token that starts with a digit or a minus sign
    int pick = words.get(random.nextInt(words.size()));
    for (int tries = 0; tries < 3 && !looksNumeric(tokens[pick]); tries++) pick = words.get(random.nextInt(words.size()));
    tokens[pick] = with;
    return String.join("", tokens);
  }

  private static boolean looksNumeric(String token) {
    return !token.isEmpty() && (Character.isDigit(token.charAt(0)) || token.charAt(0) == '-');
  }

  private String dropToken(String line) {
    String[] tokens = line.trim().split("[ \t]+");
    if (tokens.length <= 1) return "";
    List<String> kept = new ArrayList<>(Arrays.asList(tokens));
    kept.remove(random.nextInt(kept.size()));
    return String.join(" ", kept);
  }

  private String randomToken(List<String> lines) {
    String[] tokens = lines.get(random.nextInt(lines.size())).trim().split("[ \t:]+");
    return tokens[random.nextInt(tokens.length)];
  }

  private String garbage() {
    return switch (random.nextInt(4)) {
      case 0 -> "";
      case 1 -> "\u0000\u00ff garbage \t\r";
      case 2 -> random.nextInt(100) + " " + new String[] {"send", "recv", "isend", "alltoallv", "wait", "bcast", "calc", "s", "2", "MPI_Send"}[random.nextInt(10)]
          + " " + TROUBLE[random.nextInt(TROUBLE.length)] + " " + random.nextInt(8) + " " + TROUBLE[random.nextInt(TROUBLE.length)];
      default -> "x".repeat(random.nextInt(2000));
    };
  }

  private byte[] mutateBytes(byte[] b) {
    if (b.length == 0) return b;
    int at = random.nextInt(b.length);
    switch (random.nextInt(5)) {
      case 0 -> b[at] ^= (byte) (1 << random.nextInt(8));
      case 1 -> b[at] = (byte) random.nextInt(256);
      case 2 -> {
        byte fill = random.nextBoolean() ? (byte) 0xFF : (byte) 0x7F;
        for (int i = at; i < Math.min(b.length, at + 4); i++) b[i] = i == at ? fill : (byte) 0xFF;
      }
      case 3 -> {
        return Arrays.copyOf(b, at);
      }
      default -> {
        byte[] out = Arrays.copyOf(b, b.length + 16);
        System.arraycopy(b, at, out, at + 16, b.length - at);
        return out;
      }
    }
    return b;
  }
}
