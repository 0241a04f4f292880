package org.interflow.io.trace;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;

/**
 * The SimGrid SMPI replay reference runs in {@code src/test/resources/simgrid-reference/}: one
 * folder per case with a time-independent trace, a SimGrid platform, the exact command, SimGrid
 * 3.32's output and the {@code expected.properties} it yields (see that folder's README and
 * {@code docs/simgrid-crosscheck.md}). A test that replays a case in Interflow's {@code simgrid}
 * preset loads it here and compares {@link ReferenceCase#simulatedSeconds()} and
 * {@link ReferenceCase#rankFinishSeconds(int)} within 0.1%.
 */
final class SimgridReferenceCases {
  /** Class-path location of the case folders. */
  static final String RESOURCE = "/simgrid-reference";

  private SimgridReferenceCases() {}

  /**
   * One reference case.
   *
   * @param name the folder name, e.g. {@code pingpong-1e6}
   * @param folder the case folder
   * @param expected the parsed {@code expected.properties}
   */
  record ReferenceCase(String name, Path folder, Properties expected) {
    /** Number of MPI ranks (SimGrid's {@code -np}). */
    int ranks() { return Integer.parseInt(value("ranks")); }

    /** SimGrid's simulated time, seconds: from t = 0 to the end of the last rank. */
    double simulatedSeconds() { return Double.parseDouble(value("simulatedSeconds")); }

    /** End of rank {@code rank}'s last traced action, seconds. */
    double rankFinishSeconds(int rank) { return Double.parseDouble(value("rank." + rank + ".finish")); }

    /** The same run with SimGrid's default crosstraffic and TCP-gamma (not modelled by Interflow), seconds. */
    double defaultsSimulatedSeconds() { return Double.parseDouble(value("defaults.simulatedSeconds")); }

    /** Interflow topology spec of the equivalent network; a {@code file:} spec is relative to the folder. */
    String interflowTopology() { return value("interflow.topology"); }

    /**
     * The trace files in index order: one file shared by every rank, or one file per rank.
     *
     * @throws UncheckedIOException if the index cannot be read
     */
    List<Path> traceFiles() {
      Path index = folder.resolve(value("trace.index"));
      List<Path> files = new ArrayList<>();
      try {
        for (String line : Files.readAllLines(index, StandardCharsets.UTF_8)) {
          if (!line.isBlank()) files.add(folder.resolve(line.strip()));
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      return files;
    }

    /**
     * A text file of the folder, read whole; {@code name.gz} is read when only that exists (the
     * 2014 trace's logs are kept gzipped).
     *
     * @throws UncheckedIOException if neither form can be read
     */
    String text(String fileName) {
      Path plain = folder.resolve(fileName);
      Path gzipped = folder.resolve(fileName + ".gz");
      try (InputStream in = Files.exists(plain) ? Files.newInputStream(plain)
          : new GZIPInputStream(Files.newInputStream(gzipped))) {
        return new String(in.readAllBytes(), StandardCharsets.UTF_8);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }

    private String value(String key) {
      String v = expected.getProperty(key);
      if (v == null) throw new IllegalStateException(folder.resolve("expected.properties") + ": no key " + key);
      return v.strip();
    }
  }

  /** The folder holding every case. */
  static Path root() {
    URL url = SimgridReferenceCases.class.getResource(RESOURCE);
    if (url == null) throw new IllegalStateException(RESOURCE + " is not on the test class path");
    try {
      return Path.of(url.toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  /** Every case, in folder-name order. */
  static List<ReferenceCase> all() {
    try (Stream<Path> entries = Files.list(root())) {
      return entries.filter(Files::isDirectory).sorted().map(SimgridReferenceCases::load).toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The case in folder {@code name}. */
  static ReferenceCase named(String name) {
    return load(root().resolve(name));
  }

  private static ReferenceCase load(Path folder) {
    Properties p = new Properties();
    try (Reader in = Files.newBufferedReader(folder.resolve("expected.properties"), StandardCharsets.UTF_8)) {
      p.load(in);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return new ReferenceCase(folder.getFileName().toString(), folder, p);
  }
}
