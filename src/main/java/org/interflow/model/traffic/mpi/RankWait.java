package org.interflow.model.traffic.mpi;

import java.util.Objects;

/**
 * What an unfinished rank waits on, in one line, and, when the first message it waits for is in
 * the network, that message's sending and receiving ranks with the line to report instead should
 * the network have found the message undeliverable (no route between the two servers).
 *
 * @param line e.g. {@code rank 3 waits in recv from 2 tag 7 of 8 bytes (trace.txt:12): message from 2 in transfer}
 * @param fromRank sender of the message in the network, -1 when the wait is on none
 * @param toRank receiver of that message, -1 when the wait is on none
 * @param ifUndeliverable {@code line} with the message said to be undeliverable, null when the wait is on none
 */
public record RankWait(String line, int fromRank, int toRank, String ifUndeliverable) {
  public RankWait {
    Objects.requireNonNull(line, "line");
  }

  /** A wait on no message in the network (a compute, a receive nothing matched, ...). */
  public static RankWait of(String line) { return new RankWait(line, -1, -1, null); }

  /** True when the rank waits for a message in the network. */
  public boolean onMessage() { return fromRank >= 0; }
}
