/**
 * The registries of selectable models (topology families, routings, traffic patterns) keyed by the
 * names the CLI and run files use, each entry with a one-line description, and the parser of spec
 * strings such as {@code fattree:k=4,n=3}. Uses {@code model} and the {@code io} readers (for
 * {@code file:} specs).
 */
package org.interflow.io.catalog;
