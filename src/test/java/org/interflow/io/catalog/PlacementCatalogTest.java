package org.interflow.io.catalog;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.interflow.io.InputFormatException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PlacementCatalogTest {
  @TempDir Path dir;

  @Test
  void aMappingFilePlacesEachRankWhereItSays() throws Exception {
    Path f = dir.resolve("map.txt");
    Files.writeString(f, "# rank server\n2 7\n0 5\n\n1 5  # shares with rank 0\n");
    assertArrayEquals(new int[] {5, 5, 7}, PlacementCatalog.place("file:" + f, 3, 8, 1));
  }

  @Test
  void aServerOutOfRangeNamesTheFileAndLine() throws Exception {
    Path f = dir.resolve("bad.txt");
    Files.writeString(f, "0 1\n1 9\n");
    InputFormatException e = assertThrows(InputFormatException.class, () -> PlacementCatalog.place("file:path=" + f, 2, 4, 1));
    assertEquals(2, e.line());
    assertTrue(e.getMessage().contains("bad.txt"), e.getMessage());
  }

  @Test
  void aMissingRankIsReported() throws Exception {
    Path f = dir.resolve("short.txt");
    Files.writeString(f, "0 1\n");
    assertThrows(InputFormatException.class, () -> PlacementCatalog.place("file:" + f, 2, 4, 1));
  }

  @Test
  void perNodeAndUnknownNamesAreChecked() {
    assertArrayEquals(new int[] {0, 0, 0, 1}, PlacementCatalog.place("linear:per-node=3", 4, 4, 1));
    assertThrows(SpecException.class, () -> PlacementCatalog.place("spiral", 4, 4, 1));
    assertThrows(SpecException.class, () -> PlacementCatalog.place("linear:stride=2", 4, 4, 1));
    assertThrows(SpecException.class, () -> PlacementCatalog.place("linear", 5, 4, 1));
  }
}
