package org.interflow.io.catalog;

import java.util.ArrayList;
import java.util.List;
import org.interflow.model.storage.DataPlacement;
import org.interflow.model.storage.ExternalPlacement;
import org.interflow.model.storage.InternalPlacement;
import org.interflow.model.storage.LocalPlacement;

/** The registry of data placement policies (where a job's data is stored): CLI name, one-line description, policy. */
public final class StorageCatalog {
  /** One placement policy. */
  public record Placement(String name, String description, DataPlacement policy) {}

  private static final List<Placement> PLACEMENTS = List.of(
      new Placement("local", "each task's data on its own node's NVM: limited by PCIe and the device, no network", new LocalPlacement()),
      new Placement("internal", "each task's data on the NVM of the job's node half the job away: crosses the fabric inside the job",
          new InternalPlacement()),
      new Placement("external", "each task's data on central storage, server = compute node mod servers: crosses the fabric or the SAN",
          new ExternalPlacement()));

  private StorageCatalog() {}

  public static List<Placement> placements() { return PLACEMENTS; }

  /**
   * The placement called {@code name}.
   *
   * @throws SpecException for an unknown name, listing the valid ones
   */
  public static DataPlacement placement(String name) {
    for (Placement p : PLACEMENTS) if (p.name().equals(name)) return p.policy();
    List<String> names = new ArrayList<>();
    for (Placement p : PLACEMENTS) names.add(p.name());
    throw new SpecException("unknown data placement '" + name + "'; valid: " + String.join(", ", names));
  }
}
