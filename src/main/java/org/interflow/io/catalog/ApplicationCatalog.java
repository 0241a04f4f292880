package org.interflow.io.catalog;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.interflow.io.trace.TraceFormat;
import org.interflow.io.trace.TraceReaders;
import org.interflow.model.topology.Topology;
import org.interflow.model.traffic.app.Application;
import org.interflow.model.traffic.TrafficClass;
import org.interflow.model.traffic.TrafficPattern;
import org.interflow.model.traffic.app.Applications;
import org.interflow.model.traffic.app.MarkovApplication;
import org.interflow.model.traffic.app.MarkovChain;
import org.interflow.model.traffic.app.MarkovPreset;
import org.interflow.model.traffic.app.MarkovWork;
import org.interflow.model.traffic.app.PhasedApplication;
import org.interflow.model.storage.DataPlacement;
import org.interflow.model.traffic.mpi.ActionTape;
import org.interflow.model.traffic.mpi.MpiModel;
import org.interflow.model.traffic.mpi.TraceApplication;

/**
 * The registry of applications the dynamic engine runs: CLI name, one-line description, example
 * and factory. Every application takes {@code tasks} (default: every server) and every job spec
 * may end with {@code arrival=<time>} (default 0s).
 */
public final class ApplicationCatalog {
  /** Makes an application for a network; randomness from {@code seed}. */
  @FunctionalInterface
  public interface Factory {
    Application create(SpecParams params, int tasks, Topology topology, long seed);
  }

  /**
   * A parsed job: the application, its arrival time in picoseconds and, for a job that does
   * storage I/O, the data placement it asked for (null: the storage system's default).
   */
  public record Job(Application application, long arrivalPs, DataPlacement placement) {}

  /** One application. */
  public record Entry(String name, String description, String example, Factory factory) {}

  private static final List<Entry> APPLICATIONS = List.of(
      new Entry("stencil2d", "2D halo exchange on the most nearly square task grid: compute, send to 4 neighbours, wait for theirs",
          "stencil2d:bytes=64KiB,compute=10us,iterations=10", (p, n, t, seed) -> Applications.stencil2d(n,
              p.bytes("bytes", "64KiB"), p.picos("compute", "10us"), p.integer("iterations", 10))),
      new Entry("stencil3d", "3D halo exchange on the most nearly cubic task grid, 6 neighbours",
          "stencil3d:bytes=64KiB,compute=10us,iterations=10", (p, n, t, seed) -> Applications.stencil3d(n,
              p.bytes("bytes", "64KiB"), p.picos("compute", "10us"), p.integer("iterations", 10))),
      new Entry("sweep2d", "KBA wavefront on a 2D task grid: wait for upstream, compute, send downstream; corners rotate per sweep",
          "sweep2d:bytes=16KiB,compute=10us,sweeps=8", (p, n, t, seed) -> Applications.sweep2d(n,
              p.bytes("bytes", "16KiB"), p.picos("compute", "10us"), p.integer("sweeps", 8))),
      new Entry("sweep3d", "KBA wavefront on a 3D task grid, sweeps from the 8 octants in turn",
          "sweep3d:bytes=16KiB,compute=10us,sweeps=8", (p, n, t, seed) -> Applications.sweep3d(n,
              p.bytes("bytes", "16KiB"), p.picos("compute", "10us"), p.integer("sweeps", 8))),
      new Entry("nbody", "n-body ring pipeline: tasks-1 steps of send to the next, receive from the previous, compute",
          "nbody:bytes=64KiB,compute=10us,iterations=1", (p, n, t, seed) -> Applications.nbody(n,
              p.bytes("bytes", "64KiB"), p.picos("compute", "10us"), p.integer("iterations", 1))),
      new Entry("mapreduce", "MapReduce: task 0 scatters, map, all-to-all shuffle, reduce, gather to task 0",
          "mapreduce:bytes=1MiB,shuffleBytes=64KiB,gatherBytes=64KiB,mapCompute=100us,reduceCompute=100us",
          (p, n, t, seed) -> Applications.mapreduce(n, p.bytes("bytes", "1MiB"), p.bytes("shuffleBytes", "64KiB"),
              p.bytes("gatherBytes", "64KiB"), p.picos("mapCompute", "100us"), p.picos("reduceCompute", "100us"))),
      new Entry("unstructured", "graph-analytics-like causal random traffic: each message received triggers one more",
          "unstructured:bytes=8KiB,compute=1us,fanout=1,messages=16", (p, n, t, seed) -> Applications.unstructured(n,
              p.bytes("bytes", "8KiB"), p.picos("compute", "1us"), p.integer("fanout", 1), p.integer("messages", 16),
              p.longValue("seed", seed))),
      new Entry("dcntraffic", "datacentre mix: each task sends flows to random tasks, 80% short and 20% long",
          "dcntraffic:flows=10,shortBytes=10KiB,longBytes=10MiB,longFraction=0.2,gap=0s", (p, n, t, seed) ->
              Applications.dcntraffic(n, p.integer("flows", 10), p.bytes("shortBytes", "10KiB"), p.bytes("longBytes", "10MiB"),
                  p.real("longFraction", 0.2), p.picos("gap", "0s"))),
      new Entry("phased", "causal benchmarking pattern: a traffic pattern's flows in phases of 'phase' flows (default: all in one), each phase after the last is delivered; class=application|storage; inject=L: at most L flows of a task in flight (INRFlow's injmode, 0 = all); pattern= a traffic pattern written with ';' for ',' (pattern=shift:k=3, pattern=hotspot:fraction=0.5;flows=2)",
          "phased:pattern=alltoall,bytes=8KiB,phase=1024", (p, n, t, seed) -> {
            var pattern = pattern(p, n, seed);
            TrafficClass trafficClass = switch (p.string("class", "application")) {
              case "application" -> TrafficClass.APPLICATION;
              case "storage" -> TrafficClass.STORAGE;
              default -> throw new SpecException("class must be application or storage, got '" + p.string("class") + "'");
            };
            return new PhasedApplication(pattern, n, p.bytes("bytes", "8KiB"), p.longValue("phase", Math.max(1, pattern.flowCount())),
                trafficClass, p.integer("inject", 0));
          }),
      new Entry("markov", "INRFlow's Markov-chain application: phases Init, Comp, Comm, Read, Write, End drawn from a transition matrix"
          + " (preset=io|compute|comm, or matrix= rows Init..Write split by '/', entries by ':'); Comp exponential with mean compute="
          + " (or rate lambda= per second; distribution=fixed: always compute=); Comm one round of pattern= (written with ';' for ',', e.g. pattern=shift:k=3) of bytes= per flow;"
          + " read=/write= per task and visit, cached= fraction read from memory at once; placement=local|internal|external"
          + " (default storage.placement); limit= ends it at the first phase end after that time",
          "markov:preset=io,tasks=8,placement=local", ApplicationCatalog::markov),
      new Entry("trace", "an MPI trace replayed as a job, one task per rank: file= (any format replay reads; format= to name it), mpi= preset"
          + " (interflow|simgrid: its MPI rules; SimGrid's network rules stay replay's), cpuScale= multiplies compute; tasks= must be the ranks",
          "trace:file=traces/goal/sweep3d-2x2.derived.goal,mpi=interflow", ApplicationCatalog::trace)
  );

