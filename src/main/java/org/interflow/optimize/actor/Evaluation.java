package org.interflow.optimize.actor;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.uma.jmetal.solution.Solution;

/**
 * What a problem's evaluation wrote into one solution, as plain values that can cross JVMs: the
 * objectives, the constraint values and the attributes whose key is a string and whose value is an
 * integer, a double or a boolean (e.g. {@code ExanestProblem.CONNECTED}), sorted by key; other
 * attributes are dropped, as checkpoints drop them. {@link #writeTo} copies it into the
 * coordinator's solution, which then holds what a local evaluation would have written.
 *
 * @param objectives the objective values, as minimised (copied)
 * @param constraints the constraint values (copied)
 * @param attributes the simple attributes, sorted by key
 */
public record Evaluation(double[] objectives, double[] constraints, List<Attribute> attributes) {
  public Evaluation {
    objectives = objectives.clone();
    constraints = constraints.clone();
    attributes = List.copyOf(attributes);
  }

  /** The type of an attribute's value. */
  public enum Kind { INTEGER, DOUBLE, BOOLEAN }

  /**
   * One attribute.
   *
   * @param key the attribute key
   * @param kind the value's type
   * @param value the value (a boolean is 1 or 0; an integer is exact in a double)
   */
  public record Attribute(String key, Kind kind, double value) {
    Object boxed() {
      return switch (kind) {
        case INTEGER -> (int) value;
        case DOUBLE -> value;
        case BOOLEAN -> value != 0;
      };
    }
  }

  /** The evaluation held by {@code solution}. O(objectives + constraints + attributes log attributes). */
  public static Evaluation of(Solution<?> solution) {
    TreeMap<String, Attribute> simple = new TreeMap<>();
    for (Map.Entry<Object, Object> e : solution.attributes().entrySet()) {
      if (!(e.getKey() instanceof String key)) continue;
      Object v = e.getValue();
      if (v instanceof Integer i) simple.put(key, new Attribute(key, Kind.INTEGER, i));
      else if (v instanceof Double d) simple.put(key, new Attribute(key, Kind.DOUBLE, d));
      else if (v instanceof Boolean b) simple.put(key, new Attribute(key, Kind.BOOLEAN, b ? 1 : 0));
    }
    return new Evaluation(solution.objectives(), solution.constraints(), new ArrayList<>(simple.values()));
  }

  /**
   * Writes the objectives, constraints and attributes into {@code solution}.
   *
   * @throws IllegalArgumentException if the objective or constraint counts differ
   */
  public void writeTo(Solution<?> solution) {
    if (solution.objectives().length != objectives.length || solution.constraints().length != constraints.length) {
      throw new IllegalArgumentException("evaluation has " + objectives.length + " objectives and " + constraints.length
          + " constraints, the solution " + solution.objectives().length + " and " + solution.constraints().length);
    }
    System.arraycopy(objectives, 0, solution.objectives(), 0, objectives.length);
    System.arraycopy(constraints, 0, solution.constraints(), 0, constraints.length);
    for (Attribute a : attributes) solution.attributes().put(a.key(), a.boxed());
  }
}
