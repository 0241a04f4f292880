package org.interflow.optimize.exanest;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ExanestIndicatorsTest {
  /** Sums of a few doubles: exact up to rounding. */
  private static final double TOLERANCE = 1e-12;
  private static final double[][] UNIT = {{0, 0, 0}, {1, 1, 1}};

  @Test
  void oneCentralPointDominatesAnEighthOfTheCube() {
    // (0.5, 0.5, 0.5) against (1, 1, 1): a cube of side 0.5.
    assertEquals(0.125, ExanestIndicators.hypervolume(new double[][] {{0.5, 0.5, 0.5}}, UNIT), TOLERANCE);
    assertEquals(0, ExanestIndicators.hypervolume(new double[0][], UNIT), 0);
  }

  @Test
  void fourObjectiveBoxesCountTheirUnionOnceAndAConstantObjectiveIsIgnored() {
    // against (1, 1, 1, 1): A = (0, .5, .5, .5) dominates a box of 1 * .5^3 = .125, B = (.5, 0, .5, .5)
    // the same; they overlap in (.5, .5, .5, .5)'s box of .0625: union .1875. D = (.6, .6, .6, .6) is
    // dominated and adds nothing; E = (1, 0, 0, 0) lies on a reference face and adds nothing.
    double[][] unit4 = {{0, 0, 0, 0}, {1, 1, 1, 1}};
    double[][] points = {{0, .5, .5, .5}, {.5, 0, .5, .5}, {.6, .6, .6, .6}, {1, 0, 0, 0}};
    assertEquals(0.1875, ExanestIndicators.hypervolume(points, unit4), TOLERANCE);
    // a fifth objective with bounds [0, 0] (the simulated time) normalises to 0: the volume is unchanged
    double[][] unit5 = {{0, 0, 0, 0, 0}, {1, 1, 1, 1, 0}};
    double[][] points5 = {{0, .5, .5, .5, 3e-5}, {.5, 0, .5, .5, 7e-5}};
    assertEquals(0.1875, ExanestIndicators.hypervolume(points5, unit5), TOLERANCE);
  }

  @Test
  void overlappingBoxesCountOnceAndDominatedPointsAddNothing() {
    // A = (0, 0.5, 0.5) and B = (0.5, 0, 0.5): in the (x, y) plane they cover 0.5 + 0.5 - 0.25 = 0.75,
    // over a depth of 0.5: 0.375. D = (0.6, 0.6, 0.6) is dominated by both and adds nothing.
    // C = (0.5, 0.5, 0) adds the slab z in [0, 0.5] of area 0.25: 0.125; above z = 0.5 C lies inside
    // A u B. Total 0.5.
    double[][] ab = {{0, 0.5, 0.5}, {0.5, 0, 0.5}, {0.6, 0.6, 0.6}};
    assertEquals(0.375, ExanestIndicators.hypervolume(ab, UNIT), TOLERANCE);
    double[][] abc = {{0, 0.5, 0.5}, {0.5, 0, 0.5}, {0.6, 0.6, 0.6}, {0.5, 0.5, 0}};
    assertEquals(0.5, ExanestIndicators.hypervolume(abc, UNIT), TOLERANCE);
  }

  @Test
  void normalisationMapsTheBoundsToTheUnitCube() {
    // Bounds (-40, -7, 0) .. (0, 0, 4): the point (-20, -3.5, 2) is the cube's centre, HV 0.125;
    // values beyond the bounds are clamped, so (-80, -14, -1) is the origin, HV 1.
    double[][] bounds = {{-40, -7, 0}, {0, 0, 4}};
    assertEquals(0.125, ExanestIndicators.hypervolume(new double[][] {{-20, -3.5, 2}}, bounds), TOLERANCE);
    assertEquals(1, ExanestIndicators.hypervolume(new double[][] {{-80, -14, -1}}, bounds), TOLERANCE);
  }

  @Test
  void igdIsTheDistanceToTheNearestFrontPointAveragedOverTheReference() {
    // Reference {(0,0,0)}, front {(0.3, 0.4, 0), (1, 1, 1)}: the nearest is at distance 0.5, so
    // IGD = sqrt(0.5^2) / 1 = 0.5. A front containing the reference has IGD 0.
    double[][] reference = {{0, 0, 0}};
    assertEquals(0.5, ExanestIndicators.igd(new double[][] {{0.3, 0.4, 0}, {1, 1, 1}}, reference, UNIT), TOLERANCE);
    assertEquals(0, ExanestIndicators.igd(reference, reference, UNIT), TOLERANCE);
  }

  @Test
  void igdPlusCountsOnlyHowMuchWorseTheFrontIsThanEachReferencePoint() {
    // reference points r1 = (0.2, 0.2, 0.2) and r2 = (0.6, 0.1, 0.2), front {(0.5, 0.2, 0.2)} in the
    // unit cube: d+(r1) = sqrt(0.3^2 + 0 + 0) = 0.3; d+(r2) = sqrt(0 + 0.1^2 + 0) = 0.1 (being better
    // than r2 on the first objective does not count); IGD+ is their mean, 0.2
    double[][] reference = {{0.2, 0.2, 0.2}, {0.6, 0.1, 0.2}};
    assertEquals(0.2, ExanestIndicators.igdPlus(new double[][] {{0.5, 0.2, 0.2}}, reference, UNIT), TOLERANCE);
    // a front that weakly dominates every reference point is at distance 0
    assertEquals(0, ExanestIndicators.igdPlus(new double[][] {{0.1, 0.1, 0.1}}, reference, UNIT), TOLERANCE);
  }
}
