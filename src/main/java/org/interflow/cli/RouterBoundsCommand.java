package org.interflow.cli;

import java.util.concurrent.Callable;
import org.interflow.model.topology.routernet.RouterCountBounds;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code interflow router-bounds}: the design notebook's bounds on how many m-port routers a
 * network of N compute nodes needs: M_min (a daisy chain of routers, one port per node) and M_max
 * (a tree in which every router has at least one compute node).
 */
@Command(name = "router-bounds", mixinStandardHelpOptions = true,
    description = {"Bounds on the number of routers for N compute nodes with n ports each and m-port routers.",
        "Example: interflow router-bounds -N 1000 -m 24   (prints M_min 46, M_max 553000)"})
final class RouterBoundsCommand implements Callable<Integer> {
  @Option(names = "-N", required = true, description = "Compute nodes.")
  long computeNodes;

  @Option(names = "-n", defaultValue = "1", description = "Ports per compute node (default 1).")
  int computePorts;

  @Option(names = "-m", required = true, description = "Ports per router.")
  int routerPorts;

  @Override
  public Integer call() {
    long max;
    try {
      max = RouterCountBounds.maximumRouters(computeNodes, computePorts, routerPorts);
    } catch (IllegalArgumentException e) {
      throw new UserInputException("router-bounds: " + e.getMessage());
    }
    System.out.printf("compute nodes N = %d, node ports n = %d, router ports m = %d%n", computeNodes, computePorts, routerPorts);
    if (computePorts == 1) {
      long min;
      try {
        min = RouterCountBounds.minimumRouters(computeNodes, routerPorts);
      } catch (IllegalArgumentException e) {
        throw new UserInputException("router-bounds: " + e.getMessage());
      }
      System.out.printf("M_min = %d (daisy chain of routers)%n", min);
    } else {
      System.out.println("M_min: the notebook gives no formula for n > 1");
    }
    System.out.printf("M_max = %d (tree in which every router serves a compute node)%n", max);
    return 0;
  }
}
