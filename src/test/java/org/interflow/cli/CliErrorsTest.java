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

  @Test
  void aValueOfTheWrongTypeNamesKeyExpectedFormAndValue(@TempDir Path tmp) throws IOException {
    CliRun o = CliRun.run("static", "-t", "star:servers=4", "--set", "seed=abc", "--out", tmp.resolve("r").toString());
    assertEquals(2, o.code());
    assertEquals("interflow: interflow.seed: expected an integer, got \"abc\"", firstLine(o.err()), o.err());
    Path conf = tmp.resolve("run.conf");
    Files.writeString(conf, "interflow {\n  link.latency = fast\n}\n");
    o = CliRun.run("static", conf.toString(), "-t", "star:servers=4", "--out", tmp.resolve("r").toString());
    assertEquals(2, o.code());
    assertEquals("interflow: " + conf + ":2: interflow.link.latency: expected a duration, e.g. 100ns or 2us, got \"fast\"",
        firstLine(o.err()), o.err());
  }

  @Test
  void aListKeyGivenSomethingElseIsRefusedEvenWhereTheCommandDoesNotReadIt(@TempDir Path tmp) {
    // a list cut short is taken as a string; static never reads the netbench keys
    CliRun o = CliRun.run("static", "-t", "star:servers=4", "--set", "netbench.collective.sizes=[1KiB,", "--out",
        tmp.resolve("r").toString());
    assertEquals(2, o.code());
    assertTrue(firstLine(o.err()).startsWith("interflow: --set: interflow.netbench.collective.sizes: expected a list like [\"8B\","),
        o.err());
    assertTrue(firstLine(o.err()).endsWith("got \"[1KiB,\""), o.err());
    o = CliRun.run("static", "-t", "star:servers=4", "--set", "simulate=3", "--out", tmp.resolve("r").toString());
    assertEquals(2, o.code());
    assertTrue(firstLine(o.err()).contains("interflow.simulate: expected a section: set its keys, e.g. interflow.simulate."), o.err());
    assertFalse(Files.exists(tmp.resolve("r")), "nothing written");
  }

  @Test
  void anUnknownKeyListsTheKeysOfTheDeepestSectionThatExists(@TempDir Path tmp) {
    CliRun o = CliRun.run("static", "--set", "nosuch.key=3", "--out", tmp.resolve("r").toString());
    assertEquals(2, o.code());
    assertTrue(firstLine(o.err()).contains("unknown key 'interflow.nosuch.key'; valid keys under 'interflow': attribution,"), o.err());
    o = CliRun.run("static", "--set", "simulate.nosuch.key=3", "--out", tmp.resolve("r").toString());
    assertTrue(firstLine(o.err()).contains("valid keys under 'interflow.simulate': application-share,"), o.err());
  }

  @Test
  void malformedDimensionsAndApplicationPatternsSayTheExpectedForm(@TempDir Path tmp) {
    CliRun o = CliRun.run("static", "-t", "torus:dims=8xx8", "--out", tmp.resolve("r").toString());
    assertEquals(2, o.code());
    assertTrue(firstLine(o.err()).endsWith("must be integer sizes joined by x, e.g. 8x8x8, got '8xx8'"), o.err());
    o = CliRun.run("simulate", "-t", "torus:dims=4x4", "--job", "phased:pattern=shift;k=3", "--out", tmp.resolve("r").toString());
    assertEquals(2, o.code());
    assertTrue(firstLine(o.err()).contains("pattern=shift;k=3: a pattern's parameters follow ':', e.g. pattern=shift:k=3"), o.err());
  }

  @Test
  void exportingIntoAMissingFolderIsBadInput(@TempDir Path tmp) {
    Path out = tmp.resolve("missing").resolve("x.topo");
    CliRun o = CliRun.run("export", "torus:dims=4x4", "-o", out.toString());
    assertEquals(2, o.code());
    assertEquals("interflow: " + out + ": no folder " + out.getParent() + " to write it in", firstLine(o.err()), o.err());
  }
}
