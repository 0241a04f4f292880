package org.interflow.io;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Opens a UTF-8 file for one of this package's readers or writers, turning I/O failures into one-line errors. */
final class OpenFiles {
  private OpenFiles() {}

  /** What a reader does with the open file. */
  @FunctionalInterface
  interface Reading<T> {
    T read(BufferedReader in) throws IOException;
  }

  /** What a writer does with the open file. */
  @FunctionalInterface
  interface Writing {
    void write(BufferedWriter out) throws IOException;
  }

  /** @param what the kind of file, for the error message, e.g. {@code topology} */
  static <T> T read(Path file, String what, Reading<T> reading) {
    if (!Files.isRegularFile(file)) throw new IllegalArgumentException(what + " file " + file + " not found");
    try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      return reading.read(in);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + what + " " + file + ": " + FileErrors.reason(e), e);
    }
  }

  static void write(Path file, String what, Writing writing) {
    try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      writing.write(out);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + what + " " + file + ": " + FileErrors.reason(e), e);
    }
  }
}
