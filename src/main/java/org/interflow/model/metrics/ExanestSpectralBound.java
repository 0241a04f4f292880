package org.interflow.model.metrics;

/**
 * A certified lower bound of the bisection width of an ExaNeSt system {@code T = (R, N, M)} with
 * vector {@code s}, from the spectrum of its router graph's Laplacian, computed in closed form by
 * the graph's symmetry.
 *
 * <p>Symmetry. {@code ExanestBuilder} cables every chassis alike, shifted by its position: the
 * router graph is invariant under the translations of the chassis grid {@code Z_N x Z_M}, with two
 * vertex orbits (router 0 and router 1 of each chassis). Its Laplacian is therefore block-circulant
 * with 2 x 2 blocks, and the 2D discrete Fourier transform splits it into NM Hermitian 2 x 2
 * matrices {@code L(k) = diag(d0, d1) - A(k)}, {@code A(k) = sum over cables of e^{2 pi i <k, shift>}}
 * (the backplane joins the two orbits with shift 0), whose eigenvalues, in closed form, are the whole
 * spectrum.
 *
 * <p>Bound (Donath and Hoffman, "Lower bounds for the partitioning of graphs", IBM J. Res. Dev.
 * 17(5), 1973, with an orbit-constant diagonal). For a balanced {@code x in {-1, 1}^V} ({@code sum x =
 * 0}, V = 2NM routers, all of equal weight) and any diagonal {@code D} of zero trace, {@code x^T (L +
 * D) x = 4 cut(x)}, and {@code x^T (L + D) x >= mu(D) V} with {@code mu(D)} the least eigenvalue of
 * {@code L + D} on the vectors orthogonal to the all-ones vector. So {@code cut >= V mu(D) / 4} for
 * every such D. Here D is {@code +delta} on router 0 and {@code -delta} on router 1 of every
 * chassis (zero trace, and the symmetry is kept, so mu stays in closed form: the least eigenvalue of
 * {@code L(k) + diag(delta, -delta)} over the NM - 1 non-zero k, and the Rayleigh quotient of {@code
 * (1, -1)} in block k = 0); {@code mu} is concave in {@code delta} and is maximised by ternary
 * search. {@code delta = 0} is the plain spectral bound {@code lambda_2 V / 4}. The result is rounded
 * up after subtracting {@link #ROUNDING} (the width is an integer).
 *
 * <p>Cost: O(NM R) for the blocks, then O(NM) per step of the search ({@value #STEPS} steps); about
 * 50 us for T = (8, 16, 4). A disconnected network gets 0.
 */
final class ExanestSpectralBound {
  /** Ternary-search steps over delta: the bracket shrinks by (2/3)^100, far below the rounding slack. */
  private static final int STEPS = 100;
  /** Slack for floating-point error before rounding the bound up (relative to eigenvalues of order 10). */
  static final double ROUNDING = 1e-7;

  private ExanestSpectralBound() {}

  /**
   * The bound for {@code s} (valid for {@code (n, m, r)}, checked by the caller).
   *
   * @param n N, chassis per cabinet
   * @param m M, cabinets
   * @param r R, links per router side
   */
  static int lowerBound(int n, int m, int r, int[] s) {
    if (n * m == 1) return 1; // two routers joined by their backplane
    Blocks blocks = blocks(n, m, r, s);
    double span = blocks.degree0 + blocks.degree1;
    double lo = -span;
    double hi = span;
    for (int step = 0; step < STEPS; step++) {
      double a = lo + (hi - lo) / 3;
      double b = hi - (hi - lo) / 3;
      if (blocks.mu(a) < blocks.mu(b)) lo = a;
      else hi = b;
    }
    double best = Math.max(blocks.mu(0), blocks.mu((lo + hi) / 2));
    int vertices = 2 * n * m;
    return Math.max(0, (int) Math.ceil(best * vertices / 4 - ROUNDING));
  }

  /**
   * The Fourier blocks {@code L(k)} of the Laplacian, k = kb N + kq: diagonal entries {@code p, q},
   * off-diagonal {@code L(k)[0][1] = re + i im}; and the degrees of router 0 and router 1.
   */
  private record Blocks(double[] p, double[] q, double[] re, double[] im, double degree0, double degree1) {
    /** The least eigenvalue of L + diag(delta, -delta) on the vectors orthogonal to the all-ones vector. */
    double mu(double delta) {
      // block k = 0, restricted to (1, -1)/sqrt 2: (p + q)/2 - Re L[0][1] (the diagonal shift cancels)
      double least = (p[0] + q[0]) / 2 - re[0];
      for (int k = 1; k < p.length; k++) {
        double half = (p[k] - q[k]) / 2 + delta;
        least = Math.min(least, (p[k] + q[k]) / 2 - Math.sqrt(half * half + re[k] * re[k] + im[k] * im[k]));
      }
      return least;
    }
  }

