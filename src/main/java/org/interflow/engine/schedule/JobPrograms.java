package org.interflow.engine.schedule;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.interflow.io.catalog.ApplicationCatalog;
import org.interflow.io.catalog.SpecException;
import org.interflow.io.trace.TraceFormat;
import org.interflow.io.trace.TraceReaders;
import org.interflow.io.workload.JobProgram;
import org.interflow.io.workload.WorkloadJob;
import org.interflow.model.topology.Topology;
import org.interflow.model.traffic.app.Application;
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
 * that names the same file. Not thread-safe (the trace cache): used by the one thread that sets a
 * run up.
 */
public final class JobPrograms {
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
  // a trace file's tape, read once (looked up only, never iterated)
  private final Map<Path, ActionTape> tapes = new HashMap<>();

  /**
   * @param topology the network (applications that look at it: their tasks must fit it)
   * @param seed the run's seed (random applications and patterns)
   * @param mpi how traced jobs replay their MPI calls
   * @param logJobs what jobs of a log run
   */
  public JobPrograms(Topology topology, long seed, MpiModel mpi, LogJobRule logJobs) {
    this.topology = topology;
    this.seed = seed;
    this.mpi = mpi;
    this.logJobs = logJobs;
  }

  /**
   * The application of {@code job}, whose logged runtime is in ticks of {@code scale}.
   *
   * @throws IllegalArgumentException naming the job when its program cannot be built
   */
  public Application application(WorkloadJob job, TimeScale scale) {
    JobProgram program = job.program();
    try {
      if (program == null) {
        if (job.runtime() < 1) throw new IllegalArgumentException("it has no logged runtime to size its application from");
        long runtimePs = Math.multiplyExact(job.runtime(), scale.picosPerTick());
        return build(logJobs.spec(runtimePs, job.request().nodes()));
      }
      if (program instanceof JobProgram.Application a) return build(withTasks(a.spec(), job.processors()));
      if (program instanceof JobProgram.Pattern p) {
        return build("phased:pattern=" + p.spec().replace(',', ';') + ",tasks=" + job.processors());
      }
      JobProgram.Trace t = (JobProgram.Trace) program;
      return new TraceApplication(tapes.computeIfAbsent(t.file(), file -> read(file, t.format())), mpi);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("job " + job.label() + ": " + e.getMessage(), e);
    }
  }

  private Application build(String spec) {
    try {
      return ApplicationCatalog.jobWithoutStorage(spec, topology, seed).application();
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
