package org.interflow.io.workload;

/**
 * Field 11 of a Standard Workload Format line: how the job ended on the logged machine (Feitelson,
 * "Standard Workload Format", Parallel Workloads Archive).
 */
public enum SwfStatus {
  UNKNOWN(-1, "unknown"),
  FAILED(0, "failed"),
  COMPLETED(1, "completed"),
  PARTIAL(2, "partial"),
  LAST_PARTIAL(3, "last-partial"),
  FAILED_PARTIAL(4, "failed-partial"),
  CANCELLED(5, "cancelled");

  private final int code;
  private final String label;

  SwfStatus(int code, String label) {
    this.code = code;
    this.label = label;
  }

  /** The SWF code. */
  public int code() { return code; }

  /** The name used in outputs ({@code completed}, {@code cancelled}, ...). */
  public String label() { return label; }

  /** The status of an SWF code, or null for a code the format does not define. */
  public static SwfStatus of(long code) {
    for (SwfStatus s : values()) if (s.code == code) return s;
    return null;
  }
}
