package org.interflow.cli;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.encoder.PatternLayoutEncoder;
import ch.qos.logback.classic.spi.Configurator;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.ConsoleAppender;
import ch.qos.logback.core.spi.ContextAwareBase;

/**
 * The logging set-up of every Interflow JVM, done in code: logback finds it through
 * {@code META-INF/services/ch.qos.logback.classic.spi.Configurator} before it would look for a
 * {@code logback.xml}, which saves the XML (Joran) machinery about 0.2 s of start-up. Progress and
 * diagnostics go to stderr, so stdout stays machine-readable, one line per event in the form
 * {@link #PATTERN} ({@code 10:13:45.077 INFO  ReplayCommand - replay: read ...}); Akka logs
 * warnings and errors only, less the connection warnings every cluster run prints ({@link
 * ExpectedAkkaWarnings}); the other loggers log from {@code INFO} up.
 *
 * <p>How a user changes logging: {@code -Dinterflow.log.level=DEBUG} (or {@code WARN}, ...) sets
 * the level of every logger but Akka's (an unknown name means {@code DEBUG}, as logback reads it);
 * {@code -Dlogback.configurationFile=my-logback.xml} replaces this set-up by a logback XML file
 * of the user's. With the launcher, both go in {@code INTERFLOW_JAVA_OPTS}.
 */
public final class ConsoleLogging extends ContextAwareBase implements Configurator {
  /** The line format: wall-clock time, level, logger's simple name, message. */
  public static final String PATTERN = "%d{HH:mm:ss.SSS} %-5level %logger{0} - %msg%n";
  /** The system property (or environment variable) naming the level of the root logger. */
  public static final String LEVEL_PROPERTY = "interflow.log.level";
  /** The system property with which logback reads a user's XML configuration instead. */
  public static final String USER_FILE_PROPERTY = "logback.configurationFile";

  /** As the service loader requires: public and without arguments. */
  public ConsoleLogging() {}

  /**
   * Sets up one stderr appender on the root logger, the root level ({@link #LEVEL_PROPERTY},
   * default INFO) and Akka's level (WARN); steps aside for a user's XML file when
   * {@link #USER_FILE_PROPERTY} is set.
   */
  @Override
  public ExecutionStatus configure(LoggerContext context) {
    if (System.getProperty(USER_FILE_PROPERTY) != null) return ExecutionStatus.INVOKE_NEXT_IF_ANY;
    PatternLayoutEncoder encoder = new PatternLayoutEncoder();
    encoder.setContext(context);
    encoder.setPattern(PATTERN);
    encoder.start();
    ConsoleAppender<ILoggingEvent> stderr = new ConsoleAppender<>();
    stderr.setContext(context);
    stderr.setName("STDERR");
    stderr.setTarget("System.err");
    stderr.setEncoder(encoder);
    ExpectedAkkaWarnings expectedWarnings = new ExpectedAkkaWarnings();
    expectedWarnings.setContext(context);
    expectedWarnings.start();
    stderr.addFilter(expectedWarnings);
    stderr.start();
    context.getLogger("akka").setLevel(Level.WARN);
    Logger root = context.getLogger(Logger.ROOT_LOGGER_NAME);
    root.setLevel(rootLevel());
    root.addAppender(stderr);
    return ExecutionStatus.DO_NOT_INVOKE_NEXT_IF_ANY;
  }

  /**
   * The root level as the former {@code logback.xml} read {@code ${interflow.log.level:-INFO}}: the
   * system property, else the environment variable of that name, else INFO; a name logback does
   * not know means DEBUG.
   */
  static Level rootLevel() {
    String name = System.getProperty(LEVEL_PROPERTY);
    if (name == null) name = System.getenv(LEVEL_PROPERTY);
    return name == null ? Level.INFO : Level.toLevel(name.trim(), Level.DEBUG);
  }

  /**
   * Lowers the commands' own loggers to WARN in a JVM that runs many runs (a sweep, a cluster
   * member): their per-run INFO lines would drown the sweep's progress; warnings and errors stay.
   * Closing the result restores the levels (a sweep run in-process by a test or a caller).
   */
  static AutoCloseable quietRuns() {
    if (!(org.slf4j.LoggerFactory.getILoggerFactory() instanceof LoggerContext context)) return () -> {};
    java.util.Map<Logger, Level> saved = new java.util.LinkedHashMap<>();
    for (String name : new String[] {"org.interflow.cli.StaticCommand", "org.interflow.cli.SimulateCommand",
        "org.interflow.cli.ReplayCommand", "org.interflow.cli.ScheduleCommand", "org.interflow.cli.Progress",
        "org.interflow.actors", "org.interflow.engine"}) {
      Logger logger = context.getLogger(name);
      saved.put(logger, logger.getLevel());
      logger.setLevel(Level.WARN);
    }
    return () -> saved.forEach(Logger::setLevel);
  }
}
