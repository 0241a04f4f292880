package org.interflow.cli;

/** Bad input from the user (arguments, run file, spec string, data file): one line, exit code 2. */
public final class UserInputException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public UserInputException(String message) { super(message); }
}
