package org.interflow.actors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.interflow.engine.dynamic.flows.FlowModel;
import org.interflow.engine.dynamic.flows.FlowRecord;
import org.interflow.engine.dynamic.flows.FlowRequest;
import org.interflow.engine.dynamic.jobs.JobSpec;
import org.interflow.engine.dynamic.results.SimulationResult;
import org.interflow.engine.dynamic.runner.DirectSimulation;
import org.interflow.engine.dynamic.runner.Scenarios;
import org.interflow.engine.dynamic.runner.SimulationSpec;
import org.interflow.engine.dynamic.runner.SmallApplications;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.traffic.app.Application;
import org.interflow.model.traffic.app.NodeProgram;
import org.junit.jupiter.api.Test;

/** The actor runtime gives exactly the direct runner's result, whatever the dispatcher's thread count. */
class ActorSimulationTest {
  /**
   * Three jobs on 32 servers with seeded random compute times: an all-to-all of 16 tasks, a
   * barrier job of 8 tasks and a 20-task all-to-all that must wait for servers. Hundreds of flows
   * with equal delivery times, many tasks per cycle: any dependence on thread interleaving would
   * show in flow ids, intervals or times.
   */
  private static SimulationSpec mixedJobs() {
    return Scenarios.star(32, FailureSet.NONE, 700, 3, 42, List.of(
        new JobSpec(SmallApplications.randomAllToAll(16, 1000, 10_000), 0),
        new JobSpec(SmallApplications.staggeredBarrier(8, 3_000), 100),
        new JobSpec(SmallApplications.randomAllToAll(20, 500, 5_000), 200)));
  }

  @Test
  void blocksOfServersPerComputeNodeFollowTheThreadCount() {
    // 16 nodes per thread: 32 servers on 1 thread = blocks of 2, on 4 threads blocks of 1;
    // 65,536 servers on 2 threads = 32 blocks of 2048
    assertEquals(2, ActorSimulation.serversPerNode(32, 1));
    assertEquals(1, ActorSimulation.serversPerNode(32, 4));
    assertEquals(2048, ActorSimulation.serversPerNode(65_536, 2));
    assertEquals(1, ActorSimulation.serversPerNode(3, 2));
  }

  @Test
  void oneAndFourDispatcherThreadsGiveTheDirectRunnersResult() {
    // one thread runs blocks of two servers per ComputeNode, four threads one server each
    SimulationResult direct = DirectSimulation.run(mixedJobs());
    // 16*16 + 20*20 sends, of which 16 + 20 are local (to oneself)
    assertEquals(16 * 15 + 20 * 19, direct.flows());
    assertTrue(direct.jobs().stream().allMatch(j -> j.finished()));
    assertEquals(direct, ActorSimulation.run(mixedJobs(), 1));
    assertEquals(direct, ActorSimulation.run(mixedJobs(), 4));
  }

  @Test
  void theActorRuntimeGivesTheHandWorkedPingPongMakespan() {
    // 3 rounds of two messages with latency 1000 ps each: 6000 ps.
    SimulationResult r = ActorSimulation.run(Scenarios.star(2, 1_000, 0,
        new JobSpec(SmallApplications.pingPong(3, 0), 0)), 2);
    assertEquals(6_000, r.makespanPs());
  }

  @Test
  void aFailingNodeProgramFailsTheRunInsteadOfHangingIt() {
    Application broken = new Application() {
      @Override public String name() { return "broken"; }

      @Override public int tasks() { return 1; }

      @Override public NodeProgram program(int task) { throw new IllegalStateException("no program"); }
    };
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> ActorSimulation.run(Scenarios.star(2, 1_000, 0, new JobSpec(broken, 0)), 1));
    assertTrue(e.getMessage().contains("failed"), e.getMessage());
  }

  @Test
  void aFailingFlowModelFailsTheRunInsteadOfHangingIt() {
    SimulationSpec pingPong = Scenarios.star(2, 1_000, 0, new JobSpec(SmallApplications.pingPong(1, 8), 0));
    FlowModel broken = new FlowModel() {
      @Override public FlowRecord inject(long nowPs, FlowRequest request) { throw new IllegalStateException("broken"); }

      @Override public long nextEventPs() { return Long.MAX_VALUE; }

      @Override public void advanceTo(long nowPs, List<FlowRecord> delivered) {}

      @Override public void cancel(long nowPs, List<Long> flowIds, List<FlowRecord> cancelled) {}

      @Override public int activeFlows() { return 0; }
    };
    SimulationSpec spec = new SimulationSpec(pingPong.topology(), pingPong.failures(), pingPong.routing(), () -> broken,
        pingPong.jobs(), 1);
    assertThrows(IllegalStateException.class, () -> ActorSimulation.run(spec, 1));
  }

  @Test
  void sixtyFiveThousandServersInBlockComputeNodesGiveTheDirectResult() {
    // 65,536 tasks in pairs exchange 8 bytes at t = 0; each message takes 1000 + 8 * 2 ps, so the
    // job ends at 1016 ps with 65,536 flows, all delivered.
    SimulationSpec spec = Scenarios.star(65_536, 1_000, 2, new JobSpec(SmallApplications.pairs(65_536, 8), 0));
    SimulationResult r = ActorSimulation.run(spec, 2);
    assertEquals(1_016, r.makespanPs());
    assertEquals(65_536, r.flows());
    assertEquals(1_016, r.jobs().get(0).finishPs());
    assertEquals(DirectSimulation.run(spec), r);
  }

  @Test
  void aMessageSentWithoutReceiptCrossesTheActorsAsInTheDirectRunner() {
    // Task 0 sends 1000 bytes without a receipt and finishes at 0; task 1 gets them at
    // 1000 + 1000 * 80 = 81,000 ps. Three callbacks (two starts, one receive), as worked out in
    // DirectSimulationTest; the sender gets no onSent (its program would throw).
    SimulationSpec spec = Scenarios.star(2, 1_000, 80, new JobSpec(SmallApplications.sendWithoutReceipt(1000), 0));
    SimulationResult r = ActorSimulation.run(spec, 2);
    assertEquals(81_000, r.makespanPs());
    assertEquals(3, r.events());
    assertEquals(DirectSimulation.run(spec), r);
  }
}
