package org.interflow.io.results;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Staging folders of killed runs are cleaned by the next run in their folder; live ones never. */
class RunDirectoryTest {
  /** The pid of a process that has ended (started, then waited for). */
  private static long deadPid() throws IOException, InterruptedException {
    Process p = new ProcessBuilder("true").start();
    p.waitFor();
    long pid = p.pid();
    while (ProcessHandle.of(pid).isPresent()) Thread.onSpinWait();  // reaped by waitFor; guard against a zombie
    return pid;
  }

  @Test
  void aKilledRunsStagingFolderIsRemovedByTheNextRunThere(@TempDir Path tmp) throws Exception {
    Path stale = tmp.resolve(".sim.partial-" + deadPid());
    Files.createDirectories(stale.resolve("sub"));
    Files.writeString(stale.resolve("sub/flows.csv"), "half a result");
    RunDirectory dir = RunDirectory.prepare(tmp.resolve("next"), null, "static", false);
    assertFalse(Files.exists(stale), "stale staging folder removed");
    dir.abandon();
  }

  @Test
  void liveRunsFoldersAndOtherHiddenFilesAreKept(@TempDir Path tmp) throws Exception {
    long live = ProcessHandle.current().parent().orElseThrow().pid();  // the build tool's JVM or shell: running
    Path liveStaging = tmp.resolve(".other.partial-" + live);
    Path mine = tmp.resolve(".mine.partial-" + ProcessHandle.current().pid());
    Path unrelated = tmp.resolve(".notes.partial-x");
    Path file = tmp.resolve(".file.partial-" + deadPid());
    for (Path p : new Path[] {liveStaging, mine, unrelated}) Files.createDirectories(p);
    Files.writeString(file, "a file, not a staging folder");
    RunDirectory.removeStaleStaging(tmp);
    for (Path p : new Path[] {liveStaging, mine, unrelated, file}) assertTrue(Files.exists(p), p + " kept");
  }

  @Test
  void aMissingFolderIsNothingToClean(@TempDir Path tmp) {
    RunDirectory.removeStaleStaging(tmp.resolve("absent"));
    RunDirectory.removeStaleStaging(null);
  }
}
