package org.interflow.model.storage;

/** Argument checks shared by the storage specs; messages name the parameter. */
final class StorageValidation {
  private StorageValidation() {}

  static void latency(String parameter, double ns) {
    if (!(ns >= 0) || Double.isInfinite(ns)) throw new IllegalArgumentException(parameter + " must be >= 0 ns, got " + ns);
  }
}
