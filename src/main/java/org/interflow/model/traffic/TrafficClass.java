package org.interflow.model.traffic;

/**
 * The two priority levels of INRFlow's dynamic engine: inter-process application traffic (high)
 * and storage I/O traffic (low). Priority policies decide how they share a link.
 */
public enum TrafficClass {
  /** Messages between the tasks of an application. */
  APPLICATION,
  /** Reads and writes between compute nodes and storage. */
  STORAGE
}
