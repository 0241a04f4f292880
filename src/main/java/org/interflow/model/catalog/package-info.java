/**
 * The registries of selectable models (topology families, routings, traffic patterns) keyed by the
 * names the CLI uses, each entry with a one-line description, plus the spec-string parser. Uses
 * every other {@code model} package; nothing in {@code model} uses it.
 */
package org.interflow.model.catalog;
