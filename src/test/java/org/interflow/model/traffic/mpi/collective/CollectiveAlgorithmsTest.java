package org.interflow.model.traffic.mpi.collective;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.interflow.model.traffic.mpi.CollectiveAlgorithm;
import org.interflow.model.traffic.mpi.MpiAction.Collective;
import org.interflow.model.traffic.mpi.MpiAction.CollectiveKind;
import org.junit.jupiter.api.Test;

class CollectiveAlgorithmsTest {
  @Test
  void bcastHasTheTreeTheLinearTheVanDeGeijnAndTheSmpiAlgorithms() {
    assertEquals(List.of("linear", "binomial", "scatter-allgather", "smpi-default"),
        CollectiveAlgorithms.names(CollectiveKind.BCAST));
  }

  @Test
  void unknownNameListsTheValidOnesForThatKind() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> CollectiveAlgorithms.forName(CollectiveKind.BCAST, "ring"));
    assertEquals("unknown bcast algorithm 'ring'; valid: linear, binomial, scatter-allgather, smpi-default",
        e.getMessage());
  }

  @Test
  void forNameReturnsTheAlgorithmThatSupportsTheKind() {
    CollectiveAlgorithm ring = CollectiveAlgorithms.forName(CollectiveKind.ALLREDUCE, "ring");
    assertEquals("ring", ring.name());
    assertTrue(ring.supports(CollectiveKind.ALLREDUCE));
  }

  @Test
  void everyKindHasAtLeastLinearAndSmpiDefault() {
    for (CollectiveKind kind : CollectiveKind.values()) {
      List<String> names = CollectiveAlgorithms.names(kind);
      assertTrue(names.contains("linear") && names.contains("smpi-default"), kind.toString());
    }
  }

  @Test
  void defaultsCoverEveryKindWithAnAlgorithmThatSupportsIt() {
    Map<CollectiveKind, CollectiveAlgorithm> defaults = CollectiveAlgorithms.defaults();
    assertEquals(CollectiveKind.values().length, defaults.size());
    defaults.forEach((kind, a) -> assertTrue(a.supports(kind), kind + " -> " + a.name()));
    assertEquals("binomial", defaults.get(CollectiveKind.BCAST).name());
    assertEquals("recursive-doubling", defaults.get(CollectiveKind.ALLREDUCE).name());
    assertFalse(defaults.containsValue(CollectiveAlgorithms.forName(CollectiveKind.BCAST, "smpi-default")));
  }

  @Test
  void smpiDefaultsUseTheSmpiAlgorithmForEveryKind() {
    Map<CollectiveKind, CollectiveAlgorithm> smpi = CollectiveAlgorithms.smpiDefaults();
    assertEquals(CollectiveKind.values().length, smpi.size());
    smpi.values().forEach(a -> assertEquals("smpi-default", a.name()));
  }

  @Test
  void everyAlgorithmHasADescription() {
    for (CollectiveAlgorithm a : CollectiveAlgorithms.all()) assertFalse(CollectiveAlgorithms.description(a.name()).isBlank());
    assertThrows(IllegalArgumentException.class, () -> CollectiveAlgorithms.description("nope"));
  }

  @Test
  void algorithmsRejectUnsupportedKindsRootsOutsideTheRanksAndCountsOfTheWrongLength() {
    CollectiveAlgorithm.ScheduleSink ignore = new CollectiveAlgorithm.ScheduleSink() {
      @Override public void send(int peer, long bytes) {}

      @Override public void recv(int peer, long bytes) {}

      @Override public void endRound() {}
    };
    assertThrows(IllegalArgumentException.class,
        () -> new RingAlgorithm().schedule(Collective.of(CollectiveKind.BCAST, 0, 10, 10, 0), 0, 4, ignore));
    for (CollectiveAlgorithm a : CollectiveAlgorithms.all()) {
      if (a.supports(CollectiveKind.BCAST)) {
        assertThrows(IllegalArgumentException.class,
            () -> a.schedule(Collective.of(CollectiveKind.BCAST, 4, 10, 10, 0), 0, 4, ignore), a.name());
      }
      if (a.supports(CollectiveKind.ALLGATHERV)) {
        Collective three = new Collective(CollectiveKind.ALLGATHERV, 0, 1, 0, null, new long[] {1, 1, 1}, 0);
        assertThrows(IllegalArgumentException.class, () -> a.schedule(three, 0, 4, ignore), a.name());
      }
    }
  }
}
