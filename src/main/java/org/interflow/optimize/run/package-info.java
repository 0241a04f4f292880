/**
 * One {@code interflow optimize} invocation from typed settings to re-scored fronts: the problems it
 * can search ({@link org.interflow.optimize.run.OptimizeTarget}), the simulated workload (the
 * optimizer's one call into the dynamic engine), the checkpoint folder and its checks before a
 * resume, the runs on local threads or any other searcher, and the outcome with every final front
 * re-scored by the strongest method the run affords. Reads no configuration: the command line builds
 * {@link org.interflow.optimize.run.RunSettings}. Uses {@code optimize.search}, the problems,
 * {@code engine/}, {@code io/catalog} and {@code model/}.
 */
package org.interflow.optimize.run;
