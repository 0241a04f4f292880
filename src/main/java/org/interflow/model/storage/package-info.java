/**
 * The I/O subsystem (INRFlow's storage model, section 3.5 of the seed paper): local NVM per compute
 * node behind PCIe, central storage servers on the fabric or on a SAN of their own, and the data
 * placement policies Local, Internal and External. Storage is built into the simulated network as
 * endpoints and links ({@link org.interflow.model.storage.StorageNetwork}), so storage I/O is
 * flows of the storage traffic class and the engines need nothing of their own for it. Pure and
 * deterministic; uses {@code model.units}, {@code model.topology}, {@code model.routing} and
 * {@code model.traffic}.
 */
package org.interflow.model.storage;
