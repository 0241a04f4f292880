package org.interflow.io.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.network.PriorityPolicy;
import org.interflow.model.traffic.mpi.MpiAction;
import org.interflow.model.traffic.mpi.MpiModel;
import org.junit.jupiter.api.Test;

/**
 * The contract of the small registries (priority policies, failure targets, MPI presets): distinct
 * names, one-line descriptions, each entry makes what it names, and an unknown name is an error
 * that lists the valid ones.
 */
class RegistriesTest {
  private static void namesAndDescriptions(List<String> names, List<String> descriptions) {
    assertEquals(names.size(), new HashSet<>(names).size(), "names are distinct: " + names);
    for (String d : descriptions) assertTrue(!d.isBlank() && !d.contains("\n"), d);
  }

  @Test
  void priorityPoliciesAreNpBaAndFpInEitherCase() {
    namesAndDescriptions(PriorityCatalog.policies().stream().map(PriorityCatalog.Entry::name).toList(),
        PriorityCatalog.policies().stream().map(PriorityCatalog.Entry::description).toList());
    assertEquals(PriorityPolicy.NONE, PriorityCatalog.create("np", 0.3));
    PriorityPolicy ba = PriorityCatalog.create("BA", 0.7);
    assertEquals(PriorityPolicy.Kind.BA, ba.kind());
    assertEquals(PriorityPolicy.apportionment(0.7), ba);
    assertEquals(PriorityPolicy.Kind.FP, PriorityCatalog.create("fp", 0.5).kind());
    SpecException e = assertThrows(SpecException.class, () -> PriorityCatalog.create("XX", 0.5));
    assertTrue(e.getMessage().contains("valid: NP, BA, FP"), e.getMessage());
  }

  @Test
  void failureTargetsAreLinksAndSwitches() {
    namesAndDescriptions(FailureTargetCatalog.targets().stream().map(FailureTargetCatalog.Entry::name).toList(),
        FailureTargetCatalog.targets().stream().map(FailureTargetCatalog.Entry::description).toList());
    assertEquals(FailureSet.Target.LINKS, FailureTargetCatalog.forName("links"));
    assertEquals(FailureSet.Target.SWITCHES, FailureTargetCatalog.forName("switches"));
    Set<FailureSet.Target> all = new HashSet<>();
    for (FailureTargetCatalog.Entry e : FailureTargetCatalog.targets()) all.add(e.target());
    assertEquals(Set.of(FailureSet.Target.values()), all, "every target of the model is registered");
    assertThrows(SpecException.class, () -> FailureTargetCatalog.forName("cables"));
  }

  @Test
  void mpiPresetsSetTheirRulesAndAnAlgorithmForEveryCollective() {
    namesAndDescriptions(MpiPresetCatalog.presets().stream().map(MpiPresetCatalog.Entry::name).toList(),
        MpiPresetCatalog.presets().stream().map(MpiPresetCatalog.Entry::description).toList());
    for (MpiPresetCatalog.Entry e : MpiPresetCatalog.presets()) {
      for (MpiAction.CollectiveKind kind : MpiAction.CollectiveKind.values()) {
        assertTrue(e.collectives().get().containsKey(kind), e.name() + " has an algorithm for " + kind);
      }
    }
    // interflow: eager below 64 KiB, no per-message overhead; simgrid: SMPI's 16 bytes more per message
    MpiModel interflow = MpiPresetCatalog.forName("interflow").create();
    assertEquals(65_536, interflow.eagerThresholdBytes());
    assertEquals(MpiModel.Protocol.SIMGRID, MpiPresetCatalog.forName("simgrid").create().protocol());
    assertEquals(16, MpiPresetCatalog.forName("simgrid").create().overheadBytes());
    SpecException e = assertThrows(SpecException.class, () -> MpiPresetCatalog.forName("openmpi"));
    assertFalse(e.getMessage().isBlank());
    assertTrue(e.getMessage().contains("valid: interflow, simgrid"), e.getMessage());
  }
}
