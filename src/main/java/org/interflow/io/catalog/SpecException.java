package org.interflow.io.catalog;

/** A spec string or parameter is wrong; the message is one line naming what was expected. */
public final class SpecException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  public SpecException(String message) { super(message); }
}
