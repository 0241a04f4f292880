package org.interflow.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The threads a dynamic run gets: the configured count, or the runtime's own choice when it is 0. */
class DynamicSettingsTest {
  private static DynamicSettings settings(String... overrides) {
    return DynamicSettings.of(RunConfig.load(null, List.of(overrides)));
  }

  @Test
  void automaticThreadsAreOneDispatcherThreadForTheActorsAndEveryCoreOtherwise() {
    int cores = Runtime.getRuntime().availableProcessors();
    assertEquals(1, settings("runtime=actors").threads());
    assertEquals(cores, settings("runtime=direct").threads());
    assertEquals(cores, RunConfig.load(null, List.of("runtime=actors")).threads());  // the static engine's count is unchanged
  }

  @Test
  void aConfiguredCountIsKeptWhateverTheRuntime() {
    assertEquals(3, settings("runtime=actors", "threads=3").threads());
    assertEquals(3, settings("runtime=direct", "threads=3").threads());
  }

  @Test
  void aNegativeCountIsAOneLineErrorNamingTheKey() {
    UserInputException e = assertThrows(UserInputException.class, () -> settings("runtime=actors", "threads=-2"));
    assertTrue(e.getMessage().startsWith("interflow.threads: expected 0 (automatic) or a positive count, got -2"), e.getMessage());
  }
}
