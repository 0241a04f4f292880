package org.interflow.cli;

import org.interflow.actors.SimulationRuntimes;
import org.interflow.engine.schedule.ScheduleExecutions;
import org.interflow.io.catalog.ApplicationCatalog;
import org.interflow.io.catalog.CompatPresets;
import org.interflow.io.catalog.FailureTargetCatalog;
import org.interflow.io.catalog.MpiPresetCatalog;
import org.interflow.io.catalog.PlacementCatalog;
import org.interflow.io.catalog.PriorityCatalog;
import org.interflow.io.catalog.RoutingCatalog;
import org.interflow.io.catalog.SchedulingCatalog;
import org.interflow.io.catalog.SharingCatalog;
import org.interflow.io.catalog.StorageCatalog;
import org.interflow.io.catalog.TopologyCatalog;
import org.interflow.io.catalog.TrafficCatalog;
import org.interflow.io.trace.TraceFormat;
import org.interflow.model.traffic.mpi.MpiAction;
import org.interflow.model.traffic.mpi.collective.CollectiveAlgorithms;
import picocli.CommandLine.Command;

/** {@code interflow list}: every topology family, routing and traffic pattern with a one-line description. */
@Command(name = "list", mixinStandardHelpOptions = true,
    description = "List topology families, routings, traffic patterns, applications, data placements, bandwidth models, priority policies,"
        + " runtimes, failure targets, trace formats, placements, MPI presets, collective algorithms and scheduling policies.")
final class ListCommand implements Runnable {
  @Override
  public void run() {
    System.out.println("Topology families (spec: family:key=value,...):");
    for (TopologyCatalog.Family<?> f : TopologyCatalog.families()) {
      System.out.printf("  %-13s %s%n  %-13s e.g. %s   (default routing: %s)%n", f.name(), f.description(), "", f.example(), f.defaultRouting());
    }
    System.out.println();
    System.out.println("Routings (--routing NAME or NAME:key=value):");
    for (RoutingCatalog.Entry e : RoutingCatalog.routings()) {
      System.out.printf("  %-11s %s [%s]%n", e.name(), e.description(), e.appliesTo());
    }
    System.out.println();
    System.out.println("Traffic patterns (--traffic NAME or NAME:key=value):");
    for (TrafficCatalog.Entry e : TrafficCatalog.patterns()) {
      System.out.printf("  %-13s %s  e.g. %s%n", e.name(), e.description(), e.example());
    }
    System.out.println();
    System.out.println("Applications for simulate (--job NAME:key=value,...; every one takes tasks= and arrival=):");
    for (ApplicationCatalog.Entry e : ApplicationCatalog.applications()) {
      System.out.printf("  %-13s %s%n  %-13s e.g. %s%n", e.name(), e.description(), "", e.example());
    }
    System.out.println();
    System.out.println("Data placements for simulate's storage I/O (storage.placement = NAME, or a markov job's placement=NAME):");
    for (StorageCatalog.Placement p : StorageCatalog.placements()) System.out.printf("  %-13s %s%n", p.name(), p.description());
    System.out.println();
    System.out.println("Bandwidth models for simulate (--sharing NAME), with --priority NP|BA|FP:");
    for (SharingCatalog.Entry e : SharingCatalog.models()) {
      System.out.printf("  %-17s %s%n", e.name(), e.description());
    }
    System.out.println();
    System.out.println("Priority policies between application and storage traffic (--priority NAME):");
    for (PriorityCatalog.Entry e : PriorityCatalog.policies()) System.out.printf("  %-4s %s%n", e.name(), e.description());
    System.out.println();
    System.out.println("Runtimes of simulate and replay (--runtime NAME; same results on every one):");
    for (SimulationRuntimes.Entry e : SimulationRuntimes.runtimes()) System.out.printf("  %-7s %s%n", e.name(), e.description());
    System.out.println();
    System.out.println("Failure targets (failures.target = NAME, with failures.amount):");
    for (FailureTargetCatalog.Entry e : FailureTargetCatalog.targets()) System.out.printf("  %-9s %s%n", e.name(), e.description());
    System.out.println();
    System.out.println("Trace formats for replay and trace (--format NAME; detected when not given):");
    for (TraceFormat f : TraceFormat.values()) System.out.printf("  %-10s %s%n", f.cliName(), f.description());
    System.out.println();
    System.out.println("Rank placements for replay (--placement NAME[:per-node=k,...]):");
    for (String[] p : PlacementCatalog.PLACEMENTS) System.out.printf("  %-9s %s%n", p[0], p[1]);
    System.out.println();
    System.out.println("Conventions presets (--compat NAME; each setting also on its own):");
    for (CompatPresets.Preset p : CompatPresets.presets()) System.out.printf("  %-9s %s%n  %-9s %s%n", p.name(), p.description(), "", String.join(" ", p.overrides()));
    System.out.println("Job selection for schedule (--policy NAME[:key=value]):");
    for (SchedulingCatalog.Selection e : SchedulingCatalog.selections()) System.out.printf("  %-13s %s%n", e.name(), e.description());
    System.out.println("Node allocation for schedule (--allocation NAME[:key=value]):");
    for (SchedulingCatalog.Allocation e : SchedulingCatalog.allocations()) System.out.printf("  %-13s %s%n", e.name(), e.description());
    System.out.println("Task mapping for schedule (schedule.mapping = NAME):");
    for (SchedulingCatalog.Mapping e : SchedulingCatalog.mappings()) System.out.printf("  %-13s %s%n", e.name(), e.description());
    System.out.println("Execution modes for schedule (--execution NAME):");
    for (ScheduleExecutions.Entry e : ScheduleExecutions.modes()) System.out.printf("  %-13s %s%n", e.name(), e.description());
    System.out.println();
    System.out.println("MPI presets for replay (--mpi NAME):");
    for (MpiPresetCatalog.Entry e : MpiPresetCatalog.presets()) System.out.printf("  %-10s %s%n", e.name(), e.description());
    System.out.println();
    System.out.println("Collective algorithms (replay.mpi.collectives.<kind> = NAME; * = interflow default):");
    var defaults = CollectiveAlgorithms.defaults();
    for (MpiAction.CollectiveKind kind : MpiAction.CollectiveKind.values()) {
      StringBuilder names = new StringBuilder();
      for (String n : CollectiveAlgorithms.names(kind)) {
        names.append(' ').append(n).append(defaults.get(kind).name().equals(n) ? "*" : "");
      }
      System.out.printf("  %-15s%s%n", kind.traceName(), names);
    }
  }
}
