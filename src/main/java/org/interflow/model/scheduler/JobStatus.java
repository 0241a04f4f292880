package org.interflow.model.scheduler;

/** How a job left the machine. */
public enum JobStatus {
  /** It ended by itself, at or before its requested time. */
  COMPLETED,
  /** The scheduler killed it when its requested time ran out. */
  KILLED;

  /** The lower-case name used in outputs ({@code completed}, {@code killed}). */
  public String label() { return name().toLowerCase(java.util.Locale.ROOT); }
}
