package org.interflow.engine.dynamic.flows;

import java.util.ArrayList;
import java.util.List;

/**
 * Immutable copies of the short lists the delta cycles pass around (most batches and outputs
 * hold zero to two items): those are made without the intermediate array of {@link List#copyOf},
 * which then returns them as they are when a record copies them again.
 */
final class ShortLists {
  private ShortLists() {}

  /** An immutable copy of {@code list} (no null items); O(size). */
  static <T> List<T> copyOf(ArrayList<T> list) {
    return switch (list.size()) {
      case 0 -> List.of();
      case 1 -> List.of(list.get(0));
      case 2 -> List.of(list.get(0), list.get(1));
      default -> List.copyOf(list);
    };
  }
}
