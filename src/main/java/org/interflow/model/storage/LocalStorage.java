package org.interflow.model.storage;

import org.interflow.model.units.Bandwidth;

/**
 * The NVM device of every compute node (the seed's local storage, section 3.5): reached through
 * the node's PCIe link, so a transfer is limited by the PCIe bandwidth and by the device's read or
 * write bandwidth, whichever is lower, and shares both with every other transfer to that device.
 *
 * @param read device read bandwidth
 * @param write device write bandwidth
 * @param pcie bandwidth of each direction of the node's PCIe link to the device
 * @param pcieLatencyNs latency of the PCIe link, nanoseconds
 * @param deviceLatencyNs access latency of the device, nanoseconds
 */
public record LocalStorage(Bandwidth read, Bandwidth write, Bandwidth pcie, double pcieLatencyNs, double deviceLatencyNs) {
  public LocalStorage {
    if (read == null || write == null || pcie == null) throw new IllegalArgumentException("local storage needs read, write and PCIe bandwidths");
    StorageValidation.latency("local PCIe latency", pcieLatencyNs);
    StorageValidation.latency("local device latency", deviceLatencyNs);
  }
}
