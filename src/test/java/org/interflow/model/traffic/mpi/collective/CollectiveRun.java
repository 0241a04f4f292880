package org.interflow.model.traffic.mpi.collective;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import org.interflow.model.traffic.mpi.CollectiveAlgorithm;
import org.interflow.model.traffic.mpi.MpiAction.Collective;

/**
 * Test harness: records every rank's schedule of one collective and runs it on an abstract,
 * lock-step, rendezvous machine. A send and its receive complete together once both are posted;
 * the k-th send from s to d matches the k-th receive on d from s. At each step every rank whose
 * current round has all its partners posted (or already past them) finishes that round, all at
 * once. If a step changes nothing while ranks remain, the schedule deadlocks.
 *
 * <p>Data flow is tracked as causal knowledge: each rank starts knowing its own contribution (a
 * bit), a message carries what its sender knew when it entered the round that sent it, and the
 * receiver adds that when the round ends. Rendezvous is the strictest completion rule: a schedule
 * that finishes here finishes under eager sends too.
 */
final class CollectiveRun {
  record Op(boolean send, int peer, long bytes) {}

  final int ranks;
  /** rank -> rounds -> operations in posting order. */
  final List<List<List<Op>>> rounds = new ArrayList<>();
  int steps;
  boolean deadlocked;
  long[] knowledge;
  /** Bytes each rank received when the run ended. */
  long[] received;

  private CollectiveRun(int ranks) {
    this.ranks = ranks;
  }

  static CollectiveRun of(CollectiveAlgorithm algorithm, IntFunction<Collective> collectiveOfRank, int ranks) {
    CollectiveRun run = new CollectiveRun(ranks);
    for (int r = 0; r < ranks; r++) {
      List<List<Op>> mine = new ArrayList<>();
      List<Op> current = new ArrayList<>();
      int rank = r;
      algorithm.schedule(collectiveOfRank.apply(r), r, ranks, new CollectiveAlgorithm.ScheduleSink() {
        @Override public void send(int peer, long bytes) { check(peer); current.add(new Op(true, peer, bytes)); }

        @Override public void recv(int peer, long bytes) { check(peer); current.add(new Op(false, peer, bytes)); }

        @Override public void endRound() {
          if (current.isEmpty()) throw new AssertionError("rank " + rank + " ended an empty round");
          mine.add(List.copyOf(current));
          current.clear();
        }

        private void check(int peer) {
          if (peer < 0 || peer >= ranks || peer == rank) throw new AssertionError("rank " + rank + " peer " + peer);
        }
      });
      if (!current.isEmpty()) throw new AssertionError("rank " + r + " left a round open");
      run.rounds.add(mine);
    }
    return run;
  }

  /** Sizes of the sends from s to d in posting order, or of the receives on d from s. */
  List<Long> sizes(int s, int d, boolean sends) {
    List<Long> sizes = new ArrayList<>();
    int owner = sends ? s : d;
    int peer = sends ? d : s;
    for (List<Op> round : rounds.get(owner)) {
      for (Op op : round) if (op.send == sends && op.peer == peer) sizes.add(op.bytes);
    }
    return sizes;
  }

  long messages() {
    long n = 0;
    for (List<List<Op>> mine : rounds) for (List<Op> round : mine) for (Op op : round) if (op.send) n++;
    return n;
  }

  long bytesSent(int rank) {
    long n = 0;
    for (List<Op> round : rounds.get(rank)) for (Op op : round) if (op.send) n += op.bytes;
    return n;
  }

  /** Rank's schedule as text: ops "s4:100" (send 100 B to 4) or "r0:100", rounds split by " | ". */
  String show(int rank) {
    StringBuilder b = new StringBuilder();
    for (List<Op> round : rounds.get(rank)) {
      if (b.length() > 0) b.append(" | ");
      for (int i = 0; i < round.size(); i++) {
        Op op = round.get(i);
        if (i > 0) b.append(' ');
        b.append(op.send ? 's' : 'r').append(op.peer).append(':').append(op.bytes);
      }
    }
    return b.toString();
  }

  int roundsOf(int rank) {
    return rounds.get(rank).size();
  }

  /** Runs the lock-step machine; fills steps, deadlocked, knowledge and received. */
  CollectiveRun execute() {
    // partner location of every op: the matching op's rank and round
    int[][][] partnerRound = new int[ranks][][];
    int[][] nthSend = new int[ranks][ranks];
    int[][] nthRecv = new int[ranks][ranks];
    List<List<int[]>> sendRounds = pairLists();
    List<List<int[]>> recvRounds = pairLists();
    for (int r = 0; r < ranks; r++) {
      for (int k = 0; k < rounds.get(r).size(); k++) {
        for (Op op : rounds.get(r).get(k)) {
          if (op.send) sendRounds.get(r * ranks + op.peer).add(new int[] {k});
          else recvRounds.get(op.peer * ranks + r).add(new int[] {k});
        }
      }
    }
    for (int r = 0; r < ranks; r++) {
      partnerRound[r] = new int[rounds.get(r).size()][];
      for (int k = 0; k < rounds.get(r).size(); k++) {
        List<Op> round = rounds.get(r).get(k);
        partnerRound[r][k] = new int[round.size()];
        for (int i = 0; i < round.size(); i++) {
          Op op = round.get(i);
          List<int[]> other = op.send ? recvRounds.get(r * ranks + op.peer) : sendRounds.get(op.peer * ranks + r);
          int n = op.send ? nthSend[r][op.peer]++ : nthRecv[r][op.peer]++;
          partnerRound[r][k][i] = n < other.size() ? other.get(n)[0] : Integer.MAX_VALUE;
        }
      }
    }
    int[] pos = new int[ranks];
    knowledge = new long[ranks];
    received = new long[ranks];
    long[][] snapshot = new long[ranks][];
    for (int r = 0; r < ranks; r++) {
      knowledge[r] = 1L << r;
      snapshot[r] = new long[rounds.get(r).size() + 1];
      snapshot[r][0] = knowledge[r];
    }
    steps = 0;
    while (true) {
      boolean done = true;
      boolean[] completes = new boolean[ranks];
      boolean any = false;
      for (int r = 0; r < ranks; r++) {
        int k = pos[r];
        if (k >= rounds.get(r).size()) continue;
        done = false;
        boolean ok = true;
        List<Op> round = rounds.get(r).get(k);
        for (int i = 0; i < round.size() && ok; i++) ok = pos[round.get(i).peer] >= partnerRound[r][k][i];
        completes[r] = ok;
        any |= ok;
      }
      if (done) return this;
      if (!any) {
        deadlocked = true;
        return this;
      }
      steps++;
      long[] next = knowledge.clone();
      for (int r = 0; r < ranks; r++) {
        if (!completes[r]) continue;
        int k = pos[r];
        List<Op> round = rounds.get(r).get(k);
        for (int i = 0; i < round.size(); i++) {
          Op op = round.get(i);
          if (!op.send) {
            next[r] |= snapshot[op.peer][partnerRound[r][k][i]];
            received[r] += op.bytes;
          }
        }
      }
      knowledge = next;
      for (int r = 0; r < ranks; r++) {
        if (!completes[r]) continue;
        pos[r]++;
        snapshot[r][pos[r]] = knowledge[r];
      }
    }
  }

  private List<List<int[]>> pairLists() {
    List<List<int[]>> lists = new ArrayList<>(ranks * ranks);
    for (int i = 0; i < ranks * ranks; i++) lists.add(new ArrayList<>());
    return lists;
  }
}
