/**
 * The BCube family (Guo et al., SIGCOMM 2009): a server-centric network of multi-port servers and
 * levels of n-port switches, servers relaying between levels. Uses {@code model.topology}.
 */
package org.interflow.model.topology.bcube;
