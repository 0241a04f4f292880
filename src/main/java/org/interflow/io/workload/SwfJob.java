package org.interflow.io.workload;

/**
 * One job line of a Standard Workload Format log: its 18 fields as logged, -1 where a field is
 * missing (Feitelson, "Standard Workload Format", Parallel Workloads Archive). Times are whole
 * seconds; the submit time counts from the log's start.
 *
 * @param number field 1, the job number
 * @param submitSeconds field 2
 * @param waitSeconds field 3
 * @param runSeconds field 4, the run time
 * @param allocatedProcessors field 5
 * @param averageCpuSeconds field 6 (may be fractional)
 * @param usedMemoryKb field 7, per processor (may be fractional)
 * @param requestedProcessors field 8
 * @param requestedSeconds field 9, the requested time (the user's estimate)
 * @param requestedMemoryKb field 10, per processor (may be fractional)
 * @param status field 11
 * @param user field 12
 * @param group field 13
 * @param executable field 14
 * @param queue field 15
 * @param partition field 16
 * @param precedingJob field 17
 * @param thinkTimeSeconds field 18, after the preceding job
 */
public record SwfJob(long number, long submitSeconds, long waitSeconds, long runSeconds, long allocatedProcessors,
    double averageCpuSeconds, double usedMemoryKb, long requestedProcessors, long requestedSeconds, double requestedMemoryKb,
    SwfStatus status, long user, long group, long executable, long queue, long partition, long precedingJob,
    long thinkTimeSeconds) {

  /** Processors the job asked for (field 8), or those it was given (field 5) when it did not say; -1 if neither. */
  public long processors() {
    if (requestedProcessors > 0) return requestedProcessors;
    return allocatedProcessors > 0 ? allocatedProcessors : -1;
  }
}
