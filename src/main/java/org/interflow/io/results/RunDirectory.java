package org.interflow.io.results;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.interflow.io.FileErrors;

/**
 * Where one run writes its results. Files go to a hidden staging folder beside the target and the
 * folder is renamed into place only when the run succeeded, so a failed run never leaves half a
 * result and never touches an earlier one. A target that exists and is not empty is refused
 * (before any work) unless overwriting was asked for. Staging folders that killed runs left in
 * the target's folder are deleted when the next run there prepares ({@link #removeStaleStaging}).
 */
public final class RunDirectory {
  private final Path target;
  private final Path staging;
  private final boolean overwrite;

  /** A staging folder's name: {@code .<target name>.partial-<pid of the process filling it>}. */
  private static final Pattern STAGING_NAME = Pattern.compile("\\..+\\.partial-([0-9]{1,18})");

  private RunDirectory(Path target, boolean overwrite) {
    this.target = target.toAbsolutePath().normalize();
    this.staging = stagingFor(this.target);
    this.overwrite = overwrite;
  }

  /** The hidden staging folder of {@code target} for this process, beside it: {@code .<name>.partial-<pid>}. */
  public static Path stagingFor(Path target) {
    Path t = target.toAbsolutePath().normalize();
    return t.resolveSibling("." + t.getFileName() + ".partial-" + ProcessHandle.current().pid());
  }

  /**
   * Deletes the staging folders in {@code folder} that a killed run left behind: those named
   * {@code .<name>.partial-<pid>} whose process no longer runs on this machine. A live run's
   * folder (its pid runs, this process's included) is left alone, as is anything that cannot be
   * deleted; failing to clean never fails the run. O(entries of the folder).
   */
  public static void removeStaleStaging(Path folder) {
    if (folder == null || !Files.isDirectory(folder)) return;
    try (DirectoryStream<Path> entries = Files.newDirectoryStream(folder, ".*.partial-*")) {
      for (Path p : entries) {
        Matcher m = STAGING_NAME.matcher(p.getFileName().toString());
        if (!m.matches() || !Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)) continue;
        long pid = Long.parseLong(m.group(1));
        if (pid == ProcessHandle.current().pid() || ProcessHandle.of(pid).isPresent()) continue;
        try {
          deleteTree(p);
        } catch (IOException e) {
          // left for a later run; a leftover costs nothing but a hidden folder
        }
      }
    } catch (IOException e) {
      // an unreadable folder: nothing to clean that we could clean
    }
  }

  /**
   * Prepares a run directory.
   *
   * @param explicit the folder the user named, or null to take {@code <root>/<command>-NNN} (next free number)
   * @throws OutputExistsException when {@code explicit} exists, is not empty and {@code overwrite} is false
   */
  public static RunDirectory prepare(Path explicit, Path root, String command, boolean overwrite) {
    Path target = explicit != null ? explicit : nextFree(root, command);
    if (!overwrite && Files.isDirectory(target) && !isEmpty(target)) {
      throw new OutputExistsException(target + " already holds results; choose another --out or add --force to replace them");
    }
    if (Files.exists(target) && !Files.isDirectory(target)) {
      throw new OutputExistsException(target + " exists and is not a directory");
    }
    RunDirectory dir = new RunDirectory(target, overwrite);
    removeStaleStaging(dir.target.getParent());
    try {
      deleteTree(dir.staging);
      Files.createDirectories(dir.staging);
    } catch (IOException e) {
      // the reason concerns the folder the results go in: name it, not the hidden staging folder beside it
      throw new UncheckedIOException("cannot create " + dir.target + ": " + FileErrors.reason(e), e);
    }
    return dir;
  }

  /** Work that fills a run directory; it may fail with an I/O error. */
  @FunctionalInterface
  public interface Work<T> {
    T run() throws IOException;
  }

  /**
   * Runs {@code work}, which writes into this directory's staging folder, then commits it. If the
   * work fails in any way, the staged files are thrown away and the failure is rethrown (I/O
   * errors as {@link UncheckedIOException}), so a failed run leaves nothing behind.
   *
   * @return what the work returned
   */
  public <T> T produce(Work<T> work) {
    T value;
    try {
      value = work.run();
    } catch (IOException e) {
      abandon();
      throw new UncheckedIOException("cannot write results into " + target, e);
    } catch (RuntimeException | Error e) {
      abandon();
      throw e;
    }
    commit();
    return value;
  }

  /** A file in the staging folder (it appears under {@link #target()} after {@link #commit()}). */
  public Path file(String name) { return staging.resolve(name); }

  public Path target() { return target; }

  /** The target as a user would type it: relative to the working directory when inside it. */
  public Path displayTarget() {
    Path cwd = Path.of("").toAbsolutePath().normalize();
    return target.startsWith(cwd) ? cwd.relativize(target) : target;
  }

  /** Moves the staged results into place, replacing an earlier run only if overwriting was asked for. */
  public void commit() {
    try {
      if (Files.exists(target)) {
        if (!overwrite && !isEmpty(target)) throw new OutputExistsException(target + " appeared while the run was going");
        deleteTree(target);
      }
      Files.createDirectories(target.getParent());
      Files.move(staging, target, StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot move results into " + target, e);
    }
  }

  /** Throws the staged files away (after a failure). */
  public void abandon() {
    try {
      deleteTree(staging);
    } catch (IOException e) {
      // nothing more to do: the staging folder is hidden and named after this process
    }
  }

  private static Path nextFree(Path root, String command) {
    for (int i = 1; ; i++) {
      Path p = root.resolve(String.format("%s-%03d", command, i));
      if (!Files.exists(p)) return p;
    }
  }

  private static boolean isEmpty(Path dir) {
    try (Stream<Path> s = Files.list(dir)) {
      return s.findAny().isEmpty();
    } catch (IOException e) {
      return false;
    }
  }

  /** Deletes {@code p} and everything below it; nothing if it does not exist. */
  public static void deleteTree(Path p) throws IOException {
    if (!Files.exists(p)) return;
    try (Stream<Path> s = Files.walk(p)) {
      for (Path x : (Iterable<Path>) s.sorted(Comparator.reverseOrder())::iterator) Files.delete(x);
    }
  }

  /** The output folder is taken; the message says what to do. */
  public static final class OutputExistsException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public OutputExistsException(String message) { super(message); }
  }
}
