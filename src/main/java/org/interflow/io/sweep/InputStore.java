package org.interflow.io.sweep;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * The input files a cluster member has fetched, by content: {@code <root>/<sha256>/<name>}. Every
 * member keeps its store at the same place relative to its working directory ({@link #ROOT}), so
 * a run's configuration names an input by the same relative path on every member and a run's
 * results do not depend on where it ran. A file is fetched once per member and kept; deleting
 * the folder only costs fetching again.
 */
public final class InputStore {
  /** The store's folder, relative to the working directory of every member. */
  public static final Path ROOT = Path.of(".interflow", "store");

  private final Path root;

  /** The store under {@code root} (tests; members use {@link #ROOT}). */
  public InputStore(Path root) { this.root = root; }

  /** The store of this JVM's working directory. */
  public static InputStore local() { return new InputStore(ROOT); }

  /** How a run's configuration names {@code file}: {@code .interflow/store/<hash>/<name>}, '/'-separated on every system. */
  public static String relativePath(FileRef file) {
    return ROOT.toString().replace('\\', '/') + "/" + file.hash() + "/" + file.name();
  }

  /** Where {@code file} lies in this store once present. */
  public Path path(FileRef file) { return root.resolve(file.hash()).resolve(file.name()); }

  /** True when {@code file} is present with its size (content was checked when it was added). */
  public boolean has(FileRef file) {
    Path p = path(file);
    try {
      return Files.isRegularFile(p) && Files.size(p) == file.size();
    } catch (IOException e) {
      return false;
    }
  }

  /** A temporary file beside {@code file}'s place, to fetch into before {@link #commit}. */
  public Path temporary(FileRef file) throws IOException {
    Path dir = root.resolve(file.hash());
    Files.createDirectories(dir);
    return Files.createTempFile(dir, ".fetch-", ".part");
  }

  /** Moves a fetched and verified temporary file into place (atomically; a concurrent identical fetch may win). */
  public Path commit(FileRef file, Path temporary) throws IOException {
    Path target = path(file);
    Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    return target;
  }
}
