package org.interflow.optimize.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.interflow.optimize.exanest.GenerationTracker;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The checkpoint file keeps every value bit for bit, and rejects what is not a checkpoint. */
class CheckpointTest {
  @Test
  void writingAndReadingKeepsEveryBit(@TempDir Path tmp) {
    // values whose shortest decimal forms are long (1/3, 0.1 + 0.2), a negative zero, and an infinite
    // crowding distance (jMetal gives the extreme points of a front Double.POSITIVE_INFINITY)
    double third = 1.0 / 3;
    Checkpoint.Member member = new Checkpoint.Member(new int[] {7, 0, 19}, new double[] {-8, -(0.1 + 0.2), -0.0},
        Map.of("rank", 2, "crowding", Double.POSITIVE_INFINITY, "connected", true, "density", third));
    Checkpoint c = new Checkpoint("exanest R=2", 3, 5, 72, List.of(member), List.of(new double[] {-8, third, 2}),
        List.of(new GenerationTracker.Generation(0, 12, 4, 0.1 + 0.7)));
    Path file = tmp.resolve("run-3.json");
    c.write(file);
    Checkpoint back = Checkpoint.read(file);
    assertEquals("exanest R=2", back.fingerprint());
    assertEquals(3, back.run());
    assertEquals(5, back.generation());
    assertEquals(72, back.evaluations());
    assertArrayEquals(new int[] {7, 0, 19}, back.population().get(0).encoding());
    double[] f = back.population().get(0).objectives();
    assertEquals(Double.doubleToRawLongBits(-(0.1 + 0.2)), Double.doubleToRawLongBits(f[1]));
    assertEquals(Double.doubleToRawLongBits(-0.0), Double.doubleToRawLongBits(f[2]));
    assertEquals(member.attributes(), back.population().get(0).attributes());
    assertArrayEquals(new double[] {-8, third, 2}, back.archive().get(0));
    assertEquals(c.generations(), back.generations());
    assertTrue(Files.notExists(tmp.resolve("run-3.json.tmp")), "the temporary file is renamed into place");
  }

  @Test
  void aFileThatIsNotACheckpointIsRejectedNamingIt(@TempDir Path tmp) throws IOException {
    Path file = Files.writeString(tmp.resolve("run-0.json"), "{\"format\": \"something else\"}");
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Checkpoint.read(file));
    assertTrue(e.getMessage().startsWith(file.toString()), e.getMessage());
  }
}
