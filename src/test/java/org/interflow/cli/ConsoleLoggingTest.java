package org.interflow.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.encoder.PatternLayoutEncoder;
import ch.qos.logback.classic.joran.JoranConfigurator;
import ch.qos.logback.classic.spi.LoggingEvent;
import ch.qos.logback.core.ConsoleAppender;
import ch.qos.logback.core.joran.spi.JoranException;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.LocalDateTime;
import java.time.ZoneId;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/**
 * The programmatic logging set-up against the {@code logback.xml} it replaced, which is kept as
 * test data ({@code logging/former-logback.xml}) and read with logback's own XML configurator.
 */
class ConsoleLoggingTest {
  private static final String NL = System.lineSeparator();

  private static LoggerContext programmatic() {
    LoggerContext context = new LoggerContext();
    ConsoleLogging logging = new ConsoleLogging();
    logging.setContext(context);
    logging.configure(context);
    return context;
  }

  private static LoggerContext fromFormerXml() throws JoranException {
    LoggerContext context = new LoggerContext();
    JoranConfigurator joran = new JoranConfigurator();
    joran.setContext(context);
    joran.doConfigure(ConsoleLoggingTest.class.getResource("/logging/former-logback.xml"));
    return context;
  }

  private static ConsoleAppender<?> stderr(LoggerContext context) {
    return assertInstanceOf(ConsoleAppender.class, context.getLogger(Logger.ROOT_LOGGER_NAME).getAppender("STDERR"));
  }

  /** An INFO event of ReplayCommand's logger at 10:13:45.077 local time, encoded by the context's appender. */
  private static String encoded(LoggerContext context) {
    Logger logger = context.getLogger("org.interflow.cli.ReplayCommand");
    LoggingEvent event = new LoggingEvent(Logger.class.getName(), logger, Level.INFO, "replay: done in {} s", null,
        new Object[] {"3.13"});
    event.setTimeStamp(LocalDateTime.of(2026, 11, 21, 10, 13, 45, 77_000_000).atZone(ZoneId.systemDefault())
        .toInstant().toEpochMilli());
    PatternLayoutEncoder encoder = (PatternLayoutEncoder) stderr(context).getEncoder();
    return new String(encoder.encode(event), StandardCharsets.UTF_8);
  }

  @Test
  void printsTheSameLineAsTheFormerXmlConfiguration() throws JoranException {
    // the pattern %d{HH:mm:ss.SSS} %-5level %logger{0} - %msg%n worked out by hand: the time, the
    // level padded to five characters, the logger's name after its last dot, the message
    String expected = "10:13:45.077 INFO  ReplayCommand - replay: done in 3.13 s" + NL;
    assertEquals(expected, encoded(fromFormerXml()));
    assertEquals(expected, encoded(programmatic()));
  }

  @Test
  void hasTheSameAppenderTargetPatternAndLevelsAsTheFormerXmlConfiguration() throws JoranException {
    LoggerContext xml = fromFormerXml();
    LoggerContext code = programmatic();
    for (LoggerContext c : new LoggerContext[] {xml, code}) {
      assertEquals("System.err", stderr(c).getTarget());
      assertEquals("%d{HH:mm:ss.SSS} %-5level %logger{0} - %msg%n", ((PatternLayoutEncoder) stderr(c).getEncoder()).getPattern());
      assertEquals(Level.INFO, c.getLogger(Logger.ROOT_LOGGER_NAME).getLevel());
      assertEquals(Level.WARN, c.getLogger("akka").getLevel());
      assertEquals(Level.WARN, c.getLogger("akka.actor.CoordinatedShutdown").getEffectiveLevel());
      assertEquals(Level.INFO, c.getLogger("org.interflow.engine.dynamic.runner.DirectSimulation").getEffectiveLevel());
    }
  }

  @Test
  void theLevelPropertyIsReadAsTheFormerXmlConfigurationReadIt() throws JoranException {
    // ${interflow.log.level:-INFO}: a known name is that level; an unknown one is DEBUG (Level.toLevel)
    String saved = System.getProperty(ConsoleLogging.LEVEL_PROPERTY);
    try {
      for (String[] c : new String[][] {{"WARN", "WARN"}, {"debug", "DEBUG"}, {"loud", "DEBUG"}}) {
        System.setProperty(ConsoleLogging.LEVEL_PROPERTY, c[0]);
        assertEquals(Level.toLevel(c[1]), fromFormerXml().getLogger(Logger.ROOT_LOGGER_NAME).getLevel(), c[0]);
        assertEquals(Level.toLevel(c[1]), programmatic().getLogger(Logger.ROOT_LOGGER_NAME).getLevel(), c[0]);
        assertEquals(Level.WARN, programmatic().getLogger("akka").getLevel(), c[0]);
      }
    } finally {
      if (saved == null) System.clearProperty(ConsoleLogging.LEVEL_PROPERTY);
      else System.setProperty(ConsoleLogging.LEVEL_PROPERTY, saved);
    }
  }

  @Test
  void logbackFindsTheSetUpAsAServiceAndLogsToTheCurrentStderr() {
    assertEquals(true, stderr((LoggerContext) LoggerFactory.getILoggerFactory()) != null);
    PrintStream saved = System.err;
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
    try {
      LoggerFactory.getLogger("org.interflow.cli.ReplayCommand").info("replay: read 2 actions");
      LoggerFactory.getLogger("org.interflow.cli.ReplayCommand").debug("not shown");
      LoggerFactory.getLogger("akka.actor.ActorSystem").info("not shown either");
      LoggerFactory.getLogger("akka.actor.ActorSystem").warn("shown");
    } finally {
      System.setErr(saved);
    }
    String text = err.toString(StandardCharsets.UTF_8);
    String[] lines = text.split(NL);
    assertEquals(2, lines.length, text);
    assertTrue(lines[0].matches("\\d\\d:\\d\\d:\\d\\d\\.\\d\\d\\d INFO  ReplayCommand - replay: read 2 actions"), lines[0]);
    assertTrue(lines[1].matches("\\d\\d:\\d\\d:\\d\\d\\.\\d\\d\\d WARN  ActorSystem - shown"), lines[1]);
  }
}
