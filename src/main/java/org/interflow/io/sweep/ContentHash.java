package org.interflow.io.sweep;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** SHA-256 digests of files and texts, as lower-case hex: the identity of inputs, results and runs. */
public final class ContentHash {
  private static final int BUFFER = 1 << 16;

  private ContentHash() {}

  /** A fresh SHA-256 digest (every JDK has it). */
  public static MessageDigest digest() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 missing from the JDK", e);
    }
  }

  /** The digest of a file's content, streaming; O(size). */
  public static String of(Path file) throws IOException {
    MessageDigest d = digest();
    byte[] buffer = new byte[BUFFER];
    try (InputStream in = Files.newInputStream(file)) {
      for (int n; (n = in.read(buffer)) > 0; ) d.update(buffer, 0, n);
    }
    return hex(d.digest());
  }

  /** The digest of a text's UTF-8 bytes. */
  public static String of(String text) { return hex(digest().digest(text.getBytes(StandardCharsets.UTF_8))); }

  /** Lower-case hex of a digest. */
  public static String hex(byte[] digest) { return HexFormat.of().formatHex(digest); }
}
