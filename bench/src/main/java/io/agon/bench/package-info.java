/**
 * How fast a game runs, as {@code agon bench} measures it (module agon-bench, used by the launcher only and shipped
 * in no library jar): {@link io.agon.bench.Bench} times random playouts, copies, legal-action enumeration, MCTS
 * iterations and the 2-thread speed-up in trials, each taken between runs of a reference loop
 * ({@code MachineSpeed}) so that trials taken while the machine ran slow are taken again;
 * {@link io.agon.bench.MachineGate} measures again the forks (JVMs) that ran slow throughout, judged against the
 * best speed this machine has shown ({@link io.agon.bench.MachineHistory}); {@link io.agon.bench.Forks} runs the
 * forks. The JMH micro-benchmarks of the forward model are in this module's test sources. Nothing here names a game
 * class.
 */
package io.agon.bench;
