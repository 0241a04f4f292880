package org.interflow.io.trace;

import java.util.HashMap;
import java.util.Map;

/**
 * Sizes in bytes (LP64 host) of the MPI datatypes a {@code dumpi2ascii} dump names, e.g. {@code
 * MPI_Datatype datatype=9 (MPI_INT)}, plus the derived types a trace builds with {@code
 * MPI_Type_contiguous}, {@code MPI_Type_vector}, {@code MPI_Type_hvector} and {@code
 * MPI_Type_indexed}, tracked by their DUMPI ids, and, for binary traces, the trace's own table of
 * sizes by datatype id.
 */
final class DumpiDatatypes {
  private static final Map<String, Integer> NAMED = new HashMap<>();

  static {
    String[] one = {"MPI_CHAR", "MPI_SIGNED_CHAR", "MPI_UNSIGNED_CHAR", "MPI_BYTE", "MPI_PACKED", "MPI_CHARACTER",
      "MPI_INT8_T", "MPI_UINT8_T", "MPI_C_BOOL", "MPI_INTEGER1", "MPI_LOGICAL1"};
    String[] two = {"MPI_SHORT", "MPI_UNSIGNED_SHORT", "MPI_INT16_T", "MPI_UINT16_T", "MPI_INTEGER2"};
    String[] four = {"MPI_INT", "MPI_UNSIGNED", "MPI_FLOAT", "MPI_WCHAR", "MPI_INT32_T", "MPI_UINT32_T", "MPI_INTEGER",
      "MPI_REAL", "MPI_LOGICAL", "MPI_INTEGER4", "MPI_REAL4"};
    String[] eight = {"MPI_LONG", "MPI_UNSIGNED_LONG", "MPI_DOUBLE", "MPI_LONG_LONG", "MPI_LONG_LONG_INT",
      "MPI_UNSIGNED_LONG_LONG", "MPI_INT64_T", "MPI_UINT64_T", "MPI_DOUBLE_PRECISION", "MPI_COMPLEX", "MPI_2INT",
      "MPI_2REAL", "MPI_2INTEGER", "MPI_FLOAT_INT", "MPI_SHORT_INT", "MPI_AINT", "MPI_OFFSET", "MPI_INTEGER8",
      "MPI_REAL8", "MPI_C_FLOAT_COMPLEX"};
    String[] sixteen = {"MPI_LONG_DOUBLE", "MPI_DOUBLE_INT", "MPI_LONG_INT", "MPI_DOUBLE_COMPLEX", "MPI_2DOUBLE_PRECISION",
      "MPI_C_DOUBLE_COMPLEX", "MPI_REAL16", "MPI_INTEGER16"};
    for (String s : one) NAMED.put(s, 1);
    for (String s : two) NAMED.put(s, 2);
    for (String s : four) NAMED.put(s, 4);
    for (String s : eight) NAMED.put(s, 8);
    for (String s : sixteen) NAMED.put(s, 16);
    NAMED.put("MPI_LONG_DOUBLE_INT", 32);
  }

  private final Map<Integer, Long> derived = new HashMap<>();
  private final int[] sizeTable;

  /** Types known by name or defined in the trace only (text dumps). */
  DumpiDatatypes() { this(null); }

  /** Also the per-id size table a binary trace carries (its {@code sizelbl} record), or null. */
  DumpiDatatypes(int[] sizeTable) { this.sizeTable = sizeTable; }

  /**
   * Size of the type a field value names ({@code "9 (MPI_INT)"}), or -1 when unknown (a derived
   * type the trace did not define with a tracked constructor).
   */
  long size(String value) {
    int open = value.indexOf('(');
    if (open >= 0) {
      Integer named = NAMED.get(value.substring(open + 1, value.indexOf(')', open)).trim());
      if (named != null) return named;
    }
    int id = id(value);
    Long d = derived.get(id);
    if (d != null) return d;
    return sizeTable != null && id >= 0 && id < sizeTable.length && sizeTable[id] > 0 ? sizeTable[id] : -1;
  }

  /** Records a derived type's size. */
  void define(String newTypeValue, long bytes) { derived.put(id(newTypeValue), bytes); }

  private static int id(String value) {
    int end = value.indexOf(' ');
    try {
      return Integer.parseInt(end < 0 ? value : value.substring(0, end));
    } catch (NumberFormatException e) {
      return Integer.MIN_VALUE;
    }
  }
}
