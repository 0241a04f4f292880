package org.interflow.io.trace;

/**
 * SimGrid's predefined MPI datatype ids as its TI traces name them, with their sizes in bytes on
 * an LP64 (x86-64 Linux) host. Source: the {@code CREATE_MPI_DATATYPE(name, id, type)} table of
 * SimGrid's {@code src/smpi/mpi/smpi_datatype.cpp} (0 MPI_DOUBLE, 1 MPI_INT, 2 MPI_CHAR, 3
 * MPI_SHORT, 4 MPI_LONG, 5 MPI_FLOAT, 6 MPI_BYTE, 7 MPI_LONG_LONG ... 59 MPI_COUNT).
 */
final class TiDatatypes {
  private TiDatatypes() {}

  /** Id of MPI_DOUBLE, SimGrid's default type after {@code init <anything>} (MPE traces). */
  static final int DOUBLE = 0;
  /** Id of MPI_BYTE, SimGrid's default type after a bare {@code init} (TAU traces). */
  static final int BYTE = 6;

  private static final int[] SIZES = {
    8, 4, 1, 2, 8, 4, 1, 8, 1, 1, // 0 DOUBLE, INT, CHAR, SHORT, LONG, FLOAT, BYTE, LONG_LONG, SIGNED_CHAR, UNSIGNED_CHAR
    2, 4, 8, 8, 16, 4, 1, 1, 2, 4, // 10 UNSIGNED_SHORT, UNSIGNED, UNSIGNED_LONG, UNSIGNED_LONG_LONG, LONG_DOUBLE, WCHAR, C_BOOL, INT8..32
    8, 1, 2, 4, 8, 8, 16, 32, 8, 8, // 20 INT64_T, UINT8..64_T, C_FLOAT_COMPLEX, C_DOUBLE_COMPLEX, C_LONG_DOUBLE_COMPLEX, AINT, OFFSET
    8, 16, 16, 8, 8, 8, 16, 16, 4, 4, // 30 FLOAT_INT, LONG_INT, DOUBLE_INT, SHORT_INT, 2INT, 2FLOAT, 2DOUBLE, 2LONG, REAL, REAL4
    8, 16, 8, 16, 16, 4, 2, 4, 8, 16, // 40 REAL8, REAL16, COMPLEX8, COMPLEX16, COMPLEX32 (double pair), INTEGER1 (int), INTEGER2..16
    32, 1, 8, 16, 32, 0, 0, 1, 8, 8 // 50 LONG_DOUBLE_INT, CXX_BOOL, CXX complexes, UB, LB, PACKED, PTR, COUNT
  };

  /** Size in bytes of datatype {@code id}, or -1 when SimGrid has no such predefined id. */
  static int size(int id) { return id >= 0 && id < SIZES.length ? SIZES[id] : -1; }

  /** Number of known ids (0 .. count-1). */
  static int count() { return SIZES.length; }
}
