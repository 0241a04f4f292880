package org.interflow.cli;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.filter.Filter;
import ch.qos.logback.core.spi.FilterReply;

/**
 * Drops the Akka warnings that every normal coordinator and worker run prints about TCP
 * connections between cluster nodes, which say nothing a user can act on:
 * <ul>
 *   <li>{@code akka.stream.Materializer}: "... Upstream failed, cause: StreamTcpException: ..."
 *       when a peer's connection is aborted (a node left: every run's end) or refused (a worker
 *       started before its coordinator);
 *   <li>{@code akka.remote.artery.Association}: "Outbound control|message stream to [...]
 *       failed. Restarting it. ... StreamTcpException" for the same causes, and "Quarantine of
 *       [...] ignored because unknown UID" (a peer never reached).
 * </ul>
 * Artery reconnects by itself; a node really lost is still reported, by the cluster's failure
 * detector ({@code akka.cluster.Cluster} "unreachable" warnings), as is a worker that cannot join
 * ("Couldn't join seed nodes", every few seconds while it waits). Every other event passes.
 */
final class ExpectedAkkaWarnings extends Filter<ILoggingEvent> {
  @Override
  public FilterReply decide(ILoggingEvent event) {
    return event.getLevel() == Level.WARN && expected(event.getLoggerName(), event.getFormattedMessage())
        ? FilterReply.DENY : FilterReply.NEUTRAL;
  }

  /** True for a warning of {@code logger} saying {@code message} that a normal run prints (see the class comment). */
  static boolean expected(String logger, String message) {
    if (message == null) return false;
    boolean tcp = message.contains("StreamTcpException");
    return switch (logger) {
      case "akka.stream.Materializer" -> tcp && message.contains("Upstream failed");
      case "akka.remote.artery.Association" -> (tcp && message.startsWith("Outbound ") && message.contains("failed. Restarting it."))
          || (message.startsWith("Quarantine of ") && message.contains("ignored because unknown UID"));
      default -> false;
    };
  }
}
