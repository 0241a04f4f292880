/**
 * Tiny immutable value types shared by every model package: bandwidths, data sizes and simulated
 * time. Depends on nothing but the JDK.
 */
package org.interflow.model.units;
