/**
 * Failed links and switches, drawn at random with a seed or listed explicitly, and the degraded
 * views of a topology they produce (including JGraphT graph views). Uses {@code model.topology}.
 */
package org.interflow.model.failure;
