package org.interflow.cli;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongConsumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A progress line every few wall-clock seconds for long runs (a real-world concern, so a real
 * timer): how much of the work is done and the rate. Silent for runs shorter than the period.
 */
final class Progress implements LongConsumer, AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(Progress.class);
  private final AtomicLong done = new AtomicLong();
  private final ScheduledExecutorService timer;
  private final long startNanos = System.nanoTime();

  Progress(String what, long total, String unit) { this(what, total, unit, () -> ""); }

  /** As {@link #Progress(String, long, String)}, each line ending with {@code detail}'s text (e.g. the simulated time). */
  Progress(String what, long total, String unit, java.util.function.Supplier<String> detail) {
    timer = Executors.newSingleThreadScheduledExecutor(r -> {
      Thread t = new Thread(r, "progress");
      t.setDaemon(true);
      return t;
    });
    timer.scheduleAtFixedRate(() -> {
      long d = done.get();
      double secs = (System.nanoTime() - startNanos) / 1e9;
      LOG.info(String.format("%s: %.1f%% (%,d of %,d %s, %.2f M/s, %.0f s)%s", what,
          total == 0 ? 100.0 : 100.0 * d / total, d, total, unit, d / secs / 1e6, secs, detail.get()));
    }, 3, 3, TimeUnit.SECONDS);
  }

  @Override
  public void accept(long value) {
    done.accumulateAndGet(value, Math::max);
  }

  @Override
  public void close() {
    timer.shutdownNow();
  }
}
