package org.interflow.actors;

import akka.actor.testkit.typed.javadsl.ActorTestKit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/**
 * One ActorTestKit per test class, started before its tests and shut down after them (Akka 2.6
 * has no JUnit 5 extension, see DEPENDENCIES.md gotcha 12). Actor tests extend this.
 */
abstract class ActorTestKitFixture {
  protected static ActorTestKit testKit;

  @BeforeAll
  static void startTestKit() { testKit = ActorTestKit.create(); }

  @AfterAll
  static void stopTestKit() { testKit.shutdownTestKit(); }
}
