package org.interflow.io.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Run ids and file hashes against digests computed by coreutils' sha256sum. */
class SweepRunTest {
  @TempDir
  Path dir;

  @Test
  void aRunIdIsTheStartOfTheSha256OfCommandNewlineConfig() {
    // printf 'static\n{"a":1}' | sha256sum = 4b970d752172ed577a939e9543fccd677ed084a48ab4ca25338a1f4bbb3b7a48
    SweepRun run = SweepRun.of("static", Map.of("seed", "1"), "{\"a\":1}", List.of());
    assertEquals("4b970d752172ed577a93", run.id());
    assertThrows(IllegalArgumentException.class, () -> new SweepRun("00000000000000000000", "static", Map.of(), "{\"a\":1}", List.of()));
  }

  @Test
  void aFileHashIsTheSha256OfItsContentAndItsStorePlaceIsRelative() throws Exception {
    Path f = dir.resolve("hello.txt");
    Files.writeString(f, "hello\n");
    // printf 'hello\n' | sha256sum
    String hash = "5891b5b522d5df086d0ff0b110fbd9d21bb4fc7163af34d08286a2e846f6be03";
    assertEquals(hash, ContentHash.of(f));
    FileRef ref = new FileRef(hash, "hello.txt", 6);
    assertEquals(".interflow/store/" + hash + "/hello.txt", InputStore.relativePath(ref));
    assertEquals(dir.resolve(hash).resolve("hello.txt"), new InputStore(dir).path(ref));
    assertThrows(IllegalArgumentException.class, () -> new FileRef(hash, "../x", 1));
  }
}
