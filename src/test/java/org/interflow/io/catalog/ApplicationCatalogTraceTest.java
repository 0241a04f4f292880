package org.interflow.io.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.star.StarBuilder;
import org.interflow.model.topology.star.StarSpec;
import org.interflow.model.traffic.mpi.MpiModel;
import org.interflow.model.traffic.mpi.TraceApplication;
import org.interflow.model.traffic.app.Application;
import org.junit.jupiter.api.Test;

/** The {@code trace} entry of the application registry, and every entry's example. */
class ApplicationCatalogTraceTest {
  private static final Topology STAR = StarBuilder.build(new StarSpec(8), LinkParams.DEFAULT);

  @Test
  void aTraceJobHasOneTaskPerRankAndNamesItsTrace() {
    // sweep3d-2x2: 4 ranks (its header); compute scaled as asked, on the interflow preset
    TraceApplication t = assertInstanceOf(TraceApplication.class,
        ApplicationCatalog.job("trace:file=traces/goal/sweep3d-2x2.derived.goal,cpuScale=0.5,arrival=1ms", STAR, 1).application());
    assertEquals(4, t.tasks());
    assertEquals("trace:sweep3d-2x2.derived.goal", t.name());
    assertEquals(MpiModel.Protocol.INTERFLOW, t.model().protocol());
    assertEquals(0.5, t.model().cpuScale(), 0.0);
    assertEquals(1_000_000_000L, ApplicationCatalog.job("trace:file=traces/goal/sweep3d-2x2.derived.goal,arrival=1ms", STAR, 1).arrivalPs());
    assertEquals(MpiModel.Protocol.SIMGRID, ((TraceApplication) ApplicationCatalog.job(
        "trace:file=traces/goal/sweep3d-2x2.derived.goal,mpi=simgrid,tasks=4", STAR, 1).application()).model().protocol());
  }

  @Test
  void everyEntrysExampleMakesAnApplication() {
    for (ApplicationCatalog.Entry e : ApplicationCatalog.applications()) {
      Application app = ApplicationCatalog.job(e.example(), STAR, 1).application();
      assertEquals(e.name(), app.name().startsWith("trace:") ? "trace" : app.name(), e.example());
    }
  }
}
