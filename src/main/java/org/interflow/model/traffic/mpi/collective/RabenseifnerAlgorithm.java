package org.interflow.model.traffic.mpi.collective;

import java.util.EnumSet;
import org.interflow.model.traffic.mpi.MpiAction.Collective;
import org.interflow.model.traffic.mpi.MpiAction.CollectiveKind;

/**
 * Rabenseifner's allreduce (R. Rabenseifner, "Optimization of collective reduction operations",
 * ICCS 2004; MPICH's {@code allreduce_intra_reduce_scatter_allgather}, Thakur et al. 2005,
 * section 4.4): a reduce-scatter by recursive halving, then an allgather by recursive doubling,
 * over the largest power of two pof2 of ranks; other sizes first fold the 2(p-pof2) lowest ranks
 * in pairs (the even one sends its whole buffer to the odd one) and unfold them at the end.
 *
 * <p>The buffer is split into pof2 blocks (the first n mod pof2 one byte larger). At halving
 * step k (k = 0 .. log2 pof2 - 1) a rank keeps half of its current block range and sends the
 * other half to the rank whose renumbered rank differs in bit k; doubling retraces the steps.
 * Each of the pof2 ranks sends 2 n (pof2-1)/pof2 bytes in 2 log2 pof2 rounds (plus 2 rounds for
 * the fold).
 */
public final class RabenseifnerAlgorithm extends AbstractCollectiveAlgorithm {
  /** Name in configuration. */
  public static final String NAME = "rabenseifner";

  /** The algorithm; stateless, so one instance serves every run. */
  public RabenseifnerAlgorithm() {
    super(NAME, EnumSet.of(CollectiveKind.ALLREDUCE));
  }

  @Override
  void write(Collective c, int rank, int ranks, RoundWriter w) {
    long bytes = c.sendBytes();
    int pof2 = CollectiveSizes.floorPowerOfTwo(ranks);
    int rem = ranks - pof2;
    RecursiveDoublingAlgorithm.fold(w, rank, rem, bytes);
    int newrank = RecursiveDoublingAlgorithm.folded(rank, rem);
    if (newrank >= 0) halveThenDouble(w, newrank, pof2, rem, BlockSizes.split(bytes, pof2));
    RecursiveDoublingAlgorithm.unfold(w, rank, rem, bytes);
  }

  /** The power-of-two core on renumbered ranks, with MPICH's block-index bookkeeping. */
  private static void halveThenDouble(RoundWriter w, int newrank, int pof2, int rem, BlockSizes cnts) {
    int sendIdx = 0;
    int recvIdx = 0;
    int lastIdx = pof2;
    int mask = 1;
    while (mask < pof2) {
      int newdst = newrank ^ mask;
      int dst = RecursiveDoublingAlgorithm.unfolded(newdst, rem);
      long sendCnt;
      long recvCnt;
      if (newrank < newdst) {
        sendIdx = recvIdx + pof2 / (mask * 2);
        sendCnt = range(cnts, sendIdx, lastIdx);
        recvCnt = range(cnts, recvIdx, sendIdx);
      } else {
        recvIdx = sendIdx + pof2 / (mask * 2);
        sendCnt = range(cnts, sendIdx, recvIdx);
        recvCnt = range(cnts, recvIdx, lastIdx);
      }
      w.sendRecv(dst, sendCnt, dst, recvCnt);
      sendIdx = recvIdx;
      mask <<= 1;
      if (mask < pof2) lastIdx = recvIdx + pof2 / mask;
    }
    mask >>= 1;
    while (mask > 0) {
      int newdst = newrank ^ mask;
      int dst = RecursiveDoublingAlgorithm.unfolded(newdst, rem);
      long sendCnt;
      long recvCnt;
      if (newrank < newdst) {
        if (mask != pof2 / 2) lastIdx = lastIdx + pof2 / (mask * 2);
        recvIdx = sendIdx + pof2 / (mask * 2);
        sendCnt = range(cnts, sendIdx, recvIdx);
        recvCnt = range(cnts, recvIdx, lastIdx);
      } else {
        recvIdx = sendIdx - pof2 / (mask * 2);
        sendCnt = range(cnts, sendIdx, lastIdx);
        recvCnt = range(cnts, recvIdx, sendIdx);
      }
      w.sendRecv(dst, sendCnt, dst, recvCnt);
      if (newrank > newdst) sendIdx = recvIdx;
      mask >>= 1;
    }
  }

  private static long range(BlockSizes cnts, int from, int to) {
    return from < to ? cnts.sum(from, to - from) : 0;
  }
}
