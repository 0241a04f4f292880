package org.interflow.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bad input ends with a one-line message and exit code 2, and never touches earlier results. */
class CliErrorsTest {
  private record Outcome(int code, String err) {}

  private static Outcome run(String... args) {
    PrintStream saved = System.err;
    ByteArrayOutputStream buf = new ByteArrayOutputStream();
    System.setErr(new PrintStream(buf, true, StandardCharsets.UTF_8));
    try {
      return new Outcome(Main.run(args), buf.toString(StandardCharsets.UTF_8));
    } finally {
      System.setErr(saved);
    }
  }

  private static String firstLine(String err) {
    for (String l : err.split("\n")) if (l.startsWith("interflow: ")) return l;
    return "";
  }

  @Test
  void anUnknownFamilyListsTheValidOnes(@TempDir Path tmp) {
    Outcome o = run("static", "-t", "fattre:k=4,n=3", "--out", tmp.resolve("r").toString());
    assertEquals(2, o.code());
    assertTrue(firstLine(o.err()).contains("unknown topology family 'fattre'; valid: "), o.err());
    assertTrue(firstLine(o.err()).contains("star"), o.err());
    assertFalse(Files.exists(tmp.resolve("r")), "nothing written");
  }

  @Test
  void anUnknownParameterListsTheValidOnes(@TempDir Path tmp) {
    Outcome o = run("static", "-t", "star:servers=4,radix=3", "--out", tmp.resolve("r").toString());
    assertEquals(2, o.code());
    assertTrue(firstLine(o.err()).contains("unknown parameter radix in 'star:servers=4,radix=3'; valid: servers"), o.err());
  }

  @Test
  void anUnknownRunFileKeyNamesFileAndLine(@TempDir Path tmp) throws IOException {
    Path conf = tmp.resolve("run.conf");
    Files.writeString(conf, "interflow {\n  seed = 3\n  topolgy = \"star:servers=4\"\n}\n");
    Outcome o = run("static", conf.toString(), "--out", tmp.resolve("r").toString());
    assertEquals(2, o.code());
    assertTrue(firstLine(o.err()).startsWith("interflow: " + conf + ":3: unknown key 'interflow.topolgy'"), o.err());
  }

  @Test
  void aBadBandwidthNamesTheKeyAndTheExpectedForm(@TempDir Path tmp) {
    Outcome o = run("static", "-t", "star:servers=4", "--set", "link.capacity=100Gbit", "--out", tmp.resolve("r").toString());
    assertEquals(2, o.code());
    assertTrue(firstLine(o.err()).contains("interflow.link.capacity: bad bandwidth '100Gbit': expected <number><unit>"), o.err());
  }

  @Test
  void earlierResultsAreNeverOverwritten(@TempDir Path tmp) throws IOException {
    Path out = tmp.resolve("r");
    Files.createDirectories(out);
    Files.writeString(out.resolve("summary.json"), "earlier");
    Outcome o = run("static", "-t", "star:servers=4", "--out", out.toString());
    assertEquals(2, o.code());
    assertTrue(firstLine(o.err()).contains("already holds results"), o.err());
    assertEquals("earlier", Files.readString(out.resolve("summary.json")));
  }

  @Test
  void aFailedRunLeavesNoPartialOutput(@TempDir Path tmp) throws IOException {
    Outcome o = run("static", "-t", "star:servers=4", "--traffic", "nosuchpattern", "--out", tmp.resolve("r").toString());
    assertEquals(2, o.code());
    try (var s = Files.list(tmp)) {
      assertEquals(0, s.count(), "no staging folder or result left behind");
    }
  }
}
