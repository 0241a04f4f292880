package org.interflow.engine.dynamic.cycles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.interflow.engine.dynamic.flows.FlowRecord;
import org.interflow.engine.dynamic.results.FlowOutcome;
import org.interflow.model.traffic.TrafficClass;
import org.junit.jupiter.api.Test;

/** The ledger hands out ids in opening order and pairs what tasks sent with what the network reported. */
class FlowLedgerTest {
  @Test
  void flowsGetIdsInOpeningOrderAndTheirOutcomesJoinSenderAndNetwork() {
    // three flows of 8, 16 and 24 bytes (48 in all); flow 1 has no route, 0 and 2 are delivered
    FlowLedger ledger = new FlowLedger();
    assertEquals(0, ledger.open(0, 0, 1, 70, true, 8));
    assertEquals(1, ledger.open(0, 1, 2, 71, false, 16));
    assertEquals(2, ledger.open(1, 3, 0, 72, true, 24));
    assertEquals(48, ledger.bytes());
    assertEquals(1, ledger.undeliverable(new FlowRecord(1, 5, 6, 16, TrafficClass.APPLICATION, 10, -1, 0, 0)));
    assertEquals(2, ledger.delivered(new FlowRecord(2, 7, 4, 24, TrafficClass.STORAGE, 10, 90, 4, 2)));
    // flow 0 was never reported: no outcomes yet
    assertThrows(IllegalStateException.class, ledger::outcomes);
    ledger.delivered(new FlowRecord(0, 4, 5, 8, TrafficClass.APPLICATION, 10, 50, 2, 1));
    assertEquals(List.of(2L, 1L), List.of(ledger.delivered(), ledger.undeliverable()));
    assertTrue(ledger.receipt(0));
    assertFalse(ledger.receipt(1));
    assertEquals(71, ledger.tag(1));

    List<FlowOutcome> outcomes = ledger.outcomes();
    assertEquals(3, outcomes.size());
    assertEquals(new FlowOutcome(new FlowRecord(2, 7, 4, 24, TrafficClass.STORAGE, 10, 90, 4, 2), 1, 3, 0),
        outcomes.get(2));
    assertFalse(outcomes.get(1).record().delivered());
  }

  @Test
  void aReportForAFlowNeverOpenedIsRefused() {
    FlowLedger ledger = new FlowLedger();
    ledger.open(0, 0, 1, 0, true, 8);
    assertThrows(IllegalArgumentException.class,
        () -> ledger.delivered(new FlowRecord(1, 0, 1, 8, TrafficClass.APPLICATION, 0, 5, 2, 1)));
  }

  @Test
  void theLedgerGrowsPastItsFirstColumns() {
    // 3000 flows of i bytes: ids 0..2999, bytes 0 + 1 + ... + 2999 = 2999 * 3000 / 2
    FlowLedger ledger = new FlowLedger();
    for (int i = 0; i < 3000; i++) ledger.open(0, i, i + 1, i, true, i);
    assertEquals(4_498_500, ledger.bytes());
    assertEquals(2999, ledger.sourceTask(2999));
    assertEquals(3000, ledger.destinationTask(2999));
  }
}
