package org.interflow.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import org.interflow.io.results.RunDirectory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The concurrent writing of a replay's results: both parts run, and failures stay whole. */
class ReplayReportTest {
  @TempDir Path tmp;

  @Test
  void bothPartsRunAndTheSideRunsOnAnotherThread() {
    Thread caller = Thread.currentThread();
    AtomicBoolean mainRan = new AtomicBoolean();
    Thread[] sideThread = new Thread[1];
    ReplayReport.alongside(() -> mainRan.set(true), () -> sideThread[0] = Thread.currentThread());
    assertTrue(mainRan.get());
    assertTrue(sideThread[0] != null && sideThread[0] != caller, "side ran on " + sideThread[0]);
  }

  @Test
  void aFailureOfTheSideIsRethrownAsItWasThrownAndTheRunLeavesNothing() {
    // as a run does it: the side (the timeline) cannot write, the main part (the tables) can; the
    // user sees the side's one-line message, and neither the target nor the staging folder remains
    Path target = tmp.resolve("run");
    RunDirectory dir = RunDirectory.prepare(target, tmp, "replay", false);
    UncheckedIOException failure = new UncheckedIOException("cannot write " + dir.file("timeline.json"), new IOException("disk full"));
    UncheckedIOException thrown = assertThrows(UncheckedIOException.class, () -> dir.produce(() -> {
      ReplayReport.alongside(() -> write(dir.file("ranks.csv")), () -> {
        throw failure;
      });
      return null;
    }));
    assertSame(failure, thrown);
    assertTrue(Files.notExists(target));
    assertArrayEquals(new String[0], tmp.toFile().list(), "staging left behind");
  }

  @Test
  void aFailureOfTheMainPartIsRethrownOnlyOnceTheSideStopped() {
    // the side waits until the main part failed, then finishes: if the failure were rethrown at
    // once, the run directory would be thrown away while the side still writes into it
    CountDownLatch mainFailing = new CountDownLatch(1);
    AtomicBoolean sideFinished = new AtomicBoolean();
    IllegalStateException failure = new IllegalStateException("tables failed");
    IllegalStateException thrown = assertThrows(IllegalStateException.class, () -> ReplayReport.alongside(() -> {
      mainFailing.countDown();
      throw failure;
    }, () -> {
      awaitQuietly(mainFailing);
      sideFinished.set(true);
    }));
    assertSame(failure, thrown);
    assertTrue(sideFinished.get());
  }

  @Test
  void whenBothFailTheMainFailureCarriesTheSideOne() {
    IllegalStateException main = new IllegalStateException("main");
    UncheckedIOException side = new UncheckedIOException("side", new IOException());
    IllegalStateException thrown = assertThrows(IllegalStateException.class, () -> ReplayReport.alongside(() -> {
      throw main;
    }, () -> {
      throw side;
    }));
    assertSame(main, thrown);
    assertEquals(1, thrown.getSuppressed().length);
    assertSame(side, thrown.getSuppressed()[0]);
  }

  private static void write(Path file) {
    try {
      Files.writeString(file, "rank\n");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void awaitQuietly(CountDownLatch latch) {
    try {
      latch.await();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
