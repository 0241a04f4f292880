package org.interflow.model.traffic.app;

import org.interflow.model.traffic.TrafficClass;

/**
 * INRFlow's Markov-chain application (section 3.3.4 of the seed paper): the job moves through the
 * phases Init, Comp, Comm, Read, Write and End of a {@link MarkovChain}, all its compute tasks
 * together (an SPMD job: a phase ends when every task has finished its part of it).
 *
 * <p>Tasks {@code 0 .. computeTasks-1} compute; with storage, tasks {@code computeTasks ..
 * tasks-1} stand for the storage devices the job's data is on (placed by the runtime on the
 * devices' endpoints), each compute task reading from and writing to one of them ({@link
 * #withStorage}). Task 0 leads: at Init and whenever the last task reports the end of a phase
 * it draws the next phase from the chain with its own random stream and tells the others
 * ({@link NodeActions#notify}, outside the network, at the same simulated time); a task reports
 * the end of its part the same way. So the phase sequence is one draw per job, and every
 * random choice is a task's own seeded stream: runs are deterministic.
 *
 * <p>Per phase, each compute task: Comp computes for a duration drawn from its own stream
 * ({@link MarkovWork#exponential}); Comm sends its flows of the pattern (application class) and
 * is done when they are delivered; Read asks its device for the uncached bytes (the request
 * travels outside the network) and is done when they arrive (storage class; a fully cached read
 * is done at once); Write sends its bytes to its device (storage class) and is done at delivery;
 * End finishes the job, its device tasks included. Notification tags and values are this class's
 * own; message tags are the phase number.
 *
 * <p>Memory: the Comm pattern's flows per task in CSR form ({@code 4 (flows + tasks)} bytes),
 * shared by all programs; a few fields per program.
 */
public final class MarkovApplication extends AbstractApplication {
  private static final long PHASE = 1;    // leader -> task: value = next state's ordinal
  private static final long DONE = 2;     // task -> leader: value = phase number
  private static final long READ = 3;     // task -> device: value = bytes to send back
  private static final long END = 4;      // leader -> device: the job is over

  private final MarkovChain chain;
  private final MarkovWork work;
  private final int computeTasks;
  private final int[] deviceTask;          // per compute task, or null without storage
  private final int[] commStart;           // task t sends Comm flows commFlow[commStart[t] .. commStart[t+1]-1]
  private final int[] commFlow;

  /**
   * A job of {@code computeTasks} tasks without storage; it may not read (uncached bytes) or write
   * if its chain reaches Read or Write (see {@link #doesIo()}), until given devices with {@link
   * #withStorage}.
   */
  public MarkovApplication(MarkovChain chain, int computeTasks, MarkovWork work) {
    this(chain, computeTasks, work, null, 0);
  }

  private MarkovApplication(MarkovChain chain, int computeTasks, MarkovWork work, int[] deviceTask, int devices) {
    super("markov", computeTasks + devices);
    this.chain = Validation.required("chain", chain);
    this.work = Validation.required("work", work);
    this.computeTasks = computeTasks;
    this.deviceTask = deviceTask;
    PatternRows rows = PatternRows.of("markov comm", work.comm(), computeTasks);
    this.commStart = rows.start();
    this.commFlow = rows.flow();
  }

  /**
   * This job with storage: compute task {@code t} reads from and writes to device task {@code
   * computeTasks + deviceOf[t]}; device tasks {@code 0 .. devices-1} follow the compute tasks.
   *
   * @param deviceOf per compute task, its device in 0..devices-1; every device used by a task
   */
  public MarkovApplication withStorage(int[] deviceOf, int devices) {
    if (deviceOf.length != computeTasks) throw new IllegalArgumentException("storage map has " + deviceOf.length + " tasks; the job has " + computeTasks);
    boolean[] used = new boolean[devices];
    int[] task = new int[computeTasks];
    for (int t = 0; t < computeTasks; t++) {
      if (deviceOf[t] < 0 || deviceOf[t] >= devices) throw new IllegalArgumentException("task " + t + " uses device " + deviceOf[t] + " of " + devices);
      used[deviceOf[t]] = true;
      task[t] = computeTasks + deviceOf[t];
    }
    for (int d = 0; d < devices; d++) if (!used[d]) throw new IllegalArgumentException("device " + d + " holds no task's data");
    return new MarkovApplication(chain, computeTasks, work, task, devices);
  }

  /** The transition matrix. */
  public MarkovChain chain() { return chain; }

  /** What each phase does. */
  public MarkovWork work() { return work; }

  /** Tasks that compute (the job's size on the machine); the rest are its devices. */
  public int computeTasks() { return computeTasks; }

  /** True when the job may move data to or from storage: its chain reaches Read with uncached bytes or Write with bytes. */
  public boolean doesIo() {
    return chain.reaches(MarkovState.READ) && work.uncachedReadBytes() > 0 || chain.reaches(MarkovState.WRITE) && work.writeBytes() > 0;
  }

  @Override
  protected NodeProgram newProgram(int task) {
    return task < computeTasks ? new ComputeProgram(task) : new DeviceProgram();
  }

