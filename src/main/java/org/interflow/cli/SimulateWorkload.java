package org.interflow.cli;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.interflow.engine.dynamic.jobs.JobSpec;
import org.interflow.io.catalog.ApplicationCatalog;
import org.interflow.model.storage.DataPlacement;
import org.interflow.model.storage.StorageLayout;
import org.interflow.model.storage.StorageNetwork;
import org.interflow.model.storage.StorageRun;
import org.interflow.model.traffic.app.Application;
import org.interflow.model.traffic.app.MarkovApplication;

/**
 * A simulate run's jobs, in arrival order, and the network they run on. Without storage that is
 * the configured network and the scheduler places the jobs. When a job reads or writes (or {@code
 * storage.enabled}), the network is a {@link StorageNetwork} and the jobs run side by side: each is
 * placed at its arrival on the next consecutive compute nodes, in arrival order, with its data's
 * devices after its compute tasks ({@link MarkovApplication#withStorage}).
 *
 * @param storage the storage and each job's placement, or null without storage
 */
record SimulateWorkload(NetworkSetup network, List<JobSpec> jobs, StorageRun storage) {
  static SimulateWorkload load(RunConfig config, NetworkSetup net, long seed) {
    List<String> texts = config.stringList("simulate.jobs");
    if (texts.isEmpty()) throw new UserInputException("interflow.simulate.jobs: no jobs given; e.g. --job stencil2d");
    List<ApplicationCatalog.Job> jobs = parse(texts, net, net.topology().servers(), seed);
    boolean io = StorageSettings.enabled(config);
    for (ApplicationCatalog.Job j : jobs) io |= j.application() instanceof MarkovApplication m && m.doesIo();
    if (!io) {
      List<JobSpec> specs = new ArrayList<>();
      for (ApplicationCatalog.Job j : jobs) specs.add(new JobSpec(j.application(), j.arrivalPs()));
      return new SimulateWorkload(net, specs, null);
    }
    StorageNetwork storage = StorageSettings.network(config, net);
    if (storage.computeNodes() < net.topology().servers()) jobs = parse(texts, net, storage.computeNodes(), seed);
    return withStorage(jobs, storage, StorageSettings.placement(config), net);
  }

  /** The jobs of {@code texts} sorted by arrival (ties in the given order). */
  private static List<ApplicationCatalog.Job> parse(List<String> texts, NetworkSetup net, int computeNodes, long seed) {
    List<ApplicationCatalog.Job> jobs = new ArrayList<>();
    for (String text : texts) jobs.add(ApplicationCatalog.job(text, net.topology(), computeNodes, seed));
    jobs.sort(Comparator.comparingLong(ApplicationCatalog.Job::arrivalPs));
    return jobs;
  }

  private static SimulateWorkload withStorage(List<ApplicationCatalog.Job> jobs, StorageNetwork storage, DataPlacement fallback,
      NetworkSetup net) {
    int needed = 0;
    for (ApplicationCatalog.Job j : jobs) needed += computeTasks(j.application());
    if (needed > storage.computeNodes()) {
      throw new UserInputException("interflow.simulate.jobs: with storage, jobs run side by side on the " + storage.computeNodes()
          + " compute nodes; these jobs have " + needed + " tasks together");
    }
    List<JobSpec> specs = new ArrayList<>();
    List<int[]> nodes = new ArrayList<>();
    List<StorageLayout> layouts = new ArrayList<>();
    int next = 0;
    for (int j = 0; j < jobs.size(); j++) {
      Application app = jobs.get(j).application();
      int[] on = new int[computeTasks(app)];
      for (int t = 0; t < on.length; t++) on[t] = next++;
      StorageLayout layout = null;
      int[] servers = on;
      if (app instanceof MarkovApplication m && m.doesIo()) {
        DataPlacement placement = jobs.get(j).placement() != null ? jobs.get(j).placement() : fallback;
        try {
          layout = StorageLayout.of(placement, storage, on);
        } catch (IllegalArgumentException e) {
          throw new UserInputException("interflow.simulate.jobs: job " + j + " (" + app.name() + "): " + e.getMessage());
        }
        app = m.withStorage(layout.deviceOf(), layout.devices().size());
        servers = concat(on, layout.endpoints());
      }
      specs.add(new JobSpec(app, jobs.get(j).arrivalPs(), servers));
      nodes.add(on);
      layouts.add(layout);
    }
    NetworkSetup whole = new NetworkSetup(storage.topology().spec(), storage.topology(), net.failures(), net.routingName(), storage.routing());
    return new SimulateWorkload(whole, specs, new StorageRun(storage, nodes, layouts));
  }

  private static int computeTasks(Application app) {
    return app instanceof MarkovApplication m ? m.computeTasks() : app.tasks();
  }

  private static int[] concat(int[] a, int[] b) {
    int[] c = java.util.Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, c, a.length, b.length);
    return c;
  }
}
