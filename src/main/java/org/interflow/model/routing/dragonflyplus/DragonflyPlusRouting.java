package org.interflow.model.routing.dragonflyplus;

import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.CandidatePathRouting;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.dragonflyplus.DragonflyPlusBuilder;
import org.interflow.model.topology.dragonflyplus.DragonflyPlusShape;
import org.interflow.model.topology.dragonflyplus.DragonflyPlusSpec;

/**
 * Minimal routing on a Dragonfly+ (Shpiner et al., HiPINEB 2017, section III): within a leaf, down
 * at once; within a group, up to a spine and down (the group is a two-level fat tree); between
 * groups, up to the spine that owns a global link to the destination group, across, and down from
 * the spine at the other end. At most 3 router-to-router hops.
 *
 * <p>Candidates: inside a group, the S spines starting at spine {@code (source + destination) mod
 * S}; between groups, the C parallel global links starting at copy {@code (source + destination)
 * mod C}. The first is the single path; fault-aware takes the first intact one; multipath splits
 * over all (every one is minimal). Routes through other groups (Valiant) are not candidates.
 *
 * <p>O(path length x router ports) per candidate (router links found by port scan).
 */
public final class DragonflyPlusRouting extends CandidatePathRouting {
  private final DragonflyPlusSpec spec;
  private final int perGroup;

  public DragonflyPlusRouting(Topology topology, FailureSet failures, Mode mode) {
    super(topology, failures, mode);
    if (!(topology.spec() instanceof DragonflyPlusShape shape)) {
      throw new IllegalArgumentException("dragonflyplus routing needs a dragonflyplus or megafly topology, got " + topology.spec().family());
    }
    this.spec = shape.dragonflyPlus();
    this.perGroup = spec.routersPerGroup();
  }

  @Override
  protected int maxCandidates() { return Math.max(spec.spines(), spec.globalLinksPerGroupPair()); }

  @Override
  protected int candidates(int source, int destination, int max, PathBuffer out) {
    int a = DragonflyPlusBuilder.leafOfServer(spec, source);
    int b = DragonflyPlusBuilder.leafOfServer(spec, destination);
    int leafA = topology.switchNode(a);
    int leafB = topology.switchNode(b);
    int groupA = a / perGroup;
    int groupB = b / perGroup;
    if (a == b) {
      out.beginPath();
      out.add(2 * source);
      out.add(2 * destination + 1);
      return 1;
    }
    int choices = groupA == groupB ? spec.spines() : spec.globalLinksPerGroupPair();
    int first = (int) (((long) source + destination) % Math.max(1, choices));
    int written = 0;
    for (int i = 0; i < choices && written < max; i++) {
      int choice = (first + i) % choices;
      out.beginPath();
      out.add(2 * source);
      if (groupA == groupB) {
        int spine = spineNode(groupA, choice);
        hop(leafA, spine, out);
        hop(spine, leafB, out);
      } else {
        int x = spineNode(groupA, DragonflyPlusBuilder.globalSpine(spec, groupA, groupB, choice));
        int y = spineNode(groupB, DragonflyPlusBuilder.globalSpine(spec, groupB, groupA, choice));
        hop(leafA, x, out);
        globalHop(x, y, groupB, choice, out);
        hop(y, leafB, out);
      }
      out.add(2 * destination + 1);
      written++;
    }
    return written;
  }

  private int spineNode(int group, int spine) { return topology.switchNode(group * perGroup + spec.leaves() + spine); }

  /**
   * The {@code copy}-th parallel link from spine x to spine y counted among x's links to y: two
   * copies can join the same spine pair, and each must use its own link.
   */
  private void globalHop(int x, int y, int groupB, int copy, PathBuffer out) {
    int groupA = (x - topology.servers()) / perGroup;
    int sameSpineCopiesBefore = 0;
    for (int c = 0; c < copy; c++) {
      if (DragonflyPlusBuilder.globalSpine(spec, groupA, groupB, c) == DragonflyPlusBuilder.globalSpine(spec, groupA, groupB, copy)
          && DragonflyPlusBuilder.globalSpine(spec, groupB, groupA, c) == DragonflyPlusBuilder.globalSpine(spec, groupB, groupA, copy)) {
        sameSpineCopiesBefore++;
      }
    }
    for (int p = 0, deg = topology.degree(x); p < deg; p++) {
      if (topology.neighbor(x, p) == y && sameSpineCopiesBefore-- == 0) {
        out.add(topology.outLink(x, p));
        return;
      }
    }
    throw new IllegalStateException(spec.canonical() + ": no global link copy " + copy + " between " + x + " and " + y);
  }
}
