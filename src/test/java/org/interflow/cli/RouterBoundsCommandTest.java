package org.interflow.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class RouterBoundsCommandTest {
  @Test
  void theNotebooksWorkedExampleGives46And553000Routers() {
    // Design notebook, worked example: N = 1000 single-port compute nodes, 24-port routers.
    // M_min = ceil((N - 2(m-1)) / (m-2)) + 2 = ceil(954 / 22) + 2 = 44 + 2 = 46 (daisy chain: the
    // two end routers serve m-1 nodes, inner ones m-2); M_max = 553,000 from the tree bound (Eq. 10).
    PrintStream saved = System.out;
    ByteArrayOutputStream buf = new ByteArrayOutputStream();
    System.setOut(new PrintStream(buf, true, StandardCharsets.UTF_8));
    int code;
    try {
      code = Main.run("router-bounds", "-N", "1000", "-m", "24");
    } finally {
      System.setOut(saved);
    }
    String out = buf.toString(StandardCharsets.UTF_8);
    assertEquals(0, code);
    assertTrue(out.contains("M_min = 46 "), out);
    assertTrue(out.contains("M_max = 553000 "), out);
  }
}
