package org.interflow.io.sweep;

/**
 * A file that travels between cluster members by content: its SHA-256, the name it must have
 * where it lands (readers detect formats by extension) and its size. Inputs of a run (a trace, a
 * topology file, a job log) and the result files of a run are both such references.
 *
 * @param hash lower-case hex SHA-256 of the content (64 characters)
 * @param name the file name, or a relative path with '/' for a result file in a sub-folder
 * @param size bytes
 */
public record FileRef(String hash, String name, long size) {
  public FileRef {
    if (hash == null || !hash.matches("[0-9a-f]{64}")) throw new IllegalArgumentException("not a SHA-256 hex digest: " + hash);
    if (name == null || name.isBlank() || name.startsWith("/") || name.contains("..") || name.contains("\\")) {
      throw new IllegalArgumentException("not a relative file name: " + name);
    }
    if (size < 0) throw new IllegalArgumentException("negative size " + size);
  }
}
