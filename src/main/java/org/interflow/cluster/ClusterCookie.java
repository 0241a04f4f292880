package org.interflow.cluster;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.HexFormat;


/**
 * The shared secret of a standing cluster, like Erlang's cookie: every node carries the SHA-256
 * digest of it in its configuration and Akka's join-time configuration check ({@link CookieCheck})
 * refuses a node whose digest differs, so a stray process or another user's cluster cannot join.
 * The secret comes from {@code $INTERFLOW_CLUSTER_COOKIE}, else from the cookie file ({@code
 * interflow.cluster.cookie-file}, by default {@code ~/.interflow/cluster-cookie}), which {@code
 * interflow cluster seed} creates (random, owner-only) when it is missing. It keeps out mistakes,
 * not an attacker who can read the unencrypted traffic: see docs/scale-out.md for TLS.
 */
public final class ClusterCookie {
  /** The environment variable that gives the secret (it wins over the file). */
  public static final String ENVIRONMENT = "INTERFLOW_CLUSTER_COOKIE";
  /** The digest of no secret (nodes that read none: one-node clusters, an optimisation's own cluster). */
  public static final String NONE = digest("");

  private ClusterCookie() {}

  /** SHA-256 of the secret, hex, salted with the project's name so that it is not a bare hash of a password. */
  public static String digest(String secret) {
    try {
      MessageDigest d = MessageDigest.getInstance("SHA-256");
      return HexFormat.of().formatHex(d.digest(("interflow-cluster-cookie\n" + secret).getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 missing from the JDK", e);
    }
  }

  /** The digest of the secret {@code config} names: {@code $INTERFLOW_CLUSTER_COOKIE}, else {@code interflow.cluster.cookie-file}'s. */
  public static String digest(com.typesafe.config.Config config) {
    return digest(secret(file(config.getString("interflow.cluster.cookie-file"))));
  }

  /** The cookie file: {@code configured}, or {@code ~/.interflow/cluster-cookie} when blank. */
  public static Path file(String configured) {
    if (configured != null && !configured.isBlank()) return Path.of(configured);
    return Path.of(System.getProperty("user.home"), ".interflow", "cluster-cookie");
  }

  /** The secret: the environment variable's, else the file's first line, else "" (no secret). */
  public static String secret(Path file) {
    String fromEnvironment = System.getenv(ENVIRONMENT);
    if (fromEnvironment != null && !fromEnvironment.isBlank()) return fromEnvironment.strip();
    if (!Files.isRegularFile(file)) return "";
    try {
      return Files.readString(file, StandardCharsets.UTF_8).strip();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the cluster cookie " + file, e);
    }
  }

  /**
   * Creates {@code file} with a random secret (owner read/write only) unless a secret is given by
   * the environment or the file exists.
   *
   * @return true if the file was created
   */
  public static boolean createIfMissing(Path file) {
    if (!secret(file).isEmpty()) return false;
    byte[] random = new byte[24];
    new SecureRandom().nextBytes(random);
    try {
      Files.createDirectories(file.toAbsolutePath().getParent());
      Path tmp = Files.createTempFile(file.toAbsolutePath().getParent(), ".cookie", ".part");
      try {
        Files.setPosixFilePermissions(tmp, PosixFilePermissions.fromString("rw-------"));
      } catch (UnsupportedOperationException e) {
        // not a POSIX file system: the folder's permissions apply
      }
      Files.writeString(tmp, HexFormat.of().formatHex(random) + "\n", StandardCharsets.UTF_8);
      Files.move(tmp, file, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
      return true;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot create the cluster cookie " + file, e);
    }
  }

}
