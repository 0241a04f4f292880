package org.interflow.model.traffic.app;

import java.util.Arrays;

/**
 * The arrangement of a job's tasks on a 2D or 3D grid, as stencil and sweep codes decompose their
 * domain. Task {@code t} sits at coordinates {@code (x0, x1, x2)} with {@code t = x0 + d0 * (x1 +
 * d1 * x2)} (dimension 0 varies fastest). A periodic grid wraps around (a torus); a non-periodic
 * one (the default of a real halo exchange) has no neighbour beyond its faces. A dimension of size
 * 1 has no neighbours along it, periodic or not, so no task is its own neighbour; in a periodic
 * dimension of size 2 both neighbours are the same task.
 *
 * @param dims the grid size along each dimension, 1 to 3 dimensions, each at least 1 (copied)
 * @param periodic whether the grid wraps around
 */
public record GridShape(int[] dims, boolean periodic) {
  public GridShape {
    if (dims == null || dims.length < 1 || dims.length > 3) {
      throw new IllegalArgumentException("grid dims must have 1 to 3 dimensions, got " + (dims == null ? "none" : dims.length));
    }
    dims = dims.clone();
    long tasks = 1;
    for (int d : dims) {
      if (d < 1) throw new IllegalArgumentException("grid dims must be at least 1, got " + Arrays.toString(dims));
      tasks *= d;
      if (tasks > Integer.MAX_VALUE) throw new IllegalArgumentException("grid dims " + Arrays.toString(dims) + " make too many tasks");
    }
  }

  /**
   * The most nearly square (2D) or cubic (3D) grid of exactly {@code tasks} tasks, as {@code
   * MPI_Dims_create} chooses: the factorisation with the smallest largest side, then the smallest
   * second side; sides in non-increasing order (e.g. 12 tasks in 2D: 4x3, in 3D: 3x2x2; a prime
   * count gives a 1-wide grid). O(tasks^(1/2)) time.
   *
   * @param tasks number of tasks, at least 1
   * @param dimensions 2 or 3 (1 is allowed: a line)
   */
  public static GridShape balanced(int tasks, int dimensions, boolean periodic) {
    if (tasks < 1) throw new IllegalArgumentException("tasks must be at least 1, got " + tasks);
    if (dimensions < 1 || dimensions > 3) throw new IllegalArgumentException("dimensions must be 1 to 3, got " + dimensions);
    return new GridShape(factor(tasks, dimensions), periodic);
  }

  /** Sides in non-increasing order; best = lexicographically smallest sorted-descending sides. */
  private static int[] factor(int n, int dimensions) {
    if (dimensions == 1) return new int[] {n};
    int[] best = null;
    for (int smallest = 1; pow(smallest, dimensions) <= n; smallest++) {
      if (n % smallest != 0) continue;
      int[] rest = factor(n / smallest, dimensions - 1);
      int[] candidate = Arrays.copyOf(rest, dimensions);
      candidate[dimensions - 1] = smallest;
      if (candidate[dimensions - 2] < smallest) continue;   // keep sides non-increasing
      if (best == null || Arrays.compare(candidate, best) < 0) best = candidate;
    }
    return best;
  }

  private static long pow(long base, int exponent) {
    long p = 1;
    for (int i = 0; i < exponent; i++) p *= base;
    return p;
  }

  @Override
  public int[] dims() {
    return dims.clone();
  }

  /** Number of dimensions (1 to 3). */
  public int dimensions() {
    return dims.length;
  }

  /** Size along {@code dimension}. */
  public int size(int dimension) {
    return dims[dimension];
  }

  /** Number of tasks, the product of the sides. */
  public int tasks() {
    int t = 1;
    for (int d : dims) t *= d;
    return t;
  }

  /** Coordinate of {@code task} along {@code dimension}. O(dimensions). */
  public int coordinate(int task, int dimension) {
    return (task / stride(dimension)) % dims[dimension];
  }

  /**
   * The task one step ({@code step} = +1 or -1) away from {@code task} along {@code dimension},
   * or -1 if there is none (a face of a non-periodic grid, or a dimension of size 1). O(1).
   */
  public int neighbour(int task, int dimension, int step) {
    int size = dims[dimension];
    if (size == 1) return -1;
    int c = coordinate(task, dimension);
    int next = c + step;
    if (next < 0 || next >= size) {
      if (!periodic) return -1;
      next = Math.floorMod(next, size);
    }
    return task + (next - c) * stride(dimension);
  }

  private int stride(int dimension) {
    int s = 1;
    for (int i = 0; i < dimension; i++) s *= dims[i];
    return s;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof GridShape g && g.periodic == periodic && Arrays.equals(g.dims, dims);
  }

  @Override
  public int hashCode() {
    return 31 * Arrays.hashCode(dims) + Boolean.hashCode(periodic);
  }

  @Override
  public String toString() {
    StringBuilder s = new StringBuilder();
    for (int i = 0; i < dims.length; i++) s.append(i == 0 ? "" : "x").append(dims[i]);
    return s.append(periodic ? " periodic" : "").toString();
  }
}