  /** One compute task; task 0 also draws the phases and counts the tasks done with each. */
  private final class ComputeProgram implements NodeProgram {
    private final int task;
    private MarkovState state = MarkovState.INIT;
    private long phase = -1;
    private int pending;        // Comm or Write messages not yet delivered
    private int tasksDone;      // leader: tasks done with the current phase
    private long startPs;       // leader: the job's start
    private boolean advancing;  // leader: inside advance()
    private boolean advanceAgain;

    ComputeProgram(int task) { this.task = task; }

    @Override
    public void start(NodeActions actions) {
      if (task != 0) return;    // the others wait for the leader's first phase
      startPs = actions.nowPs();
      advance(actions);
    }

    @Override
    public void onNotified(int sourceTask, long tag, long value, NodeActions actions) {
      if (tag == PHASE) enter(MarkovState.values()[(int) value], actions);
      else if (tag == DONE && task == 0 && value == phase) taskDone(actions);
      else throw new IllegalStateException("markov task " + task + " got notification " + tag + "/" + value + " in phase " + phase);
    }

    @Override
    public void onComputeDone(long tag, NodeActions actions) { partDone(actions); }

    @Override
    public void onSent(long tag, NodeActions actions) {
      if (--pending == 0) partDone(actions);
    }

    @Override
    public void onReceived(int sourceTask, long bytes, long tag, NodeActions actions) {
      if (sourceTask >= computeTasks) partDone(actions);   // a read arrived; Comm receipts need nothing
    }

    @Override
    public void onBarrier(long tag, NodeActions actions) {
      throw new IllegalStateException("markov tasks synchronise by notification, got barrier " + tag);
    }

    /**
     * Leader: draws the next phase (End once past the limit), tells every other task, starts it.
     * A phase with no work ends inside {@link #enter} and asks for the next one: that request is
     * served by this loop, not by recursion, so a long run of empty phases cannot overflow the stack.
     */
    private void advance(NodeActions actions) {
      if (advancing) {
        advanceAgain = true;
        return;
      }
      advancing = true;
      do {
        advanceAgain = false;
        boolean overLimit = work.limitPs() > 0 && actions.nowPs() - startPs >= work.limitPs();
        MarkovState next = overLimit ? MarkovState.END : chain.next(state, actions.random());
        for (int t = 1; t < computeTasks; t++) actions.notify(t, PHASE, next.ordinal());
        if (next == MarkovState.END) for (int t = computeTasks; t < tasks(); t++) actions.notify(t, END, 0);
        enter(next, actions);
      } while (advanceAgain);
      advancing = false;
    }

    private void enter(MarkovState next, NodeActions actions) {
      state = next;
      phase++;
      switch (next) {
        case COMP -> actions.compute(computeDuration(actions), phase);
        case COMM -> {
          pending = commStart[task + 1] - commStart[task];
          if (pending == 0) partDone(actions);
          for (int i = commStart[task]; i < commStart[task + 1]; i++) {
            actions.send(work.comm().destination(commFlow[i]), work.commBytes(), phase, TrafficClass.APPLICATION);
          }
        }
        case READ -> {
          long bytes = work.uncachedReadBytes();
          if (bytes == 0) partDone(actions);
          else actions.notify(device(), READ, bytes);
        }
        case WRITE -> {
          if (work.writeBytes() == 0) {
            partDone(actions);
          } else {
            pending = 1;
            actions.send(device(), work.writeBytes(), phase, TrafficClass.STORAGE);
          }
        }
        case END -> actions.finish();
        default -> throw new IllegalStateException("markov job entered " + next);
      }
    }

    private long computeDuration(NodeActions actions) {
      if (!work.exponential()) return work.computePs();
      return Math.round(-work.computePs() * Math.log(1 - actions.random().nextDouble()));
    }

    private int device() {
      if (deviceTask == null) throw new IllegalStateException("markov job reached " + state.label() + " without storage");
      return deviceTask[task];
    }

    /** This task's part of the phase is over: the leader counts it, the others tell the leader. */
    private void partDone(NodeActions actions) {
      if (task == 0) taskDone(actions);
      else actions.notify(0, DONE, phase);
    }

    private void taskDone(NodeActions actions) {
      if (++tasksDone < computeTasks) return;
      tasksDone = 0;
      advance(actions);
    }
  }

  /** A device the job's data is on: sends back what a task reads, takes writes, ends with the job. */
  private static final class DeviceProgram implements NodeProgram {
    @Override
    public void start(NodeActions actions) {}

    @Override
    public void onNotified(int sourceTask, long tag, long value, NodeActions actions) {
      if (tag == READ) actions.sendWithoutReceipt(sourceTask, value, tag, TrafficClass.STORAGE);
      else if (tag == END) actions.finish();
      else throw new IllegalStateException("markov device task got notification " + tag);
    }

    @Override
    public void onReceived(int sourceTask, long bytes, long tag, NodeActions actions) {}   // a write arrived

    @Override
    public void onComputeDone(long tag, NodeActions actions) { throw new IllegalStateException("a device task never computes"); }

    @Override
    public void onSent(long tag, NodeActions actions) { throw new IllegalStateException("a device task asks for no receipts"); }

    @Override
    public void onBarrier(long tag, NodeActions actions) { throw new IllegalStateException("a device task joins no barrier"); }
  }
}
