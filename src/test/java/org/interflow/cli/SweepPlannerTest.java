package org.interflow.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.interflow.io.sweep.FileRef;
import org.interflow.io.sweep.SweepRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Points resolved into runs: inputs found and named by content, duplicates merged, bad keys named. */
class SweepPlannerTest {
  // printf '0 1\n1 0\n' | sha256sum
  private static final String FLOWS_SHA256 = "19d8e8cf6b93224d3388548d5f8bdee4cd4e033d416d8631b8c44db208da788d";

  @TempDir
  Path dir;

  private SweepFile sweep(String body) throws Exception {
    Path file = dir.resolve("sweep.conf");
    Files.writeString(file, "sweep {\n  command = static\n" + body + "\n}\n");
    return SweepFile.read(file);
  }

  @Test
  void aFileTheConfigurationNamesTravelsByContentAndTheSameContentElsewhereIsTheSameRun() throws Exception {
    Path a = Files.writeString(dir.resolve("flows.txt"), "0 1\n1 0\n");
    Path copy = Files.writeString(Files.createDirectories(dir.resolve("copy")).resolve("flows.txt"), "0 1\n1 0\n");
    SweepPlanner.Plan plan = SweepPlanner.plan(sweep("""
          set { topology = "star:servers=2" }
          grid { traffic = ["file:%s", "file:%s"] }
        """.formatted(a, copy)));
    // two paths, one content and one name: one run, one input
    assertEquals(1, plan.runs().size());
    SweepRun run = plan.runs().get(0);
    assertEquals(List.of(new FileRef(FLOWS_SHA256, "flows.txt", 8)), run.inputs());
    assertTrue(run.config().contains("\"traffic\":\"file:.interflow/store/" + FLOWS_SHA256 + "/flows.txt\""), run.config());
    assertTrue(run.config().contains("\"threads\":1"), run.config());
    assertEquals(a.toAbsolutePath().normalize(), plan.inputs().get(run.inputs().get(0)));
  }

  @Test
  void pointsThatResolveAlikeAreOneRunAndAnUnknownKeyNamesItsLine() throws Exception {
    SweepPlanner.Plan plan = SweepPlanner.plan(sweep("""
          grid { seed = [1, 2] }
          points = [{ seed = 2 }, { "interflow.seed" = 1 }]
        """));
    assertEquals(2, plan.runs().size());
    // the grid's key is on line 3 of the file (after "sweep {" and the command); set and points keys alike
    UserInputException e = assertThrows(UserInputException.class, () -> sweep("grid { sead = [1] }"));
    assertTrue(e.getMessage().startsWith(dir.resolve("sweep.conf") + ":3: unknown key 'interflow.sead'; valid keys under 'interflow': "),
        e.getMessage());
    e = assertThrows(UserInputException.class, () -> sweep("set { seed = 1 }\npoints = [{ trafic = uniform }]"));
    assertTrue(e.getMessage().startsWith(dir.resolve("sweep.conf") + ":4: unknown key 'interflow.trafic'"), e.getMessage());
    UserInputException notSweepable = assertThrows(UserInputException.class,
        () -> SweepFile.read(Files.writeString(dir.resolve("x.conf"), "sweep { command = optimize, grid { seed = [1] } }")));
    assertTrue(notSweepable.getMessage().contains("sweep.command 'optimize' cannot be swept"), notSweepable.getMessage());
  }
}
