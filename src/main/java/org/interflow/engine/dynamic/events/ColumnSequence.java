package org.interflow.engine.dynamic.events;

/**
 * What {@link TaskEvents} and {@link TaskActions} share: a length, and the rule that a sequence
 * grows until it is frozen and never changes afterwards (every mutator checks {@link
 * #checkMutable()}), so a frozen one may cross threads and travel in actor messages.
 */
abstract class ColumnSequence {
  /** Rows held; the subclass appends at {@code size} and grows its columns. */
  int size;
  private boolean frozen;

  /** Rows held. */
  public final int size() { return size; }

  /** True once the sequence was frozen. */
  public final boolean frozen() { return frozen; }

  /** Row {@code i} in words. */
  public abstract String describe(int i);

  /** Every row in words, in order (for tests and error messages). */
  @Override
  public final String toString() {
    StringBuilder sb = new StringBuilder("[");
    for (int i = 0; i < size; i++) sb.append(i == 0 ? "" : ", ").append(describe(i));
    return sb.append(']').toString();
  }

  /** Makes the sequence read-only for good. */
  final void markFrozen() { frozen = true; }

  /** Throws if the sequence is frozen. */
  final void checkMutable() {
    if (frozen) throw new IllegalStateException(getClass().getSimpleName() + " are frozen and cannot change");
  }
}
