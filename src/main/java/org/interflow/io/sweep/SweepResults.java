package org.interflow.io.sweep;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Optional;
import org.interflow.io.FileErrors;
import org.interflow.io.results.RunDirectory;

/**
 * The output folder of a sweep: {@code runs/<id>/} per finished run (staged and renamed into place
 * whole, so a run directory is either complete or absent), {@code failures/<id>.txt} per failed run
 * (its one-line error), {@code sweep.conf} (the sweep file, for {@code --resume}), {@code sweep.csv}
 * and the plot ({@link SweepTable}). A run whose directory exists is done, whoever computed it; a
 * second copy of a finished run is dropped. Only the coordinator of a sweep writes here.
 */
public final class SweepResults {
  /** The sub-folder of run directories. */
  public static final String RUNS = "runs";
  /** The sub-folder of failure records. */
  public static final String FAILURES = "failures";
  /** The copy of the sweep file, which {@code --resume} reads. */
  public static final String SWEEP_FILE = "sweep.conf";

  private final Path dir;

  public SweepResults(Path dir) { this.dir = dir.toAbsolutePath().normalize(); }

  public Path dir() { return dir; }

  /** The directory of run {@code id}. */
  public Path runDir(String id) { return dir.resolve(RUNS).resolve(id); }

  /** True when run {@code id} has its directory (it finished, in this sweep or an earlier one). */
  public boolean done(String id) { return Files.isDirectory(runDir(id)); }

  /**
   * An empty staging folder for attempt {@code attempt} of run {@code id}, hidden beside the run
   * directories ({@code runs/.<id>-a<attempt>.partial-<pid>}, which {@link
   * RunDirectory#removeStaleStaging} deletes once this process is gone).
   */
  public Path stage(String id, int attempt) {
    Path staging = dir.resolve(RUNS).resolve("." + id + "-a" + attempt + ".partial-" + ProcessHandle.current().pid());
    try {
      RunDirectory.deleteTree(staging);
      Files.createDirectories(staging);
      return staging;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot create " + staging + ": " + FileErrors.reason(e), e);
    }
  }

  /**
   * Renames a filled staging folder into run {@code id}'s directory, in one step; if the run is
   * done already (a duplicate), the staging folder is deleted instead.
   *
   * @return true if this staging folder became the run's directory
   */
  public boolean commit(String id, Path staging) {
    Path target = runDir(id);
    try {
      if (!done(id)) {
        try {
          Files.move(staging, target, StandardCopyOption.ATOMIC_MOVE);
          clearFailure(id);
          return true;
        } catch (IOException e) {
          if (!done(id)) throw e; // else a duplicate finished first
        }
      }
      RunDirectory.deleteTree(staging);
      return false;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot move results into " + target + ": " + FileErrors.reason(e), e);
    }
  }

  /** Deletes a staging folder (its attempt failed or was superseded). */
  public void abandon(Path staging) {
    try {
      RunDirectory.deleteTree(staging);
    } catch (IOException e) {
      // hidden and named after this process: removed by a later sweep in this folder
    }
  }

  /** Prepares the folder: creates it and {@code runs/}, and deletes staging folders of coordinators that are gone. */
  public void prepare() {
    try {
      Files.createDirectories(dir.resolve(RUNS));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot create " + dir.resolve(RUNS) + ": " + FileErrors.reason(e), e);
    }
    RunDirectory.removeStaleStaging(dir.resolve(RUNS));
  }

  /** Records that run {@code id} failed with {@code message} (replacing an earlier record), atomically. */
  public void recordFailure(String id, String message) {
    Path file = failureFile(id);
    try {
      Files.createDirectories(file.getParent());
      Path tmp = Files.createTempFile(file.getParent(), "." + id, ".part");
      Files.writeString(tmp, message.replace('\n', ' ') + "\n", StandardCharsets.UTF_8);
      Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot record the failure of run " + id + " in " + file + ": " + FileErrors.reason(e), e);
    }
  }

  /** The recorded error of run {@code id}, if it failed and has not succeeded since. */
  public Optional<String> failure(String id) {
    if (done(id)) return Optional.empty();
    try {
      Path file = failureFile(id);
      return Files.isRegularFile(file) ? Optional.of(Files.readString(file, StandardCharsets.UTF_8).strip()) : Optional.empty();
    } catch (IOException e) {
      return Optional.of("(unreadable failure record: " + FileErrors.reason(e) + ")");
    }
  }

  /** Forgets the failure of run {@code id} (it is being run again). */
  public void clearFailure(String id) {
    try {
      Files.deleteIfExists(failureFile(id));
    } catch (IOException e) {
      // a stale record is ignored once the run is done (failure() checks done() first)
    }
  }

  private Path failureFile(String id) { return dir.resolve(FAILURES).resolve(id + ".txt"); }
}
