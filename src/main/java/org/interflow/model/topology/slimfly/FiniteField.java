package org.interflow.model.topology.slimfly;

/**
 * The finite field GF(q) for a prime power {@code q = p^m}, with elements coded {@code 0..q-1}
 * (base-p digits are the coefficients of a polynomial over GF(p); for m = 1 the integers mod p) and
 * a primitive element ξ. Arithmetic goes through tables: addition digit by digit mod p, and
 * multiplication through discrete logarithms, {@code a b = ξ^(log a + log b)}.
 *
 * <p>Construction: for m = 1, ξ is the smallest primitive root mod p; for m > 1 the field is
 * GF(p)[x] / f for the first monic f of degree m (in the order of its coded coefficients) for which
 * x has order q - 1, i.e. a primitive polynomial, and ξ = x. O(q^2) time at most, O(q) memory.
 */
final class FiniteField {
  private final int q;
  private final int p;
  private final int[] power;   // power[i] = ξ^i, i = 0..q-2
  private final int[] log;     // log[a] = i with ξ^i = a, a != 0

  FiniteField(int q) {
    this.q = q;
    this.p = smallestPrimeFactor(q);
    int m = 0;
    for (long v = 1; v < q; v *= p) m++;
    if (pow(p, m) != q) throw new IllegalArgumentException(q + " is not a prime power");
    this.power = new int[q - 1];
    this.log = new int[q];
    if (m == 1) {
      for (int g = 2; g < p; g++) {
        int generator = g;
        if (fill(x -> (int) ((long) x * generator % p))) return;
      }
    } else {
      for (int f = 0; f < q; f++) {
        int reduction = f;
        int degree = m;
        if (fill(x -> timesX(x, reduction, degree))) return;
      }
    }
    throw new IllegalStateException("no primitive element found for GF(" + q + ")");
  }

  /** q, the number of elements. */
  int size() { return q; }

  /** The primitive element raised to {@code e} (any e >= 0). */
  int primitivePower(int e) { return power[e % (q - 1)]; }

  int add(int a, int b) {
    int sum = 0;
    for (int unit = 1; unit < q; unit *= p) sum += ((a / unit % p + b / unit % p) % p) * unit;
    return sum;
  }

  int negate(int a) {
    int neg = 0;
    for (int unit = 1; unit < q; unit *= p) neg += ((p - a / unit % p) % p) * unit;
    return neg;
  }

  int subtract(int a, int b) { return add(a, negate(b)); }

  int multiply(int a, int b) {
    if (a == 0 || b == 0) return 0;
    return power[(log[a] + log[b]) % (q - 1)];
  }

  /** Fills the tables with the powers of the element {@code next} multiplies by; false when its order is below q - 1. */
  private boolean fill(java.util.function.IntUnaryOperator next) {
    java.util.Arrays.fill(log, -1);
    int x = 1;
    for (int i = 0; i < q - 1; i++) {
      if (log[x] >= 0 || x == 0) return false;
      power[i] = x;
      log[x] = i;
      x = next.applyAsInt(x);
    }
    return x == 1;
  }

  /** x times the polynomial coded {@code a}, reduced by the monic {@code x^m - f} (f coded, degree < m). */
  private int timesX(int a, int f, int m) {
    int top = a / pow(p, m - 1) % p;
    int shifted = (a % pow(p, m - 1)) * p;
    // x^m = f (mod x^m - f): add top * f
    int result = shifted;
    for (int unit = 1, i = 0; i < m; unit *= p, i++) {
      int digit = (shifted / unit % p + top * (f / unit % p)) % p;
      result += (digit - shifted / unit % p) * unit;
    }
    return result;
  }

  private static int pow(int base, int e) {
    int v = 1;
    for (int i = 0; i < e; i++) v *= base;
    return v;
  }

  private static int smallestPrimeFactor(int n) {
    if (n < 2) throw new IllegalArgumentException(n + " is not a prime power");
    for (int d = 2; (long) d * d <= n; d++) if (n % d == 0) return d;
    return n;
  }
}
