package org.interflow.cluster;

/**
 * Marker of every message that may cross JVMs: the project's single serialization marker, bound to
 * Akka's {@code jackson-cbor} serializer in {@code reference.conf}. Implementors are records of
 * primitives, arrays of primitives, immutable collections and {@code ActorRef}s.
 */
public interface CborSerializable {}
