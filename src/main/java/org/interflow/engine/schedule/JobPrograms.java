package org.interflow.engine.schedule;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import org.interflow.engine.dynamic.jobs.PinnedTasks;
import org.interflow.io.catalog.ApplicationCatalog;
import org.interflow.io.catalog.SpecException;
import org.interflow.io.trace.TraceFormat;
import org.interflow.io.trace.TraceReaders;
import org.interflow.io.workload.JobProgram;
import org.interflow.io.workload.WorkloadJob;
import org.interflow.model.storage.DataPlacement;
import org.interflow.model.storage.RankLayout;
import org.interflow.model.storage.StorageNetwork;
import org.interflow.model.topology.Topology;
import org.interflow.model.traffic.app.Application;
import org.interflow.model.traffic.app.MarkovApplication;
import org.interflow.model.traffic.mpi.ActionTape;
import org.interflow.model.traffic.mpi.MpiModel;
import org.interflow.model.traffic.mpi.TraceApplication;
import org.interflow.model.units.TimeScale;

/**
 * What each job of a scheduled run executes on the simulated network: a scenario job runs its
 * program (an application spec, a traffic pattern run as one phase of flows by the {@code phased}
 * application, or an MPI trace replayed under the run's MPI model); a job of a log, which says
 * nothing of its communication, runs the {@link LogJobRule}'s pseudo-application, one task per
 * node, sized from its logged runtime. A trace read for one job is shared (read-only) by every job
 * that names the same file. With storage, a markov job that reads or writes gets one device task
 * per device its data is on, pinned when it starts to the NVM of the nodes it got ({@link
 * StoragePins}; its layout by node rank follows from the linear mapping, ceil(tasks / nodes) tasks
 * per node in order). Not thread-safe (the trace cache): used by the one thread that sets a run up.
 */
public final class JobPrograms {
  /**
   * The storage of a run: the storage network (its first {@code computeNodes()} servers are the
   * machine) and the placement of jobs that name none.
   */
  public record Storage(StorageNetwork network, DataPlacement placement) {
    public Storage {
      Objects.requireNonNull(network, "network");
      Objects.requireNonNull(placement, "placement");
    }
  }

  /**
   * What a job runs: its application and, for a storage job, its device tasks (the application's
   * last tasks), pinned when it starts; null for none.
   */
  public record Program(Application application, PinnedTasks pinned) {}

  /**
   * How a log job becomes a pseudo-application: {@code application} is a spec in which {@code
   * {steps}} becomes {@code steps} and {@code {compute}} becomes {@code computeFraction x logged
   * runtime / steps} (in picoseconds, at least 1 ps), e.g. {@code
   * stencil2d:iterations={steps},compute={compute},bytes=1MiB}: the job computes for that fraction
   * of its logged runtime, in {@code steps} periods, and communicates between them.
   */
  public record LogJobRule(String application, int steps, double computeFraction) {
    public LogJobRule {
      if (steps < 1) throw new IllegalArgumentException("steps must be at least 1, got " + steps);
      if (!(computeFraction >= 0)) throw new IllegalArgumentException("compute fraction must be >= 0, got " + computeFraction);
    }

    /** The application spec of a job of {@code tasks} tasks whose logged runtime is {@code runtimePs}. */
    String spec(long runtimePs, int tasks) {
      long compute = Math.max(1, Math.round(computeFraction * runtimePs / steps));
      String spec = application.replace("{steps}", Integer.toString(steps)).replace("{compute}", compute + "ps");
      return spec + (spec.contains(":") ? "," : ":") + "tasks=" + tasks;
    }
  }

  private final Topology topology;
  private final long seed;
  private final MpiModel mpi;
  private final LogJobRule logJobs;
  private final Storage storage;  // null: no storage
  // a trace file's tape, read once (looked up only, never iterated)
  private final Map<Path, ActionTape> tapes = new HashMap<>();

  /**
   * @param topology the network (applications that look at it: their tasks must fit it)
   * @param seed the run's seed (random applications and patterns)
   * @param mpi how traced jobs replay their MPI calls
   * @param logJobs what jobs of a log run
   */
  public JobPrograms(Topology topology, long seed, MpiModel mpi, LogJobRule logJobs) {
    this(topology, seed, mpi, logJobs, null);
  }

  /** As {@link #JobPrograms(Topology, long, MpiModel, LogJobRule)}, on the compute fabric {@code topology} of {@code storage} (null: none). */
  public JobPrograms(Topology topology, long seed, MpiModel mpi, LogJobRule logJobs, Storage storage) {
    this.topology = topology;
    this.seed = seed;
    this.mpi = mpi;
    this.logJobs = logJobs;
    this.storage = storage;
  }

  /**
   * The application of {@code job}, whose logged runtime is in ticks of {@code scale}.
   *
   * @throws IllegalArgumentException naming the job when its program cannot be built
   */
  public Application application(WorkloadJob job, TimeScale scale) { return program(job, scale).application(); }

  /**
   * What {@code job} runs, its logged runtime in ticks of {@code scale}.
   *
   * @throws IllegalArgumentException naming the job when its program cannot be built (a markov job
   *     that reads or writes in a run without storage, a placement that cannot be fixed by rank)
   */
  public Program program(WorkloadJob job, TimeScale scale) {
    JobProgram program = job.program();
    try {
      if (program == null) {
        if (job.runtime() < 1) throw new IllegalArgumentException("it has no logged runtime to size its application from");
        long runtimePs = Math.multiplyExact(job.runtime(), scale.picosPerTick());
        return build(logJobs.spec(runtimePs, job.request().nodes()), job.request().nodes());
      }
      if (program instanceof JobProgram.Application a) return build(withTasks(a.spec(), job.processors()), job.request().nodes());
      if (program instanceof JobProgram.Pattern p) {
        return build("phased:pattern=" + p.spec().replace(',', ';') + ",tasks=" + job.processors(), job.request().nodes());
      }
      JobProgram.Trace t = (JobProgram.Trace) program;
      return new Program(new TraceApplication(tapes.computeIfAbsent(t.file(), file -> read(file, t.format())), mpi), null);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("job " + job.label() + ": " + e.getMessage(), e);
    }
  }

  /** The job {@code spec} on {@code nodes} nodes; a markov job that does I/O gets its devices by node rank. */
  private Program build(String spec, int nodes) {
    try {
      if (storage == null) return new Program(ApplicationCatalog.jobWithoutStorage(spec, topology, seed).application(), null);
      ApplicationCatalog.Job job = ApplicationCatalog.job(spec, topology, storage.network().computeNodes(), seed);
      if (!(job.application() instanceof MarkovApplication m) || !m.doesIo()) return new Program(job.application(), null);
      int perNode = (m.computeTasks() + nodes - 1) / nodes;
      int[] rankOf = new int[m.computeTasks()];
      for (int t = 0; t < rankOf.length; t++) rankOf[t] = t / perNode;
      RankLayout layout = RankLayout.of(job.placement() != null ? job.placement() : storage.placement(), storage.network(), rankOf);
      return new Program(m.withStorage(layout.deviceOf(), layout.devices()), new StoragePins(storage.network(), layout));
    } catch (SpecException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
  }

  private static String withTasks(String spec, int tasks) {
    return spec + (spec.contains(":") ? "," : ":") + "tasks=" + tasks;
  }

  private static ActionTape read(Path file, TraceFormat format) {
    ActionTape tape = new ActionTape();
    TraceReaders.read(file, format == null ? TraceFormat.detect(file) : format, tape);
    return tape;
  }
}
