/**
 * The ExaNeSt chassis and cabinet networks (Pascual et al., CEC 2017): two routers and six computing
 * elements per chassis, wired between chassis by one link-assignment vector applied by symmetry.
 * Uses {@code model.topology}.
 */
package org.interflow.model.topology.exanest;
