package org.interflow.cluster.sweep;

import akka.actor.typed.ActorRef;
import akka.actor.typed.ActorSystem;
import akka.actor.typed.javadsl.AskPattern;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import org.interflow.io.sweep.ContentHash;
import org.interflow.io.sweep.FileRef;
import org.interflow.io.sweep.InputStore;

/**
 * Copies files from a {@link FileServer}, chunk after chunk, checking the content hash: into a
 * given place (a run's results) or into this member's {@link InputStore} (a run's inputs, fetched
 * once per member however many runs ask for them at once). A missing file, a wrong hash or an
 * unanswered chunk fails the future. Thread-safe.
 */
public final class FileFetcher {
  /** How long one chunk may take. */
  public static final Duration CHUNK_TIMEOUT = Duration.ofSeconds(30);

  private final ActorSystem<?> system;
  private final InputStore store;
  private final ConcurrentHashMap<String, CompletableFuture<Path>> inputs = new ConcurrentHashMap<>();

  public FileFetcher(ActorSystem<?> system, InputStore store) {
    this.system = system;
    this.store = store;
  }

  /** {@code file} in this member's store, fetched from {@code server} unless already there. */
  public CompletableFuture<Path> input(FileRef file, ActorRef<FileServer.Command> server) {
    if (store.has(file)) return CompletableFuture.completedFuture(store.path(file));
    String key = file.hash() + "/" + file.name();
    CompletableFuture<Path> fetch = inputs.computeIfAbsent(key, k -> {
      Path tmp;
      try {
        tmp = store.temporary(file);
      } catch (IOException e) {
        return CompletableFuture.failedFuture(new UncheckedIOException(e));
      }
      return copy(file, server, tmp).thenApply(done -> {
        try {
          return store.commit(file, tmp);
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      });
    });
    fetch.whenComplete((p, error) -> inputs.remove(key, fetch)); // a failed fetch may be tried again
    return fetch;
  }

  /** Copies {@code file} from {@code server} to {@code target} (replaced whole once complete and checked). */
  public CompletableFuture<Void> copy(FileRef file, ActorRef<FileServer.Command> server, Path target) {
    Path tmp;
    OutputStream out;
    try {
      Files.createDirectories(target.toAbsolutePath().getParent());
      tmp = target.resolveSibling("." + target.getFileName() + ".part");
      out = Files.newOutputStream(tmp);
    } catch (IOException e) {
      return CompletableFuture.failedFuture(new UncheckedIOException("cannot write " + target, e));
    }
    MessageDigest digest = ContentHash.digest();
    return next(file, server, 0, out, digest).toCompletableFuture().<Void>handle((v, error) -> {
      try {
        out.close();
        if (error != null) throw error instanceof RuntimeException r ? r : new IllegalStateException(error.getMessage(), error);
        String got = ContentHash.hex(digest.digest());
        if (!got.equals(file.hash())) throw new IllegalStateException(file.name() + ": content hash " + got + ", expected " + file.hash());
        Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        return null;
      } catch (IOException e) {
        throw new UncheckedIOException("cannot write " + target, e);
      } finally {
        try {
          Files.deleteIfExists(tmp);
        } catch (IOException e) {
          // a leftover ".part" is overwritten by the next fetch
        }
      }
    });
  }

  private CompletionStage<Void> next(FileRef file, ActorRef<FileServer.Command> server, long offset, OutputStream out,
      MessageDigest digest) {
    return AskPattern.<FileServer.Command, FileServer.Chunk>ask(server, replyTo -> new FileServer.Fetch(file.hash(), offset, replyTo),
            CHUNK_TIMEOUT, system.scheduler())
        .thenComposeAsync(chunk -> {
          if (chunk.size() < 0) throw new IllegalStateException(file.name() + " (" + file.hash() + ") is not offered by " + server.path().address());
          try {
            out.write(chunk.bytes());
          } catch (IOException e) {
            throw new UncheckedIOException(e);
          }
          digest.update(chunk.bytes());
          long end = offset + chunk.bytes().length;
          if (end >= chunk.size() || chunk.bytes().length == 0) return CompletableFuture.completedFuture(null);
          return next(file, server, end, out, digest);
        }, Runnable::run);
  }
}
