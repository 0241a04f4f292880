package org.interflow.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.interflow.io.TopologyDotFormat;
import org.interflow.io.TopologyGraphmlFormat;
import org.interflow.io.TopologyTextFormat;
import org.interflow.model.topology.Topology;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code interflow export <spec> -o FILE}: writes a network as an interflow text file, GraphML or DOT. */
@Command(name = "export", mixinStandardHelpOptions = true,
    description = {"Write a network to a file: interflow text edge list (.txt/.topo), GraphML (.graphml) or DOT (.dot, for drawing).",
        "Example: interflow export dragonfly:a=4,p=2,h=2 -o dragonfly.graphml"})
final class ExportCommand implements Callable<Integer> {
  /** The formats export writes. */
  enum Format { text, graphml, dot }

  @Parameters(index = "0", paramLabel = "SPEC", description = "Network spec, e.g. fattree:k=4,n=3.")
  String spec;

  @Option(names = {"-o", "--out"}, required = true, paramLabel = "FILE", description = "File to write (must not exist unless --force).")
  Path out;

  @Option(names = {"-f", "--format"}, description = "text, graphml or dot (default: from the file name; else text).")
  Format format;

  @Option(names = "--set", paramLabel = "KEY=VALUE", description = "Override a key, e.g. --set link.capacity=200Gbps.")
  List<String> sets = new ArrayList<>();

  @Option(names = "--force", description = "Replace an existing file.")
  boolean force;

  @Override
  public Integer call() throws Exception {
    List<String> o = new ArrayList<>(sets);
    o.add("topology=" + RunConfig.quote(spec));
    RunConfig config = RunConfig.load(null, o);
    if (Files.exists(out) && !force) throw new UserInputException(out + " exists; choose another --out or add --force");
    Path folder = out.toAbsolutePath().getParent();
    if (!Files.isDirectory(folder)) throw new UserInputException(out + ": no folder " + folder + " to write it in");
    Topology t = NetworkSetup.topology(config);
    Format f = format != null ? format : fromName(out);
    Path tmp = out.toAbsolutePath().resolveSibling("." + out.getFileName() + ".partial");
    switch (f) {
      case graphml -> TopologyGraphmlFormat.write(t, tmp);
      case dot -> TopologyDotFormat.write(t, tmp);
      case text -> TopologyTextFormat.write(t, tmp);
    }
    Files.move(tmp, out.toAbsolutePath(), java.nio.file.StandardCopyOption.REPLACE_EXISTING, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
    System.out.printf("%s: %s as %s (%d servers, %d switches, %d links)%n", out, t.spec().canonical(), f, t.servers(), t.switches(), t.links());
    return 0;
  }

  private static Format fromName(Path p) {
    String n = p.getFileName().toString().toLowerCase();
    if (n.endsWith(".graphml")) return Format.graphml;
    if (n.endsWith(".dot") || n.endsWith(".gv")) return Format.dot;
    return Format.text;
  }
}
