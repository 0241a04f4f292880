package org.interflow.cluster;

import akka.cluster.ConfigValidation;
import akka.cluster.Invalid;
import akka.cluster.JoinConfigCompatChecker;
import akka.cluster.Valid;
import com.typesafe.config.Config;
import java.util.List;
import scala.collection.immutable.Seq;
import scala.jdk.javaapi.CollectionConverters;

/**
 * Akka's join-time configuration check of the cluster secret: a joining node sends its {@code
 * interflow.cluster.cookie-digest} ({@link ClusterCookie}) and is refused unless it equals the
 * cluster's. Registered in reference.conf under {@code
 * akka.cluster.configuration-compatibility-check.checkers}; Akka instantiates it by reflection.
 */
public final class CookieCheck extends JoinConfigCompatChecker {
  /** The configuration key every Interflow node carries. */
  public static final String KEY = "interflow.cluster.cookie-digest";

  /** As Akka requires: public, without arguments. */
  public CookieCheck() {}

  @Override
  public Seq<String> requiredKeys() { return CollectionConverters.asScala(List.of(KEY)).toList(); }

  @Override
  public ConfigValidation check(Config toCheck, Config actual) {
    if (!toCheck.hasPath(KEY)) return new Invalid(CollectionConverters.asScala(List.of("no cluster secret digest")).toList());
    if (!actual.hasPath(KEY) || toCheck.getString(KEY).equals(actual.getString(KEY))) return Valid.getInstance();
    return new Invalid(CollectionConverters.asScala(List.of("a different cluster secret (cookie)")).toList());
  }
}
