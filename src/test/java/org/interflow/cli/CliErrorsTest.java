package org.interflow.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bad input ends with a one-line message and exit code 2, and never touches earlier results. */
class CliErrorsTest {
  private static String firstLine(String err) {
    for (String l : err.split("\n")) if (l.startsWith("interflow: ")) return l;
    return "";
  }

  @Test
  void anUnknownFamilyListsTheValidOnes(@TempDir Path tmp) {
    CliRun o = CliRun.run("static", "-t", "fattre:k=4,n=3", "--out", tmp.resolve("r").toString());
    assertEquals(2, o.code());
    assertTrue(firstLine(o.err()).contains("unknown topology family 'fattre'; valid: "), o.err());
    assertTrue(firstLine(o.err()).contains("star"), o.err());
    assertFalse(Files.exists(tmp.resolve("r")), "nothing written");
  }

  @Test
  void anUnknownParameterListsTheValidOnes(@TempDir Path tmp) {
    CliRun o = CliRun.run("static", "-t", "star:servers=4,radix=3", "--out", tmp.resolve("r").toString());
    assertEquals(2, o.code());
    assertTrue(firstLine(o.err()).contains("unknown parameter radix in 'star:servers=4,radix=3'; valid: servers"), o.err());
  }

  @Test
  void anUnknownRunFileKeyNamesFileAndLine(@TempDir Path tmp) throws IOException {
    Path conf = tmp.resolve("run.conf");
    Files.writeString(conf, "interflow {\n  seed = 3\n  topolgy = \"star:servers=4\"\n}\n");
    CliRun o = CliRun.run("static", conf.toString(), "--out", tmp.resolve("r").toString());
    assertEquals(2, o.code());
    assertTrue(firstLine(o.err()).startsWith("interflow: " + conf + ":3: unknown key 'interflow.topolgy'"), o.err());
  }

  @Test
  void aBadBandwidthNamesTheKeyAndTheExpectedForm(@TempDir Path tmp) {
    CliRun o = CliRun.run("static", "-t", "star:servers=4", "--set", "link.capacity=100Gbit", "--out", tmp.resolve("r").toString());
    assertEquals(2, o.code());
    assertTrue(firstLine(o.err()).contains("interflow.link.capacity: bad bandwidth '100Gbit': expected <number><unit>"), o.err());
  }

  @Test
  void earlierResultsAreNeverOverwritten(@TempDir Path tmp) throws IOException {
    Path out = tmp.resolve("r");
    Files.createDirectories(out);
    Files.writeString(out.resolve("summary.json"), "earlier");
    CliRun o = CliRun.run("static", "-t", "star:servers=4", "--out", out.toString());
    assertEquals(2, o.code());
    assertTrue(firstLine(o.err()).contains("already holds results"), o.err());
    assertEquals("earlier", Files.readString(out.resolve("summary.json")));
  }

  @Test
  void aFailedRunLeavesNoPartialOutput(@TempDir Path tmp) throws IOException {
    CliRun o = CliRun.run("static", "-t", "star:servers=4", "--traffic", "nosuchpattern", "--out", tmp.resolve("r").toString());
    assertEquals(2, o.code());
    try (var s = Files.list(tmp)) {
      assertEquals(0, s.count(), "no staging folder or result left behind");
    }
  }
}
