package org.interflow.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import akka.cluster.Valid;
import com.typesafe.config.Config;
import com.typesafe.config.ConfigFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Cookie digests against sha256sum, and the join check accepting only an equal digest. */
class ClusterCookieTest {
  @TempDir
  Path dir;

  @Test
  void theDigestIsTheSha256OfTheSaltedSecret() {
    // printf 'interflow-cluster-cookie\nsecret-1' | sha256sum
    assertEquals("c5174c0b393163a1f04cd4b121d0336b43a4ab5cd61db06ed7ee088d309da102", ClusterCookie.digest("secret-1"));
    // printf 'interflow-cluster-cookie\n' | sha256sum
    assertEquals("240b94e383b3dfc12a9e70c69562eb06a24584e17038fcffd9aa7b86a155a5ad", ClusterCookie.NONE);
  }

  @Test
  void aCreatedCookieIsReadBackAndNotReplaced() throws Exception {
    Path file = dir.resolve("sub").resolve("cookie");
    if (System.getenv(ClusterCookie.ENVIRONMENT) != null) return; // the environment's secret wins over any file
    assertTrue(ClusterCookie.createIfMissing(file));
    String secret = ClusterCookie.secret(file);
    assertEquals(48, secret.length());
    assertFalse(ClusterCookie.createIfMissing(file));
    assertEquals(secret, Files.readString(file).strip());
  }

  @Test
  void theJoinCheckAcceptsAnEqualDigestOnly() {
    Config mine = ConfigFactory.parseString(CookieCheck.KEY + " = \"" + ClusterCookie.digest("a") + "\"");
    Config same = ConfigFactory.parseString(CookieCheck.KEY + " = \"" + ClusterCookie.digest("a") + "\"");
    Config other = ConfigFactory.parseString(CookieCheck.KEY + " = \"" + ClusterCookie.digest("b") + "\"");
    CookieCheck check = new CookieCheck();
    assertEquals(Valid.getInstance(), check.check(same, mine));
    assertFalse(check.check(other, mine) instanceof akka.cluster.Valid$);
    assertFalse(check.check(ConfigFactory.empty(), mine) instanceof akka.cluster.Valid$);
  }
}
