package org.interflow.io;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;

/**
 * Says in a few words why a file operation failed, for one-line messages: java.nio names the
 * failure by its exception class and puts only the path in the message ({@code
 * java.nio.file.AccessDeniedException: /data/out}), which means nothing to a user.
 */
public final class FileErrors {
  private FileErrors() {}

  /** The reason of {@code e} in plain words, e.g. {@code permission denied}, without the path. */
  public static String reason(IOException e) {
    if (e instanceof AccessDeniedException) return "permission denied";
    if (e instanceof NoSuchFileException) return "no such file or folder";
    if (e instanceof FileAlreadyExistsException) return "a file of that name exists";
    if (e instanceof NotDirectoryException) return "not a folder";
    if (e instanceof DirectoryNotEmptyException) return "folder not empty";
    if (e instanceof FileSystemException f) return f.getReason() != null ? f.getReason() : "file system error";
    return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
  }
}
