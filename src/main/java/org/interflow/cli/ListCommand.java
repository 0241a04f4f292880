package org.interflow.cli;

import org.interflow.io.catalog.ApplicationCatalog;
import org.interflow.io.catalog.RoutingCatalog;
import org.interflow.io.catalog.SharingCatalog;
import org.interflow.io.catalog.TopologyCatalog;
import org.interflow.io.catalog.TrafficCatalog;
import picocli.CommandLine.Command;

/** {@code interflow list}: every topology family, routing and traffic pattern with a one-line description. */
@Command(name = "list", mixinStandardHelpOptions = true,
    description = "List topology families, routings, traffic patterns, applications and bandwidth models.")
final class ListCommand implements Runnable {
  @Override
  public void run() {
    System.out.println("Topology families (spec: family:key=value,...):");
    for (TopologyCatalog.Family<?> f : TopologyCatalog.families()) {
      System.out.printf("  %-11s %s%n  %-11s e.g. %s   (default routing: %s)%n", f.name(), f.description(), "", f.example(), f.defaultRouting());
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
    System.out.println("Bandwidth models for simulate (--sharing NAME), with --priority NP|BA|FP:");
    for (SharingCatalog.Entry e : SharingCatalog.models()) {
      System.out.printf("  %-17s %s%n", e.name(), e.description());
    }
  }
}
