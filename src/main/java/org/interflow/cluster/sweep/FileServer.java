package org.interflow.cluster.sweep;

import akka.actor.typed.ActorRef;
import akka.actor.typed.Behavior;
import akka.actor.typed.javadsl.AbstractBehavior;
import akka.actor.typed.javadsl.ActorContext;
import akka.actor.typed.javadsl.Behaviors;
import akka.actor.typed.javadsl.Receive;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.interflow.cluster.CborSerializable;

/**
 * Serves files by content hash, in chunks, to any node of the cluster: the submitting JVM offers a
 * sweep's input files (from where they lie), a member offers the result files of a finished run
 * until the coordinator has collected them. One per node, on the blocking dispatcher (it reads
 * files). A {@link Fetch} of a hash that is not offered gets a chunk marked missing; the fetcher
 * ({@link FileFetcher}) checks the whole file's hash.
 */
public final class FileServer extends AbstractBehavior<FileServer.Command> {
  /** Bytes per chunk: well under Artery's default 256 KiB frame. */
  public static final int CHUNK_BYTES = 128 * 1024;

  /** Messages to a file server; {@link Fetch} crosses JVMs. */
  public sealed interface Command extends CborSerializable {}

  /** Asks for up to {@link #CHUNK_BYTES} of file {@code hash} from {@code offset}. */
  public record Fetch(String hash, long offset, ActorRef<Chunk> replyTo) implements Command {}

  /** Serves file {@code path} as {@code hash} (local only). */
  public record Offer(String hash, String path) implements Command {}

  /** Stops serving these offers (local only); a hash offered again from another path is still served from there. */
  public record Withdraw(List<Offer> offers) implements Command {
    public Withdraw { offers = List.copyOf(offers); }
  }

  /**
   * Part of a file.
   *
   * @param bytes the content from {@code offset}; empty at the end of the file
   * @param size the whole file's size, or -1 when the hash is not offered (or unreadable)
   */
  public record Chunk(String hash, long offset, byte[] bytes, long size) implements CborSerializable {}

  public static Behavior<Command> create() { return Behaviors.setup(FileServer::new); }

  /** Paths offered per hash (two runs may write identical files); looked up by hash, never iterated. */
  private final Map<String, List<Path>> offered = new HashMap<>();

  private FileServer(ActorContext<Command> context) { super(context); }

  @Override
  public Receive<Command> createReceive() {
    return newReceiveBuilder()
        .onMessage(Fetch.class, this::onFetch)
        .onMessage(Offer.class, this::onOffer)
        .onMessage(Withdraw.class, this::onWithdraw)
        .build();
  }

  private Behavior<Command> onFetch(Fetch msg) {
    Chunk chunk = missing(msg);
    // the first readable copy: an older one may just have been deleted by its withdrawing run host
    for (Path p : offered.getOrDefault(msg.hash(), List.of())) {
      chunk = read(p, msg);
      if (chunk.size() >= 0) break;
    }
    msg.replyTo().tell(chunk);
    return this;
  }

  private Behavior<Command> onOffer(Offer msg) {
    offered.computeIfAbsent(msg.hash(), k -> new java.util.ArrayList<>()).add(Path.of(msg.path()));
    return this;
  }

  private Behavior<Command> onWithdraw(Withdraw msg) {
    for (Offer o : msg.offers()) {
      List<Path> paths = offered.get(o.hash());
      if (paths == null) continue;
      paths.remove(Path.of(o.path()));
      if (paths.isEmpty()) offered.remove(o.hash());
    }
    return this;
  }

  private static Chunk read(Path path, Fetch msg) {
    try (FileChannel channel = FileChannel.open(path, StandardOpenOption.READ)) {
      long size = channel.size();
      int length = (int) Math.max(0, Math.min(CHUNK_BYTES, size - msg.offset()));
      ByteBuffer buffer = ByteBuffer.allocate(length);
      while (buffer.hasRemaining() && channel.read(buffer, msg.offset() + buffer.position()) > 0) {
        // read until the chunk is full
      }
      return new Chunk(msg.hash(), msg.offset(), buffer.array(), size);
    } catch (IOException e) {
      return missing(msg);
    }
  }

  private static Chunk missing(Fetch msg) { return new Chunk(msg.hash(), msg.offset(), new byte[0], -1); }
}
