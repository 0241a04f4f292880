/**
 * The HCN and BCN families (Guo et al., IEEE TC 2013): recursive networks of dual-port servers,
 * HCN on {@code model.topology}'s {@code RecursiveLevels} with follower servers on every switch,
 * BCN joining copies of HCN through the followers. Uses {@code model.topology} and {@code
 * model.topology.dcell} (BCN's connection rules).
 */
package org.interflow.model.topology.hcn;
