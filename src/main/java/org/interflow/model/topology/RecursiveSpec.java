package org.interflow.model.topology;

/**
 * A family built on {@link RecursiveLevels} (DCell, FiConn, HCN, BCN): the recursive routings find
 * their bridges through it. Every server's port 0 leads to its switch.
 */
public interface RecursiveSpec extends TopologySpec {
  /** The level structure of the servers the recursion joins. */
  RecursiveLevels levels();

  /** How servers map onto the recursion; the identity unless the family has followers or copies. */
  default Numbering numbering() { return Numbering.IDENTITY; }

  /**
   * Server ids against uids, for families with servers outside the recursion (HCN's followers) or
   * several copies of it (BCN, whose copies are joined through the followers). Immutable.
   */
  interface Numbering {
    /** Server id = uid, one copy, no followers (DCell, FiConn). */
    Numbering IDENTITY = new Numbering() {};

    /** The server id of uid {@code uid} in copy {@code copy} of the structure. */
    default int serverOf(int copy, int uid) { return uid; }

    /** The uid of a server, or -1 when it is not part of the recursion (a follower). */
    default int uidOf(int server) { return server; }

    /** The copy of the structure a server belongs to (0 when there is one). */
    default int copyOf(int server) { return 0; }

    /** Alternative links between two copies of the structure (BCN: one per sub-cell); 0 with one copy. */
    default int crossings() { return 0; }

    /** The server of copy {@code from} on crossing {@code choice} to copy {@code to} ({@code from != to}). */
    default int crossingEnd(int from, int to, int choice) { throw new UnsupportedOperationException("one copy"); }

    /** The crossing a flow leaving {@code server}'s copy takes first (the one nearest the server). */
    default int preferredCrossing(int server) { return 0; }
  }
}
