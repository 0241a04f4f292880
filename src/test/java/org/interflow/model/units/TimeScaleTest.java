package org.interflow.model.units;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class TimeScaleTest {
  private static final double TOLERANCE = 1e-9;

  @Test
  void picosecondTicksReachAbout106Days() {
    // 2^63 - 1 ps = 9.223372e6 s = 106.75 days
    assertEquals(9.223372036854776e6, TimeScale.PICOSECONDS.horizonSeconds(), 1);
    assertEquals(106.75, TimeScale.PICOSECONDS.horizonSeconds() / 86_400, 0.01);
  }

  @Test
  void nanosecondTicksReachAbout292Years() {
    // 2^63 - 1 ns = 9.223372e9 s; / (365.25 * 86400 s) = 292.3 years
    assertEquals(292.3, TimeScale.NANOSECONDS.horizonSeconds() / (365.25 * 86_400), 0.05);
  }

  @Test
  void secondsBecomeTheNearestTick() {
    assertEquals(1_500, TimeScale.NANOSECONDS.ticks(1.5e-6));
    assertEquals(2, TimeScale.NANOSECONDS.ticks(1.6e-9));        // 1.6 ns rounds to 2 ns
    assertEquals(1_500_000, TimeScale.PICOSECONDS.ticks(1.5e-6));
    assertEquals(1.5e-6, TimeScale.NANOSECONDS.seconds(1_500), TOLERANCE);
  }

  @Test
  void aParsedTimeBecomesTicksRoundedToTheNearest() {
    assertEquals(10, TimeScale.NANOSECONDS.ticks(SimTime.parse("10ns")));
    assertEquals(1, TimeScale.NANOSECONDS.ticks(SimTime.parse("500ps")));   // half a tick rounds up
    assertEquals(0, TimeScale.NANOSECONDS.ticks(SimTime.parse("499ps")));
    assertEquals(499, TimeScale.PICOSECONDS.ticks(SimTime.parse("499ps")));
  }

  @Test
  void fiveMonthsOfAJobLogOverflowPicosecondsButNotNanoseconds() {
    double fiveMonths = 150 * 86_400.0;   // 1.296e7 s > 9.22e6 s
    TimeHorizonException e = assertThrows(TimeHorizonException.class, () -> TimeScale.PICOSECONDS.ticks(fiveMonths));
    assertTrue(e.getMessage().contains("106.8 days"), e.getMessage());
    assertTrue(e.getMessage().contains("1ns"), e.getMessage());
    assertEquals(12_960_000_000_000_000L, TimeScale.NANOSECONDS.ticks(fiveMonths));
  }

  @Test
  void additionBeyondTheHorizonIsAnError() {
    assertEquals(3, TimeScale.PICOSECONDS.add(1, 2));
    assertThrows(TimeHorizonException.class, () -> TimeScale.PICOSECONDS.add(Long.MAX_VALUE - 1, 2));
  }

  @Test
  void ticksPrintInTheirLargestWholeUnit() {
    assertEquals("1ps", TimeScale.PICOSECONDS.toString());
    assertEquals("1ns", TimeScale.NANOSECONDS.toString());
    assertEquals("250ps", new TimeScale(250).toString());
    assertEquals("1ms", TimeScale.parse("1ms").toString());
  }
}
