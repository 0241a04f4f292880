package org.interflow.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A bad command line names the full command path for help and suggests the command meant. */
class CommandLineMessagesTest {
  @Test
  void aMissingArgumentOfASubSubcommandPointsToItsOwnHelp() {
    CliRun o = CliRun.run("trace", "check");
    assertEquals(2, o.code());
    assertTrue(o.err().contains("Missing required parameter: 'TRACE'"), o.err());
    assertTrue(o.err().contains("(see: interflow trace check --help)"), o.err());
  }

  @Test
  void anUnknownTopLevelOptionDoesNotRepeatTheProgramName() {
    CliRun o = CliRun.run("--bogus");
    assertEquals(2, o.code());
    assertTrue(o.err().contains("(see: interflow --help)"), o.err());
    assertFalse(o.err().contains("interflow interflow"), o.err());
  }

  @Test
  void aMistypedCommandGetsTheClosestOneSuggested() {
    CliRun o = CliRun.run("simulte", "-t", "star:servers=2");
    assertEquals(2, o.code());
    assertTrue(o.err().startsWith("interflow: unknown command 'simulte' for 'interflow'; did you mean 'interflow simulate'?"), o.err());
    assertTrue(o.err().contains("(commands: list, topo, static, simulate,"), o.err());
    assertFalse(o.err().contains("Unmatched argument"), o.err());
  }

  @Test
  void aMistypedSubcommandGetsTheClosestOneSuggested() {
    CliRun o = CliRun.run("trace", "chek", "x.txt");
    assertEquals(2, o.code());
    assertTrue(o.err().contains("unknown command 'chek' for 'interflow trace'; did you mean 'interflow trace check'?"), o.err());
    assertTrue(o.err().contains("(see: interflow trace --help)"), o.err());
  }

  @Test
  void aWordFarFromEveryCommandListsThemWithoutASuggestion() {
    CliRun o = CliRun.run("xyzzy");
    assertEquals(2, o.code());
    assertTrue(o.err().startsWith("interflow: unknown command 'xyzzy' for 'interflow' (commands: list, topo,"), o.err());
  }

  @Test
  void aLineNamingACommandRegistersThatCommandAlone() {
    assertEquals(List.of(StaticCommand.class), Main.commandsFor("static", "-t", "star:servers=2"));
    assertEquals(List.of(TraceCommand.class), Main.commandsFor("trace", "check", "x.txt"));
    assertEquals(Main.COMMANDS, Main.commandsFor("--help"));
    assertEquals(Main.COMMANDS, Main.commandsFor("simulte"));
    assertEquals(Main.COMMANDS, Main.commandsFor());
    assertEquals(14, Main.COMMANDS.size());
    assertEquals(14, Main.COMMANDS.stream().map(c -> c.getAnnotation(picocli.CommandLine.Command.class).name()).distinct().count());
  }

  @Test
  void theUsageAndTheNoArgumentRunListEveryCommandInOrder() {
    String listed = "list, topo, static, simulate, export, router-bounds, optimize, replay, trace, worker, netbench, "
        + "schedule, sweep, cluster";
    for (String[] args : List.of(new String[] {"--help"}, new String[0])) {
      CliRun o = CliRun.run(args);
      assertEquals(0, o.code());
      int at = -1;
      for (String name : listed.split(", ")) {
        int next = o.out().indexOf("\n  " + name + " ");
        assertTrue(next > at, name + " missing or out of order in:\n" + o.out());
        at = next;
      }
    }
    CliRun bad = CliRun.run("xyzzy");
    assertTrue(bad.err().contains("(commands: " + listed + ")"), bad.err());
  }

  @Test
  void aCommandOfSubCommandsRunBareShowsItsUsageUnderTheFullName() {
    for (String command : List.of("trace", "netbench", "cluster")) {
      CliRun o = CliRun.run(command);
      assertEquals(0, o.code(), o.err());
      assertTrue(o.out().startsWith("Usage: interflow " + command + " "), o.out());
    }
  }

  @Test
  void topoSaysWhyANetworkOfOneSwitchHasNoBisection() {
    CliRun star = CliRun.run("topo", "star:servers=3");
    assertEquals(0, star.code(), star.err());
    assertTrue(star.out().contains("bisection width (KL)           none (one router: no halves to cut)"), star.out());
    // one switch whose 4 servers relay (BCube level 0): 5 routers, halves of 2 servers cut 2 server links
    CliRun cube = CliRun.run("topo", "bcube:n=4,k=0");
    assertTrue(cube.out().contains("bisection width (KL)           2 links, 200 Gbps (halves 2 / 2)"), cube.out());
    CliRun tree = CliRun.run("topo", "fattree:k=4,n=3");
    // a 4-ary 3-tree has full bisection bandwidth: its 64 servers split 32 / 32 across 32 links
    assertTrue(tree.out().contains("bisection width (KL)           32 links, 3200 Gbps (halves 32 / 32)"), tree.out());
  }

  @Test
  void levenshteinDistancesOfKnownPairs() {
    // kitten -> sitten -> sittin -> sitting: 2 substitutions and 1 insertion (the textbook example)
    assertEquals(3, CommandNames.distance("kitten", "sitting"));
    assertEquals(1, CommandNames.distance("simulte", "simulate"));  // one insertion
    assertEquals(0, CommandNames.distance("topo", "topo"));
    assertEquals(4, CommandNames.distance("", "list"));
  }

  @Test
  void prefixesAndNearMissesAreCloseButFarWordsAreNot() {
    List<String> commands = List.of("list", "topo", "static", "simulate", "replay", "router-bounds");
    assertEquals(Optional.of("simulate"), CommandNames.closest("sim", commands));     // a prefix of 3 letters
    assertEquals(Optional.of("topo"), CommandNames.closest("topology", commands));   // the command is a prefix
    assertEquals(Optional.of("static"), CommandNames.closest("statc", commands));    // 1 edit
    assertEquals(Optional.empty(), CommandNames.closest("run", commands));           // 3+ edits from all
  }
}
