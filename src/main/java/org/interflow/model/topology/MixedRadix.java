package org.interflow.model.topology;

import java.util.Arrays;

/**
 * A mixed-radix numbering of the cells of a lattice with dimension sizes {@code S1 x ... x SL}:
 * cell index {@code i = c1 + S1*(c2 + S2*(c3 + ...))}, so the first dimension varies fastest and
 * dimension {@code d} has stride {@code S1*...*S(d-1)}. Torus, mesh, hypercube and HyperX number
 * their switches this way.
 *
 * <p>Immutable value with value equality; {@link #toString()} prints the CLI form {@code 8x8x8}.
 * Every method is O(1) except {@link #index(int[])} and {@link #coordinates(int, int[])}, which are
 * O(L).
 */
public final class MixedRadix {
  private final int[] sizes;
  private final int[] strides;
  private final int cells;

  /**
   * @param sizes the size of each dimension, at least one dimension, each size 1 or more
   * @throws IllegalArgumentException if a size is below 1 or the product exceeds {@code 2^30}
   */
  public MixedRadix(int... sizes) {
    if (sizes == null || sizes.length == 0) throw new IllegalArgumentException("dims needs at least one dimension");
    this.sizes = sizes.clone();
    this.strides = new int[sizes.length];
    long product = 1;
    for (int d = 0; d < sizes.length; d++) {
      if (sizes[d] < 1) {
        throw new IllegalArgumentException("dimension " + (d + 1) + " has size " + sizes[d] + "; sizes must be >= 1");
      }
      strides[d] = (int) product;
      product *= sizes[d];
      if (product > (1 << 30)) throw new IllegalArgumentException("dims " + this + " have more than 2^30 cells");
    }
    this.cells = (int) product;
  }

  /** Number of dimensions L. */
  public int dimensions() { return sizes.length; }

  /** Size S of dimension {@code d} (0-based). */
  public int size(int d) { return sizes[d]; }

  /** Distance in index between cells that differ by one in dimension {@code d}: the product of the sizes before it. */
  public int stride(int d) { return strides[d]; }

  /** Number of cells, the product of all sizes. */
  public int cells() { return cells; }

  /** Coordinate of cell {@code index} in dimension {@code d}. */
  public int coordinate(int index, int d) { return (index / strides[d]) % sizes[d]; }

  /** Cell with the given coordinates (one per dimension, each in 0..size-1). */
  public int index(int[] coordinates) {
    if (coordinates.length != sizes.length) {
      throw new IllegalArgumentException(coordinates.length + " coordinates for " + sizes.length + " dimensions");
    }
    int index = 0;
    for (int d = 0; d < sizes.length; d++) {
      if (coordinates[d] < 0 || coordinates[d] >= sizes[d]) {
        throw new IndexOutOfBoundsException("coordinate " + coordinates[d] + " outside dimension " + (d + 1) + " of size " + sizes[d]);
      }
      index += coordinates[d] * strides[d];
    }
    return index;
  }

  /** Writes the coordinates of cell {@code index} into {@code out} (length >= L) and returns it. */
  public int[] coordinates(int index, int[] out) {
    for (int d = 0; d < sizes.length; d++) {
      out[d] = index % sizes[d];
      index /= sizes[d];
    }
    return out;
  }

  /** The dimension sizes as a new array. */
  public int[] sizes() { return sizes.clone(); }

  /** Number of dimensions whose size is above 1 (the ones that hold any links). */
  public int nontrivialDimensions() {
    int n = 0;
    for (int s : sizes) if (s > 1) n++;
    return n;
  }

  @Override
  public boolean equals(Object o) { return o instanceof MixedRadix m && Arrays.equals(sizes, m.sizes); }

  @Override
  public int hashCode() { return Arrays.hashCode(sizes); }

  /** The CLI form, sizes joined by {@code x}: {@code 8x8x8}. */
  @Override
  public String toString() {
    StringBuilder b = new StringBuilder();
    for (int d = 0; d < sizes.length; d++) {
      if (d > 0) b.append('x');
      b.append(sizes[d]);
    }
    return b.toString();
  }
}
