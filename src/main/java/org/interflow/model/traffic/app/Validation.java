package org.interflow.model.traffic.app;

/** Argument checks shared by the applications of this package; messages name the parameter. */
final class Validation {
  private Validation() {}

  static void notNegative(String parameter, long value) {
    if (value < 0) throw new IllegalArgumentException(parameter + " must not be negative, got " + value);
  }

  static void atLeast(String parameter, long value, long minimum) {
    if (value < minimum) throw new IllegalArgumentException(parameter + " must be at least " + minimum + ", got " + value);
  }

  static <T> T required(String parameter, T value) {
    if (value == null) throw new IllegalArgumentException(parameter + " is required");
    return value;
  }

  static void task(int task, int tasks) {
    if (task < 0 || task >= tasks) throw new IllegalArgumentException("task must be in 0.." + (tasks - 1) + ", got " + task);
  }
}
