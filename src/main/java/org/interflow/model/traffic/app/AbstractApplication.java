package org.interflow.model.traffic.app;

/**
 * Skeleton of the applications of this package: holds the name and task count and checks the
 * task index before making a task's program.
 */
abstract class AbstractApplication implements Application {
  private final String name;
  private final int tasks;

  AbstractApplication(String name, int tasks) {
    Validation.atLeast("tasks", tasks, 1);
    this.name = name;
    this.tasks = tasks;
  }

  @Override
  public final String name() {
    return name;
  }

  @Override
  public final int tasks() {
    return tasks;
  }

  /** The program of {@code task}; throws IllegalArgumentException outside 0 .. tasks-1. */
  @Override
  public final NodeProgram program(int task) {
    Validation.task(task, tasks);
    return newProgram(task);
  }

  /** Makes the program of a valid task index. */
  protected abstract NodeProgram newProgram(int task);
}
