package org.interflow;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The layer rules of ARCHITECTURE.md and STYLE.md, checked on the compiled classes. */
class ArchitectureTest {
  private static JavaClasses classes;

  @BeforeAll
  static void importClasses() {
    classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
        .importPackages("org.interflow");
  }

  @Test
  void layersDependOnlyDownwards() {
    layeredArchitecture().consideringOnlyDependenciesInLayers()
        .layer("cli").definedBy("org.interflow.cli..")
        .layer("cluster").definedBy("org.interflow.cluster..")
        .layer("optimize").definedBy("org.interflow.optimize..")
        .layer("actors").definedBy("org.interflow.actors..")
        .layer("engine").definedBy("org.interflow.engine..")
        .layer("io").definedBy("org.interflow.io..")
        .layer("model").definedBy("org.interflow.model..")
        .whereLayer("cli").mayNotBeAccessedByAnyLayer()
        .whereLayer("cluster").mayOnlyBeAccessedByLayers("cli")
        .whereLayer("optimize").mayOnlyBeAccessedByLayers("cli", "cluster")
        .whereLayer("actors").mayOnlyBeAccessedByLayers("cli", "cluster", "optimize")
        .whereLayer("engine").mayOnlyBeAccessedByLayers("cli", "cluster", "optimize", "actors")
        .whereLayer("io").mayOnlyBeAccessedByLayers("cli", "cluster", "optimize", "actors", "engine")
        .withOptionalLayers(true)
        .check(classes);
  }

  @Test
  void theDynamicEnginesSubPackagesDependOnEachOtherWithoutCycles() {
    // events, jobs, flows, tasks, results below cycles and runner (docs/architecture.md)
    slices().matching("org.interflow.engine.dynamic.(*)..").should().beFreeOfCycles().check(classes);
  }

  @Test
  void modelSubPackagesUseOnlyThoseListedAboveThem() {
    // STYLE.md order: units, topology (+ families), failure, routing, traffic, network, storage, scheduler, metrics;
    // benchmark (the network benchmarks' patterns and analysis) comes last
    String[] order = {"units", "topology", "failure", "routing", "traffic", "network", "storage", "scheduler", "metrics",
        "benchmark"};
    for (int i = 0; i < order.length; i++) {
      for (int j = i + 1; j < order.length; j++) {
        noClasses().that().resideInAPackage("org.interflow.model." + order[i] + "..")
            .should().dependOnClassesThat().resideInAPackage("org.interflow.model." + order[j] + "..")
            .allowEmptyShould(true)
            .check(classes);
      }
    }
  }

  @Test
  void onlyActorLayersImportAkka() {
    noClasses().that().resideOutsideOfPackages("org.interflow.actors..", "org.interflow.cluster..",
            "org.interflow.optimize..", "org.interflow.cli..")
        .should().dependOnClassesThat().resideInAPackage("akka..")
        .check(classes);
  }

  @Test
  void onlyTheOptimizerImportsJMetal() {
    noClasses().that().resideOutsideOfPackage("org.interflow.optimize..")
        .should().dependOnClassesThat().resideInAPackage("org.uma.jmetal..")
        .check(classes);
  }

  @Test
  void noCatchAllPackageNames() {
    noClasses().should().resideInAnyPackage("..util..", "..common..", "..helpers..", "..misc..")
        .allowEmptyShould(true)
        .check(classes);
  }

  @Test
  void modelAndEngineNeverReadConfiguration() {
    noClasses().that().resideInAnyPackage("org.interflow.model..", "org.interflow.engine..")
        .should().dependOnClassesThat().resideInAPackage("com.typesafe.config..")
        .check(classes);
  }
}
