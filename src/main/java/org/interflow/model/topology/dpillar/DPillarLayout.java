package org.interflow.model.topology.dpillar;

/**
 * The numbering of a {@link DPillarSpec}, shared by the builder and the routing. Server id {@code
 * c h^k + v} is the server of column c with label v (digits {@code v_0..v_(k-1)} base h, {@code
 * v_0} least significant). Switch {@code c h^(k-1) + j} is switch j of column {@code S_c}, {@code j}
 * being the label without digit c; its port {@code v_c} leads to the server of {@code H_c} and its
 * port {@code h + v_c} to the server of {@code H_(c+1)}. Link {@code n * switch + port} joins that
 * port to its server, created from the server (directed {@code 2l} goes server to switch). O(1).
 */
public final class DPillarLayout {
  private final int h;
  private final int k;
  private final int columnServers;
  private final int columnSwitches;
  private final int[] power;

  public DPillarLayout(DPillarSpec spec) {
    this.h = spec.half();
    this.k = spec.k();
    this.columnServers = spec.columnServers();
    this.columnSwitches = spec.columnSwitches();
    this.power = new int[k + 1];
    for (int i = 0; i <= k; i++) power[i] = spec.power(i);
  }

  public int servers() { return k * columnServers; }

  public int switches() { return k * columnSwitches; }

  public int columns() { return k; }

  public int half() { return h; }

  public int column(int server) { return server / columnServers; }

  public int label(int server) { return server % columnServers; }

  public int server(int column, int label) { return column * columnServers + label; }

  public int digit(int label, int d) { return label / power[d] % h; }

  public int withDigit(int label, int d, int value) { return label + (value - digit(label, d)) * power[d]; }

  /** Switch index of column {@code S_c} joining the servers with this label outside digit c. */
  public int switchOf(int c, int label) { return c * columnSwitches + label % power[c] + label / power[c + 1] * power[c]; }

  /** Undirected link between server {@code (column, label)} and its switch in {@code S_c}, c = column or column-1. */
  public int link(int switchColumn, int serverColumn, int label) {
    int port = digit(label, switchColumn) + (serverColumn == switchColumn ? 0 : h);
    return 2 * h * switchOf(switchColumn, label) + port;
  }
}
