package org.interflow.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The user documentation refers only to files a clone of the repository has: no path outside it
 * ({@code ../shared/...}), and every repository path it names in backticks exists.
 */
class DocumentationLinksTest {
  private static final Pattern QUOTED_PATH = Pattern.compile("`((?:traces|workloads|docs|bench|src/main|src/test)/[^`\\s]*)`");

  private static List<Path> documents() throws IOException {
    List<Path> docs = new ArrayList<>(List.of(Path.of("README.md"), Path.of("traces/README.md")));
    try (Stream<Path> s = Files.list(Path.of("docs"))) {
      s.filter(p -> p.toString().endsWith(".md")).sorted().forEach(docs::add);
    }
    return docs;
  }

  @Test
  void noDocumentPointsOutsideTheRepository() throws IOException {
    List<String> outside = new ArrayList<>();
    for (Path doc : documents()) {
      List<String> lines = Files.readAllLines(doc);
      for (int i = 0; i < lines.size(); i++) {
        if (lines.get(i).contains("../shared") || lines.get(i).contains("shared/data")) outside.add(doc + ":" + (i + 1));
      }
    }
    assertEquals(List.of(), outside);
  }

  @Test
  void everyRepositoryPathADocumentNamesExists() throws IOException {
    List<String> missing = new ArrayList<>();
    int checked = 0;
    for (Path doc : documents()) {
      Matcher m = QUOTED_PATH.matcher(Files.readString(doc));
      while (m.find()) {
        String path = m.group(1).replaceAll("[.,:;)]+$", "");
        if (path.matches(".*[{<*].*")) continue;  // a pattern such as testtrace-000{0..3}.bin, not a file
        checked++;
        // paths in traces/README.md are relative to traces/
        Path p = doc.getParent() != null && doc.getParent().toString().equals("traces") && !Files.exists(Path.of(path))
            ? Path.of("traces").resolve(path) : Path.of(path);
        if (!Files.exists(p)) missing.add(doc + ": " + path);
      }
    }
    assertTrue(checked > 10, "paths were found: " + checked);
    assertEquals(List.of(), missing);
  }
}
