package org.interflow.model.traffic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * What every traffic pattern must satisfy: flows join servers of the network, the flow count is
 * the closed form the pattern's definition gives, and a pattern is a pure function of its
 * parameters and seed, so making it twice or reading its flows in another order changes nothing.
 */
public abstract class TrafficPatternContract {
  /**
   * One parameter set.
   *
   * @param servers N, the network's server count
   * @param flows the flow count the pattern's definition gives for these parameters
   * @param make builds the pattern (called more than once)
   */
  public record Case(String name, int servers, long flows, Supplier<TrafficPattern> make) {}

  protected abstract List<Case> cases();

  @Test
  void flowCountMatchesTheClosedForm() {
    for (Case c : cases()) assertEquals(c.flows(), c.make().get().flowCount(), c.name());
  }

  @Test
  void everyFlowJoinsTwoServersOfTheNetwork() {
    for (Case c : cases()) {
      TrafficPattern p = c.make().get();
      for (long f = 0; f < p.flowCount(); f++) {
        assertTrue(p.source(f) >= 0 && p.source(f) < c.servers(), c.name() + " flow " + f + " source");
        assertTrue(p.destination(f) >= 0 && p.destination(f) < c.servers(), c.name() + " flow " + f + " destination");
      }
    }
  }

  @Test
  void makingThePatternTwiceAndReadingItBackwardsGivesTheSameFlows() {
    for (Case c : cases()) {
      TrafficPattern a = c.make().get();
      TrafficPattern b = c.make().get();
      for (long f = a.flowCount() - 1; f >= 0; f--) {
        assertEquals(a.source(f), b.source(f), c.name() + " flow " + f);
        assertEquals(a.destination(f), b.destination(f), c.name() + " flow " + f);
      }
    }
  }
}