  /** The {@code trace} entry: the trace read once into a tape, replayed under an MPI preset. */
  private static Application trace(SpecParams p, int n, Topology t, long seed) {
    if (!p.has("file")) throw new SpecException("a trace job needs file=<trace>, e.g. trace:file=traces/goal/sweep3d-2x2.derived.goal");
    Path file = Path.of(p.string("file"));
    if (!Files.isRegularFile(file)) throw new SpecException("trace file " + file + " is not a file");
    TraceFormat format = null;
    String formatName = p.string("format", "auto");
    if (!formatName.equals("auto")) {
      try {
        format = TraceFormat.byName(formatName);
      } catch (IllegalArgumentException e) {
        throw new SpecException("trace format must be auto or one of " + TraceFormat.names() + ", got '" + formatName + "'");
      }
    }
    MpiModel model = MpiPresetCatalog.forName(p.string("mpi", "interflow")).create().withHost(MpiModel.DEFAULT_HOST_FLOPS_PER_SECOND,
        p.real("cpuScale", 1.0));
    ActionTape tape = new ActionTape();
    TraceReaders.read(file, format, tape);
    if (p.has("tasks") ? n != tape.ranks() : n < tape.ranks()) {
      throw new SpecException("trace " + file + " has " + tape.ranks() + " ranks; a trace job has one task per rank ("
          + (p.has("tasks") ? "tasks=" + n : n + " compute nodes") + ")");
    }
    return new TraceApplication(tape, model, "trace:" + file.getFileName());
  }

