package org.interflow.io.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.interflow.model.storage.ExternalPlacement;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.star.StarBuilder;
import org.interflow.model.topology.star.StarSpec;
import org.interflow.model.traffic.app.MarkovApplication;
import org.interflow.model.traffic.app.MarkovPreset;
import org.junit.jupiter.api.Test;

/** The {@code markov} entry of the application registry: presets, overrides, lambda, placement. */
class ApplicationCatalogMarkovTest {
  private static final Topology STAR = StarBuilder.build(new StarSpec(8), LinkParams.DEFAULT);

  private static MarkovApplication markov(String spec) {
    return assertInstanceOf(MarkovApplication.class, ApplicationCatalog.job(spec, STAR, 1).application());
  }

  @Test
  void aPresetGivesItsMatrixAndSizes() {
    MarkovApplication m = markov("markov:preset=comm,tasks=4");
    assertEquals(MarkovPreset.COMM.chain(), m.chain());
    assertEquals(4, m.computeTasks());
    assertEquals(1_000_000_000L, m.work().computePs());      // 1 ms
    assertEquals(1L << 20, m.work().commBytes());
    assertEquals(16L << 20, m.work().readBytes());
    assertEquals(12, m.work().comm().flowCount());            // all-to-all among 4
    assertTrue(m.work().exponential());
    assertTrue(m.doesIo());
  }

  @Test
  void parametersOverrideThePreset() {
    MarkovApplication m = markov("markov:preset=io,tasks=2,matrix=0:1:0:0:0:0/0:0:0:0:0:1/0:1:0:0:0:0/0:1:0:0:0:0/0:1:0:0:0:0,"
        + "compute=5us,distribution=fixed,read=1KiB,write=0B,cached=0.5,pattern=shift:k=1,bytes=8B,limit=1s");
    assertFalse(m.work().exponential());
    assertEquals(5_000_000, m.work().computePs());
    assertEquals(512, m.work().uncachedReadBytes());
    assertEquals(1_000_000_000_000L, m.work().limitPs());
    assertEquals(2, m.work().comm().flowCount());
    assertFalse(m.doesIo(), "its matrix never reaches Read or Write");
  }

  @Test
  void lambdaIsTheRateOfExponentialComps() {
    // lambda = 250 per second: mean 4 ms = 4e9 ps
    assertEquals(4_000_000_000L, markov("markov:lambda=250").work().computePs());
    assertThrows(SpecException.class, () -> ApplicationCatalog.job("markov:lambda=250,compute=1ms", STAR, 1));
    assertThrows(SpecException.class, () -> ApplicationCatalog.job("markov:lambda=0", STAR, 1));
    assertThrows(SpecException.class, () -> ApplicationCatalog.job("markov:lambda=5,distribution=fixed", STAR, 1));
  }

  @Test
  void aMarkovJobMayNameItsPlacementAndOthersMayNot() {
    assertInstanceOf(ExternalPlacement.class, ApplicationCatalog.job("markov:placement=external", STAR, 1).placement());
    assertNull(ApplicationCatalog.job("markov", STAR, 1).placement());
    assertTrue(assertThrows(SpecException.class, () -> ApplicationCatalog.job("nbody:placement=local", STAR, 1)).getMessage()
        .contains("unknown parameter placement"));
    assertTrue(assertThrows(SpecException.class, () -> ApplicationCatalog.job("markov:preset=huge", STAR, 1)).getMessage()
        .contains("markov preset must be io, compute or comm"));
    assertTrue(assertThrows(SpecException.class, () -> ApplicationCatalog.jobWithoutStorage("markov:preset=io", STAR, 1)).getMessage()
        .contains("needs storage"));
  }
}
