package org.interflow.optimize.run;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.interflow.optimize.search.Checkpoint;
import org.interflow.optimize.search.DesignProblem;
import org.interflow.optimize.search.DesignSearch;
import org.interflow.optimize.search.SearchLoop;
import org.uma.jmetal.solution.Solution;

/**
 * The resumable state of an optimize run directory: {@code problem.conf} (the resolved settings)
 * and {@code checkpoints/run-K.json}, kept in the run directory itself while the search goes on (not
 * in the staging folder), so that a run that dies leaves them where {@code --resume} finds them.
 *
 * <p>{@link #resumePoints} reads and checks every checkpoint before anything is written, so a
 * refused resume changes nothing: each file's checksum ({@link Checkpoint#read}), its fingerprint
 * against the search asked for, its shape ({@link Checkpoint#validate}), and one of its designs
 * evaluated again, which must give the stored objectives bit for bit (a checkpoint of another
 * problem or of another version of the objectives is refused). Runs go in order, so run k's file
 * may be missing only when no later run has one; a folder with none is refused (nothing to resume).
 */
public final class CheckpointFolder {
  /** The folder of checkpoints inside a run directory. */
  public static final String CHECKPOINTS = "checkpoints";
  /** The resolved settings inside a run directory. */
  public static final String PROBLEM_FILE = "problem.conf";
  private static final Pattern RUN_FILE = Pattern.compile("run-(\\d+)\\.json");

  private final Path target;

  /** The state of run directory {@code target}. */
  public CheckpointFolder(Path target) { this.target = target; }

  /** {@code problem.conf} of the run directory. */
  public Path problemFile() { return target.resolve(PROBLEM_FILE); }

  /** The checkpoint file of run {@code run}. */
  public Path file(int run) { return target.resolve(CHECKPOINTS).resolve("run-" + run + ".json"); }

  /**
   * The checkpoint each run continues from (null: the run starts afresh), every one checked (see
   * the class comment).
   *
   * @throws IllegalArgumentException in one line naming the folder or file, if there is nothing to
   *     resume or a checkpoint is corrupt, missing, or of another search
   */
  public List<Checkpoint> resumePoints(RunSettings settings) {
    int[] found = runFiles();
    if (found.length == 0) {
      throw new IllegalArgumentException(target + ": no checkpoint to resume from (" + CHECKPOINTS + "/ is empty or missing: the run "
          + "stopped before its first generation ended, or the files were deleted); start afresh with --out " + target + " --force");
    }
    int last = found[found.length - 1];
    if (last >= settings.runs()) {
      throw new IllegalArgumentException(file(last) + ": checkpoint of run " + last + ", but the search has " + settings.runs()
          + " run(s); resume with --runs " + (last + 1) + " or more");
    }
    DesignSearch.Plan plan = settings.plan();
    List<Checkpoint> points = new ArrayList<>();
    for (int run = 0; run < settings.runs(); run++) {
      Path file = file(run);
      if (!Files.isRegularFile(file)) {
        if (run < last) {
          throw new IllegalArgumentException(file + ": missing, but run " + last + " has a checkpoint (runs go in order; was it deleted?)");
        }
        points.add(null);
        continue;
      }
      Checkpoint c = Checkpoint.read(file);
      if (!c.fingerprint().equals(plan.fingerprint())) {
        throw new IllegalArgumentException(file + ": checkpoint of another search (" + c.fingerprint() + "); expected " + plan.fingerprint());
      }
      DesignProblem<?> design = settings.design(run);
      int objectives = design.problem().numberOfObjectives();
      c.validate(file, run, SearchLoop.populationSize(plan.algorithm(), plan.population(), objectives),
          design.problem().numberOfVariables(), objectives);
      reevaluate(file, design, c.population().get(0));
      points.add(c);
    }
    return points;
  }

  /** Evaluates {@code member}'s design again and refuses the checkpoint unless the objectives are the same bits. */
  private static <S extends Solution<Integer>> void reevaluate(Path file, DesignProblem<S> design, Checkpoint.Member member) {
    S s = design.solutionOf(member.encoding(), member.objectives().length);
    double[] again;
    try {
      again = design.problem().evaluate(s).objectives();
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(file + ": checkpoint holds a design this problem refuses (" + e.getMessage() + ")");
    }
    if (!Arrays.equals(again, member.objectives())) {
      throw new IllegalArgumentException(file + ": checkpoint objectives " + Arrays.toString(member.objectives()) + " differ from "
          + Arrays.toString(again) + " evaluated now for the same design (a checkpoint of another problem or Interflow version)");
    }
  }

  /** Run indices of the checkpoint files present, ascending. */
  private int[] runFiles() {
    Path dir = target.resolve(CHECKPOINTS);
    if (!Files.isDirectory(dir)) return new int[0];
    try (Stream<Path> files = Files.list(dir)) {
      return files.map(p -> RUN_FILE.matcher(p.getFileName().toString())).filter(Matcher::matches)
          .mapToInt(mt -> Integer.parseInt(mt.group(1))).sorted().toArray();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot list " + dir, e);
    }
  }

  /**
   * Makes the folder ready for the search: an empty {@code checkpoints/} for a fresh run (stale
   * ones deleted), and {@code problem.conf} holding {@code problemText}, replaced atomically.
   */
  public void prepare(String problemText, boolean fresh) {
    Path dir = target.resolve(CHECKPOINTS);
    try {
      if (fresh) deleteTree(dir);
      Files.createDirectories(dir);
      Path tmp = target.resolve(PROBLEM_FILE + ".tmp");
      Files.writeString(tmp, problemText, StandardCharsets.UTF_8);
      Files.move(tmp, problemFile(), StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot prepare checkpoints in " + target, e);
    }
  }

  /** True when no checkpoint has been written (a failed fresh run leaves nothing worth keeping). */
  public boolean holdsNoCheckpoint() { return runFiles().length == 0; }

  /** Moves {@code problem.conf} and {@code checkpoints/} into {@code staging}, to join the results. */
  public void moveInto(Path staging) throws IOException {
    Files.move(problemFile(), staging.resolve(PROBLEM_FILE), StandardCopyOption.REPLACE_EXISTING);
    Files.move(target.resolve(CHECKPOINTS), staging.resolve(CHECKPOINTS));
  }

  /** Deletes the run directory (a fresh run that failed before its first checkpoint). */
  public void delete() {
    try {
      deleteTree(target);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot delete " + target, e);
    }
  }

  private static void deleteTree(Path p) throws IOException {
    if (!Files.exists(p)) return;
    try (Stream<Path> s = Files.walk(p)) {
      for (Path x : (Iterable<Path>) s.sorted(Comparator.reverseOrder())::iterator) Files.delete(x);
    }
  }
}
