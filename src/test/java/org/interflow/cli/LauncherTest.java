package org.interflow.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code interflow} launcher script, run on a copy of the project layout with stand-ins for
 * {@code mvn} and {@code java} (a real build takes a minute): what it prints while it builds.
 */
class LauncherTest {
  private static final String ESC = "\u001b";

  /** A copy of the launcher beside an unbuilt source tree, and a bin folder of stand-ins; returns the launcher. */
  private static Path project(Path tmp, String mvnBody) throws IOException {
    Path home = Files.createDirectories(tmp.resolve("home"));
    Files.copy(Path.of("interflow"), home.resolve("interflow"), StandardCopyOption.COPY_ATTRIBUTES);
    Files.createDirectories(home.resolve("src/main"));
    Files.writeString(home.resolve("src/main/Source.java"), "");
    Files.writeString(home.resolve("pom.xml"), "");
    Files.writeString(home.resolve("application.conf"), "");
    Path bin = Files.createDirectories(tmp.resolve("bin"));
    script(bin.resolve("mvn"), mvnBody);
    script(bin.resolve("java"), "echo \"java $*\"");
    return home.resolve("interflow");
  }

  private static void script(Path file, String body) throws IOException {
    Files.writeString(file, "#!/usr/bin/env bash\n" + body + "\n");
    Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
  }

  private record Run(int code, String out, String err) {}

  private static Run launch(Path launcher, Path tmp) throws IOException, InterruptedException {
    ProcessBuilder pb = new ProcessBuilder("bash", launcher.toString(), "list");
    pb.environment().put("PATH", tmp.resolve("bin") + ":" + System.getenv("PATH"));
    pb.environment().put("INTERFLOW_CDS", "off");
    Path out = tmp.resolve("stdout");
    Path err = tmp.resolve("stderr");
    pb.redirectOutput(out.toFile()).redirectError(err.toFile());
    int code = pb.start().waitFor();
    return new Run(code, Files.readString(out, StandardCharsets.ISO_8859_1), Files.readString(err, StandardCharsets.ISO_8859_1));
  }

  @Test
  void theBuildPrintsNoAnsiEscapesOnStderr(@TempDir Path tmp) throws Exception {
    // what Debian's Maven 3.8.7 prints with -B -q: colour resets on stdout, around any message
    Path launcher = project(tmp, "printf '\\033[0m\\033[0m'; printf '\\033[1;31mwarning: a plugin said so\\033[m\\n' >&2;"
        + " mkdir -p target && touch target/interflow-0.1.0-SNAPSHOT-all.jar");
    Run r = launch(launcher, tmp);
    assertEquals(0, r.code(), r.err());
    assertTrue(r.err().contains("interflow: building the jar"), r.err());
    assertTrue(r.err().contains("warning: a plugin said so"), "Maven's own words are kept: " + r.err());
    assertFalse(r.err().contains(ESC), "no escape sequence: " + r.err().replace(ESC, "<ESC>"));
    assertTrue(r.out().startsWith("java "), "then the jar runs: " + r.out());
  }

  @Test
  void aFailedBuildStopsTheLauncherWithoutRunningJava(@TempDir Path tmp) throws Exception {
    Path launcher = project(tmp, "echo 'COMPILATION ERROR'; exit 3");
    Run r = launch(launcher, tmp);
    assertNotEquals(0, r.code());
    assertTrue(r.err().contains("COMPILATION ERROR"), r.err());
    assertEquals("", r.out());
  }
}
