package org.interflow.model.traffic.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.Supplier;
import java.util.stream.Stream;
import org.interflow.model.traffic.AllToAllTraffic;
import org.interflow.model.traffic.app.IdealNetworkHarness.Message;
import org.interflow.model.traffic.app.IdealNetworkHarness.Run;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Properties every workload has, whatever its traffic: checked on each CLI name. */
class ApplicationsTest {
  static Stream<Arguments> workloads() {
    return Stream.of(
        Arguments.of("stencil2d", (Supplier<Application>) () -> Applications.stencil2d(12, 100, 50, 3)),
        Arguments.of("stencil3d", (Supplier<Application>) () -> Applications.stencil3d(18, 100, 50, 3)),
        Arguments.of("sweep2d", (Supplier<Application>) () -> Applications.sweep2d(12, 100, 50, 5)),
        Arguments.of("sweep3d", (Supplier<Application>) () -> Applications.sweep3d(18, 100, 50, 9)),
        Arguments.of("nbody", (Supplier<Application>) () -> Applications.nbody(7, 100, 50, 2)),
        Arguments.of("mapreduce", (Supplier<Application>) () -> Applications.mapreduce(7, 100, 10, 5, 50, 20)),
        Arguments.of("unstructured", (Supplier<Application>) () -> Applications.unstructured(11, 100, 50, 2, 6, 3)),
        Arguments.of("dcntraffic", (Supplier<Application>) () -> Applications.dcntraffic(9, 5, 100, 10_000, 0.2, 40)),
        Arguments.of("phased", (Supplier<Application>) () -> Applications.phased(AllToAllTraffic.all(6), 6, 100, 4)));
  }

  /** Uneven latencies, so that tasks drift apart and event orders get interesting. */
  private static long latency(int source, int destination, long tag) {
    return 100 * (1 + (5 * source + 3 * destination + tag) % 7);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("workloads")
  void everyTaskFinishesAndTheSameSeedGivesTheSameTrace(String name, Supplier<Application> workload) {
    Application app = workload.get();
    assertEquals(name, app.name());
    Run first = IdealNetworkHarness.run(app, ApplicationsTest::latency, 17);
    Run again = IdealNetworkHarness.run(workload.get(), ApplicationsTest::latency, 17);
    assertEquals(first.trace(), again.trace());
    assertTrue(first.messages().size() > 0);
    assertTrue(first.makespanPs() > 0);
    // the harness already failed if a task hung or acted after finishing
    for (Message m : first.messages()) assertNotEquals(m.source(), m.destination(), "no workload sends to itself");
  }
}
