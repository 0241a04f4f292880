package org.interflow.model.storage;

import org.interflow.model.units.Bandwidth;

/**
 * Central storage servers (the seed's SAN storage, section 3.5), each with one device.
 *
 * @param servers storage servers, at least 1
 * @param read device read bandwidth of each server
 * @param write device write bandwidth of each server
 * @param latencyNs access latency of a server's device, nanoseconds
 * @param attachment how compute nodes reach the servers
 */
public record CentralStorage(int servers, Bandwidth read, Bandwidth write, double latencyNs, Attachment attachment) {
  /** Where the storage servers sit. */
  public enum Attachment {
    /** The last {@code servers} servers of the compute fabric are the storage servers; I/O shares the fabric. */
    FABRIC,
    /** A storage network of its own (a SAN): compute nodes and storage servers each have a port into it. */
    SAN
  }

  public CentralStorage {
    if (servers < 1) throw new IllegalArgumentException("central storage needs at least one server, got " + servers);
    if (read == null || write == null) throw new IllegalArgumentException("central storage needs read and write bandwidths");
    StorageValidation.latency("central storage latency", latencyNs);
    if (attachment == null) throw new IllegalArgumentException("central storage needs an attachment (fabric or san)");
  }
}