  /** The {@code markov} entry: a preset's matrix and sizes, each overridable. */
  /**
   * The application's {@code pattern=}: a traffic pattern as {@code --traffic} takes it, with ';'
   * for ',' (the application's own parameters take the commas): {@code pattern=shift:k=3},
   * {@code pattern=hotspot:fraction=0.5;flows=2}.
   */
  private static TrafficPattern pattern(SpecParams p, int n, long seed) {
    String written = p.string("pattern", "alltoall");
    if (written.indexOf(':') < 0 && written.indexOf(';') >= 0) {
      throw new SpecException("pattern=" + written + ": a pattern's parameters follow ':', e.g. pattern=shift:k=3 or"
          + " pattern=hotspot:fraction=0.5;flows=2");
    }
    return TrafficCatalog.create(written.replace(';', ','), n, seed);
  }

  private static Application markov(SpecParams p, int n, Topology t, long seed) {
    String presetName = p.string("preset", "io");
    MarkovPreset preset = MarkovPreset.named(presetName);
    if (preset == null) throw new SpecException("markov preset must be io, compute or comm, got '" + presetName + "'");
    MarkovChain chain = p.has("matrix") ? MarkovChain.parse(p.string("matrix")) : preset.chain();
    boolean exponential = switch (p.string("distribution", "exponential")) {
      case "exponential" -> true;
      case "fixed" -> false;
      default -> throw new SpecException("markov distribution must be exponential or fixed, got '" + p.string("distribution") + "'");
    };
    long computePs = p.picos("compute", preset.computePs() + "ps");
    if (p.has("lambda")) {   // the seed's rate of the exponential Comp: lambda per second
      double lambda = p.real("lambda");
      if (!(lambda > 0) || p.has("compute") || !exponential) {
        throw new SpecException("markov lambda= is the rate (per second, > 0) of exponential Comps; give it or compute=, not both, got '" + p.string("lambda") + "'");
      }
      computePs = Math.round(1e12 / lambda);
    }
    var pattern = pattern(p, n, seed);
    MarkovWork work = new MarkovWork(computePs, exponential, pattern,
        p.bytes("bytes", preset.commBytes() + "B"), p.bytes("read", preset.readBytes() + "B"), p.bytes("write", preset.writeBytes() + "B"),
        p.real("cached", 0), p.picos("limit", "0s"));
    return new MarkovApplication(chain, n, work);
  }

  private ApplicationCatalog() {}

  public static List<Entry> applications() { return APPLICATIONS; }

  /**
   * Reads a job spec such as {@code stencil2d:tasks=64,iterations=10,arrival=1ms}; {@code tasks}
   * defaults to every server of {@code topology}.
   *
   * @throws SpecException for an unknown name or a bad parameter
   */
  public static Job job(String text, Topology topology, long seed) { return job(text, topology, topology.servers(), seed); }

  /**
   * As {@link #job(String, Topology, long)} for a run without storage (schedule's network mode
   * without storage, the optimizer's simulated objective).
   *
   * @throws SpecException for a Markov job that reads or writes
   */
  public static Job jobWithoutStorage(String text, Topology topology, long seed) {
    Job job = job(text, topology, seed);
    if (job.application() instanceof MarkovApplication m && m.doesIo()) {
      throw new SpecException("bad job '" + text + "': a markov job that reads or writes needs storage (simulate, or schedule's"
          + " network mode with storage.enabled = true); give it read=0B,write=0B or a matrix without Read and Write");
    }
    return job;
  }

  /**
   * As {@link #job(String, Topology, long)} on a machine whose first {@code computeNodes} servers
   * run jobs (the others are storage servers): {@code tasks} is at most, and by default, that many.
   */
  public static Job job(String text, Topology topology, int computeNodes, long seed) {
    String name = SpecParams.nameOf(text);
    Entry entry = null;
    for (Entry e : APPLICATIONS) if (e.name().equals(name)) entry = e;
    if (entry == null) throw new SpecException("unknown application '" + name + "'; valid: " + names());
    SpecParams params = SpecParams.parse(text, null);
    long arrival = params.picos("arrival", "0s");
    int tasks = params.integer("tasks", computeNodes);
    if (tasks < 1 || tasks > computeNodes) {
      throw new SpecException("bad job '" + text + "': tasks must be in 1.." + computeNodes + " (the compute nodes of the network), got " + tasks);
    }
    Application app;
    try {
      app = entry.factory().create(params, tasks, topology, seed);
    } catch (SpecException e) {
      throw e;
    } catch (IllegalArgumentException e) {
      throw new SpecException("bad job '" + text + "': " + e.getMessage() + " (e.g. " + entry.example() + ")");
    }
    DataPlacement placement = app instanceof MarkovApplication && params.has("placement")
        ? StorageCatalog.placement(params.string("placement")) : null;
    params.finish();
    return new Job(app, arrival, placement);
  }

  public static String names() {
    List<String> n = new ArrayList<>();
    for (Entry e : APPLICATIONS) n.add(e.name());
    return String.join(", ", n);
  }
}