  private static Blocks blocks(int n, int m, int r, int[] s) {
    int chassis = n * m;
    double[] p = new double[chassis];
    double[] q = new double[chassis];
    double[] re = new double[chassis];
    double[] im = new double[chassis];
    java.util.Arrays.fill(re, -1); // the backplane: A(k)[0][1] = 1 for every k
    double[] degree = {1, 1};
    int perCabinet = 2 * n * r;
    for (int i = 0; i < 2 * r; i++) {
      if (s[i] == 0) continue;
      int o = i + s[i];
      int shiftCabinet = o / perCabinet;
      int shiftChassis = (o % perCabinet) / (2 * r);
      int from = i < r ? 0 : 1;
      int to = o % (2 * r) < r ? 0 : 1;
      degree[from]++;
      degree[to]++;
      for (int kb = 0; kb < m; kb++) {
        for (int kq = 0; kq < n; kq++) {
          int k = kb * n + kq;
          double angle = 2 * Math.PI * ((double) kq * shiftChassis / n + (double) kb * shiftCabinet / m);
          double c = Math.cos(angle);
          if (from == to) {
            // A(k)[a][a] += e^{i angle} + e^{-i angle}
            if (from == 0) p[k] -= 2 * c;
            else q[k] -= 2 * c;
          } else {
            // from 0 to 1: A(k)[0][1] += e^{i angle}; from 1 to 0: A(k)[1][0] += e^{i angle}, A(k)[0][1] += e^{-i angle}
            re[k] -= c;
            im[k] -= from == 0 ? Math.sin(angle) : -Math.sin(angle);
          }
        }
      }
    }
    for (int k = 0; k < chassis; k++) {
      p[k] += degree[0];
      q[k] += degree[1];
    }
    return new Blocks(p, q, re, im, degree[0], degree[1]);
  }

  /**
   * Balanced partitions of the router graph (vertex {@code 2c + a} is router a of chassis c) from
   * its low Laplacian eigenvectors, as starts for Kernighan-Lin (spectral bisection, Fiedler 1973;
   * Pothen, Simon and Liou 1990): for each of the {@code blocks} non-zero Fourier blocks of least
   * eigenvalue, the real and imaginary parts of its eigenvector {@code phi_a e^{2 pi i <k, c>}}
   * (eigenvector phi = (z, lambda - p) of the 2 x 2 block), each split at its median: the half of
   * largest values (ties: lower vertex first) on side 0. O(blocks V log V + NM log NM).
   */
  static int[][] spectralStarts(int n, int m, int r, int[] s, int blocks) {
    int chassis = n * m;
    if (chassis == 1) return new int[0][];
    Blocks b = blocks(n, m, r, s);
    Integer[] order = new Integer[chassis - 1];
    double[] least = new double[chassis];
    for (int k = 1; k < chassis; k++) {
      order[k - 1] = k;
      double half = (b.p()[k] - b.q()[k]) / 2;
      least[k] = (b.p()[k] + b.q()[k]) / 2 - Math.sqrt(half * half + b.re()[k] * b.re()[k] + b.im()[k] * b.im()[k]);
    }
    java.util.Arrays.sort(order, (x, y) -> least[x] != least[y] ? Double.compare(least[x], least[y]) : Integer.compare(x, y));
    java.util.List<int[]> out = new java.util.ArrayList<>();
    for (int i = 0; i < Math.min(blocks, order.length); i++) {
      int k = order[i];
      // phi = (z, lambda - p) with z = L(k)[0][1]; when z = 0 the block is diagonal: (1, 0) or (0, 1)
      double z2 = b.re()[k] * b.re()[k] + b.im()[k] * b.im()[k];
      double[] phiRe = z2 > 1e-18 ? new double[] {b.re()[k], least[k] - b.p()[k]} : least[k] == b.p()[k] ? new double[] {1, 0} : new double[] {0, 1};
      double[] phiIm = z2 > 1e-18 ? new double[] {b.im()[k], 0} : new double[] {0, 0};
      int kq = k % n;
      int kb = k / n;
      double[] real = new double[2 * chassis];
      double[] imaginary = new double[2 * chassis];
      for (int c = 0; c < chassis; c++) {
        double angle = 2 * Math.PI * ((double) kq * (c % n) / n + (double) kb * (c / n) / m);
        double cos = Math.cos(angle);
        double sin = Math.sin(angle);
        for (int a = 0; a < 2; a++) {
          real[2 * c + a] = phiRe[a] * cos - phiIm[a] * sin;
          imaginary[2 * c + a] = phiRe[a] * sin + phiIm[a] * cos;
        }
      }
      out.add(medianSplit(real));
      out.add(medianSplit(imaginary));
    }
    return out.toArray(new int[0][]);
  }

  /** Side 0 for the half of largest values (ties: lower index first), side 1 for the rest. */
  private static int[] medianSplit(double[] values) {
    Integer[] byValue = new Integer[values.length];
    for (int v = 0; v < values.length; v++) byValue[v] = v;
    java.util.Arrays.sort(byValue, (x, y) -> values[x] != values[y] ? Double.compare(values[y], values[x]) : Integer.compare(x, y));
    int[] side = new int[values.length];
    for (int i = values.length / 2; i < values.length; i++) side[byValue[i]] = 1;
    return side;
  }

  /** The plain algebraic connectivity lambda_2 of the router graph's Laplacian (for tests: the bound at delta = 0 is lambda_2 V / 4). */
  static double algebraicConnectivity(int n, int m, int r, int[] s) {
    return blocks(n, m, r, s).mu(0);
  }


}
